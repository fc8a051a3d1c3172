import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** test/.tmp (git-ignored, excluded from vitest) */
const TMP_ROOT = fileURLToPath(new URL("../.tmp/", import.meta.url));

/** A fresh directory under test/.tmp, so parallel runs never share output. */
export function freshDir(prefix: string): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  return mkdtempSync(join(TMP_ROOT, prefix + "-"));
}

/** Removes a directory made by `freshDir`. */
export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
