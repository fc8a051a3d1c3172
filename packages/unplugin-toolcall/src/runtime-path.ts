import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Absolute path of @toolcall/runtime's entry, resolved from this plugin. The
 * generated module imports it by this path, so it resolves the same way from
 * every importer and in every bundler, whatever the user's project installed.
 */
export function resolveRuntimeImport(): string {
  return fileURLToPath(import.meta.resolve("@toolcall/runtime")).replace(/\\/g, "/");
}

/** The plugin's own version: part of the generation token that keys every cache. */
export function pluginVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}
