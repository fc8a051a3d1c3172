import path from "node:path";

/** A file's path relative to the project root, with `/` on every platform: what reports show. */
export function relativePath(root: string, file: string): string {
  return path.relative(root, file).replace(/\\/g, "/");
}
