import { readFileSync } from "node:fs";
import path from "node:path";
import { TEST_DIR } from "../helpers/paths.js";

/** The repository's README.md. */
export const README = readFileSync(path.join(TEST_DIR, "..", "README.md"), "utf8");

/** `<!-- readme-example: KEY -->` followed by a fenced block: KEY -> the block's text. */
export function readmeExamples(markdown: string = README): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /<!-- readme-example: (\S+) -->\s*```\w*\n([\s\S]*?)```/g;
  for (const [, key, body] of markdown.matchAll(pattern)) found.set(key, body);
  return found;
}

/** The README's block KEY; a missing one is an error naming it. */
export function readmeExample(key: string): string {
  const text = readmeExamples().get(key);
  if (text === undefined) throw new Error(`README has no example ${key}`);
  return text;
}
