import type { ToolNameOption } from "../model/index.js";

/** Derives a tool's name from its export name and file (absolute path); may throw what a user function throws. */
export type NameTool = (exportName: string, file: string) => string;

/**
 * The `toolName` option as a function. Words are split where a lower-case
 * letter or digit meets an upper-case one (`readFile`), and before the last
 * capital of a run followed by a lower-case letter (`HTTPServer` -> `HTTP`,
 * `Server`); digits stay with what they follow (`base64Encode` ->
 * `base64_encode`). Underscores and hyphens already there separate words too.
 */
export function toolNamer(option: ToolNameOption | undefined, root: string): NameTool {
  if (option === undefined) return (exportName) => exportName;
  if (option === "snake_case") return (exportName) => words(exportName).join("_");
  if (option === "kebab-case") return (exportName) => words(exportName).join("-");
  const prefix = root.endsWith("/") ? root : root + "/";
  return (exportName, file) => option(exportName, file.startsWith(prefix) ? file.slice(prefix.length) : file);
}

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}
