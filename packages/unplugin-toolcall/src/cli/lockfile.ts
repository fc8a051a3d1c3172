/**
 * `toolcall.lock.json`: every tool's public contract (description, canonical
 * input and output schema), and every resource's and prompt's (its URI or
 * URI template, description and the schema of its arguments), written so
 * that the same declarations give the same bytes on any machine and under
 * any path: names and object keys sorted, no file paths, two-space JSON,
 * one final newline. A project without resources or prompts has neither
 * section, so its file is what it was before they existed.
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

/** A resource or template: what a client reads it by, beside its arguments (a template's variables). */
export interface LockedResource extends LockedTool {
  uri: string;
  mimeType?: string;
}

export interface Lockfile {
  lockfileVersion: number;
  tools: Record<string, LockedTool>;
  resources?: Record<string, LockedResource>;
  /** A prompt's arguments as its input schema. */
  prompts?: Record<string, LockedTool>;
}

/** The lock file of `tools` and of `declarations`, the project's resources and prompts. */
export function lockfileOf(tools: readonly ToolModel[], declarations: readonly ToolModel[] = []): Lockfile {
  const locked: Record<string, LockedTool> = {};
  for (const tool of tools) locked[tool.name] = lockedEntry(tool);
  const lock: Lockfile = { lockfileVersion: LOCKFILE_VERSION, tools: locked };
  const resources: Record<string, LockedResource> = {};
  const prompts: Record<string, LockedTool> = {};
  for (const declaration of declarations) {
    // What a read or a get returns is content, not a contract of fields: only the arguments are locked.
    const { outputSchema: _output, ...entry } = lockedEntry(declaration);
    if (declaration.kind === "prompt") prompts[declaration.name] = entry;
    else if (declaration.kind === "resource" && declaration.resource) {
      const { uri, mimeType } = declaration.resource;
      resources[declaration.name] = mimeType === undefined ? { ...entry, uri } : { ...entry, uri, mimeType };
    }
  }
  if (Object.keys(resources).length > 0) lock.resources = resources;
  if (Object.keys(prompts).length > 0) lock.prompts = prompts;
  return lock;
}

function lockedEntry(model: ToolModel): LockedTool {
  const { name: _name, ...entry } = canonicalEntry(model);
  return entry as unknown as LockedTool;
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
