import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

let version: string | undefined;

/** This package's version (the CLI's `--version`, the dev MCP endpoint's server info), read through its self-reference. */
export function pluginVersion(): string {
  version ??= (JSON.parse(readFileSync(fileURLToPath(import.meta.resolve("unplugin-toolcall/package.json")), "utf8")) as { version: string }).version;
  return version;
}
