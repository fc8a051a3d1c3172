import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { TEST_DIR } from "../helpers/paths.js";

/** The repository root. */
export const REPO_DIR = path.join(TEST_DIR, "..");

/** The documentation: the front door and every page under docs/, relative to the repository root. */
export const DOC_PAGES = [
  "README.md",
  ...readdirSync(path.join(REPO_DIR, "docs"))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => `docs/${file}`),
];

/** A page's text; PAGE is relative to ROOT (the repository unless told). */
export function readPage(page: string, root: string = REPO_DIR): string {
  return readFileSync(path.join(root, page), "utf8");
}

/** `<!-- example: KEY -->` followed by a fenced block: KEY -> the block's text. */
export function examplesIn(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /<!-- example: (\S+) -->\s*```\w*\n([\s\S]*?)```/g;
  for (const [, key, body] of markdown.matchAll(pattern)) {
    if (found.has(key!)) throw new Error(`example ${key} is marked twice`);
    found.set(key!, body!);
  }
  return found;
}

/** PAGE's block KEY, which tests run or compare; a missing one is an error naming both, so a moved block cannot go untested. */
export function docExample(page: string, key: string): string {
  const text = examplesIn(readPage(page)).get(key);
  if (text === undefined) throw new Error(`${page} has no example ${key}`);
  return text;
}

/** Lines outside fenced code blocks, with their text; code never holds headings or links. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").filter((line) => {
    if (line.startsWith("```")) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

const HEADING = /^(#{1,6}) (.+)$/;

/** PAGE's section under the heading HEADING, up to the next heading of its level or above; a missing heading is an error. */
export function docSection(page: string, heading: string): string {
  const lines = readPage(page).split("\n");
  const start = lines.findIndex((line) => HEADING.exec(line)?.[2] === heading);
  if (start === -1) throw new Error(`${page} has no heading "${heading}"`);
  const level = HEADING.exec(lines[start]!)![1]!.length;
  const end = lines.findIndex((line, i) => i > start && (HEADING.exec(line)?.[1]?.length ?? 7) <= level);
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
}

/** The anchor GitHub (and npm) gives a heading: lowercase, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor of a page's headings; a repeated heading gets `-1`, `-2`... as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const text = HEADING.exec(line)?.[2];
    if (text === undefined) continue;
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every link and image target of a page's prose (inline code taken out first). */
export function linksOf(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    const prose = line.replace(/(`+)(?!\])[\s\S]*?\1(?!\])/g, (code, _ticks, offset: number) =>
      line[offset - 1] === "[" ? code : "",
    );
    for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) targets.push(target!);
  }
  return targets;
}

/** Relative links of PAGE (under ROOT) whose file, or whose heading anchor, is not there. */
export function brokenLinks(page: string, root: string = REPO_DIR): string[] {
  const broken: string[] = [];
  for (const target of linksOf(readPage(page, root))) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto: and the like
    const [file, anchor] = target.split("#") as [string, string | undefined];
    const resolved = file === "" ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), file);
    if (!existsSync(resolved)) {
      broken.push(`${target} (no such file)`);
      continue;
    }
    if (anchor === undefined) continue;
    if (statSync(resolved).isDirectory() || !resolved.endsWith(".md")) broken.push(`${target} (an anchor into something not a page)`);
    else if (!anchorsOf(readFileSync(resolved, "utf8")).has(anchor)) broken.push(`${target} (no such heading)`);
  }
  return broken;
}

/** The quick start's files, each with the page that shows it (the HTTP server is the next step, on the running page). */
export const QUICK_START: Record<string, string> = {
  "vite.config.ts": "README.md",
  "src/weather.ts": "README.md",
  "src/server.ts": "README.md",
  "src/http.ts": "docs/running.md",
  "tsconfig.json": "README.md",
};
