import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A file's text, or a symlink to a directory (relative to the link's own directory, as pnpm and npm workspaces lay them). */
export type Entry = string | { link: string };

/** Writes a tiny project to disk: files, node_modules folders, symlinked workspace packages. */
export function layout(root: string, files: Record<string, Entry>): void {
  for (const [rel, entry] of Object.entries(files)) {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    if (typeof entry === "string") writeFileSync(file, entry);
    else symlinkSync(entry.link, file, "dir");
  }
}

/** A `package.json` text. */
export const pkg = (fields: Record<string, unknown>): string => JSON.stringify({ version: "1.0.0", ...fields });

/** A tool module whose one tool `t` takes one parameter `x` of the given type, after the given imports. */
export const tool = (imports: string, type: string): string => `"use tools";\n${imports}\nexport function t(x: ${type}) {}\n`;
