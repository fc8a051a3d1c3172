import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A file's text, or a symlink to a directory (relative to the link's own directory, as pnpm and npm workspaces lay them). */
export type Entry = string | { link: string };

/** Writes a tiny project to disk under ROOT: files by their relative paths (folders made as needed), node_modules folders, symlinked workspace packages. */
export function layout(root: string, files: Record<string, Entry>): void {
  for (const [rel, entry] of Object.entries(files)) {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    if (typeof entry === "string") writeFileSync(file, entry);
    else symlinkSync(entry.link, file, "dir");
  }
}
