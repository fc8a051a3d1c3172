import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** test/ */
export const TEST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The fixture every bundler builds. */
export const BASIC_FIXTURE = path.join(TEST_DIR, "fixtures/basic");
/** Its entry: re-exports everything `virtual:tools` has. */
export const BASIC_ENTRY = path.join(BASIC_FIXTURE, "src/entry.ts");

/**
 * A fresh, empty `test/.tmp/e2e-<name>` (git-ignored). Each test uses its own
 * name, so test files can run in parallel; the prefix keeps clear of other
 * suites' directories.
 */
export function freshTmpDir(name: string): string {
  const dir = path.join(TEST_DIR, ".tmp", `e2e-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}
