/**
 * What the plugin reads when the user gives no `include`: every TypeScript
 * file of the project (`OPTION_DEFAULTS.include`, docs/options.md), minus what is never source of the
 * app: installed packages, hidden folders (`.svelte-kit`, `.nuxt`, `.output`,
 * `.react-router`, `.astro`, `.git`...), build outputs and the folders the
 * project's `.gitignore` names. Only files whose text holds `use tools` or
 * `@tool` are parsed, so the cost of a wide include is one read per file
 * (measured in `pnpm bench`, see bench/include.mjs).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** Build outputs and caches of the usual tools, when no `.gitignore` says so. */
const BUILD_OUTPUTS = ["dist", "build", "out", "coverage", "storybook-static"];

/**
 * Globs (relative to the root) taken out of the default include: build
 * outputs, then every folder or file pattern of `<root>/.gitignore` that a
 * glob can express (negations `!x` cannot take a file back, so they are skipped).
 */
export function defaultExcludes(root: string): string[] {
  const out = BUILD_OUTPUTS.map((dir) => `${dir}/**`);
  for (const pattern of gitignorePatterns(root)) out.push(...ignoreGlobs(pattern));
  return [...new Set(out)];
}

function gitignorePatterns(root: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(root, ".gitignore"), "utf8");
  } catch {
    return [];
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/(?<!\\)\s+$/, ""))
    .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"));
}

/** One `.gitignore` line as globs: the path itself and everything under it. */
function ignoreGlobs(pattern: string): string[] {
  const trimmed = pattern.replace(/\/+$/, "");
  if (!trimmed || trimmed === "*" || trimmed === "**") return [];
  // A slash at the start or in the middle anchors the pattern to the root; otherwise it matches at any depth.
  const anchored = trimmed.includes("/");
  const glob = anchored ? trimmed.replace(/^\//, "") : `**/${trimmed}`;
  return [glob, `${glob}/**`];
}
