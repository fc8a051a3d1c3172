/**
 * Runs the `toolcall` bin as a user would: `node <the package's bin>` in a
 * child process, so exit codes, stdout and stderr are the real ones.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { TEST_DIR } from "../helpers/paths.js";

const PACKAGE_DIR = path.resolve(TEST_DIR, "../packages/unplugin-toolcall");
export const BIN = path.join(PACKAGE_DIR, (JSON.parse(readFileSync(path.join(PACKAGE_DIR, "package.json"), "utf8")) as { bin: { toolcall: string } }).bin.toolcall);

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function toolcall(args: string[], cwd: string, env: Record<string, string> = {}): CliRun {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: "utf8",
    // Not a terminal, as in CI: no colours, no progress line.
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "", CI: "1", ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
