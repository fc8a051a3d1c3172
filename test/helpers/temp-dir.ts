/**
 * The one way tests get a scratch folder: `tempDir("vite-dev")` is a new,
 * empty `test/.tmp/vite-dev-XXXXXX` whose suffix is random, so two runs of
 * the suite at once (two worktrees, a watch run beside `pnpm test`) never
 * share or delete each other's output. Folders live inside the workspace
 * unless asked otherwise, because bundlers and tsc resolve packages by
 * walking up to `test/node_modules`; `{ outside: true }` puts one under the
 * OS temp directory, where no workspace `node_modules` can stand in for a
 * dependency a published package forgot.
 *
 * Every folder made here is removed after its test file (see
 * temp-dir-cleanup.ts, a setup file of the e2e and install tiers);
 * TOOLCALL_KEEP_TMP=1 keeps them for a look after a failure.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TEST_DIR } from "./paths.js";

/** test/.tmp (git-ignored, excluded from vitest and Biome). */
export const TMP_ROOT = path.join(TEST_DIR, ".tmp");

const made: string[] = [];

/** A new, empty folder named `<prefix>-<random>`; see the module comment. */
export function tempDir(prefix: string, { outside = false }: { outside?: boolean } = {}): string {
  const parent = outside ? os.tmpdir() : TMP_ROOT;
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, `toolcall-${prefix}-`));
  made.push(dir);
  return dir;
}

/** Removes every folder `tempDir` made in this test file (unless TOOLCALL_KEEP_TMP is set). */
export function removeTempDirs(): void {
  if (process.env.TOOLCALL_KEEP_TMP) return;
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
