/**
 * `toolcall.lock.json`: every tool's public contract (description, canonical
 * input and output schema), written so that the same tools give the same
 * bytes on any machine and under any path: tools and object keys sorted,
 * no file paths, two-space JSON, one final newline.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { JsonSchema, ToolModel } from "@toolcall/core";
import { canonicalEntry } from "../devtools/views.js";

export const LOCK_FILE = "toolcall.lock.json";
const LOCKFILE_VERSION = 1;

export interface LockedTool {
  description: string;
  deprecated?: true;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
}

export interface Lockfile {
  lockfileVersion: number;
  tools: Record<string, LockedTool>;
}

export function lockfileOf(tools: readonly ToolModel[]): Lockfile {
  const locked: Record<string, LockedTool> = {};
  for (const tool of tools) {
    const { name: _name, ...entry } = canonicalEntry(tool);
    locked[tool.name] = entry as unknown as LockedTool;
  }
  return { lockfileVersion: LOCKFILE_VERSION, tools: locked };
}

/** The file's text: keys sorted at every level (arrays keep their order: `required` and tuples mean it). */
export function lockfileText(lock: Lockfile): string {
  return JSON.stringify(sortKeys(lock), null, 2) + "\n";
}

export function writeLockfile(file: string, lock: Lockfile): void {
  writeFileSync(file, lockfileText(lock));
}

/** The lock file, or an Error that says what is wrong with it. */
export function readLockfile(file: string): Lockfile | Error {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return new Error(`${file} not found; write it with \`toolcall snapshot\``);
  }
  try {
    const lock = JSON.parse(text) as Lockfile;
    if (lock?.lockfileVersion !== LOCKFILE_VERSION || typeof lock.tools !== "object" || lock.tools === null) {
      return new Error(`${file} is not a version ${LOCKFILE_VERSION} toolcall lock file; write it again with \`toolcall snapshot\``);
    }
    return lock;
  } catch (error) {
    return new Error(`${file} is not valid JSON (${(error as Error).message}); write it again with \`toolcall snapshot\``);
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    const sorted: Record<string, unknown> = {};
    // Code-unit order, not localeCompare: the same on every machine.
    for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}
