import { type Dirent, readdirSync } from "node:fs";
import path from "node:path";

/**
 * Each directory and every directory below it (not `node_modules` or hidden
 * ones). esbuild's `watchDirs` watches one listing, not a tree, and a new
 * tool file may appear at any depth under an include glob's base.
 */
export function withSubdirectories(dirs: string[]): string[] {
  const out = new Set<string>();
  const visit = (dir: string) => {
    if (out.has(dir)) return;
    out.add(dir);
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // not there (yet): watching the missing path is all esbuild can do
    }
    for (const entry of entries)
      if (entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith("."))
        visit(path.join(dir, entry.name).replace(/\\/g, "/"));
  };
  for (const dir of dirs) visit(dir);
  return [...out].sort();
}
