/**
 * Modules of `virtual:tools` shared by the parts: one per distinct validator,
 * one per distinct set of a tool's view schemas and one per shape of the
 * records that name them, each named by a hash of what it holds
 * (`virtual:tools/validator/<hash>`, `virtual:tools/schemas/<hash>`,
 * `virtual:tools/record/<hash>`).
 * Tools that validate the same way, in any file, import one validator instead
 * of each carrying its own copy (docs/watch.md).
 * Because the id is the content's hash, a changed schema gets a new id: a dev server can never
 * serve a stale validator, and a module nothing imports any more is harmless.
 */
import { createHash } from "node:crypto";

export const VALIDATOR_ID_PREFIX = "virtual:tools/validator/";
export const SCHEMAS_ID_PREFIX = "virtual:tools/schemas/";
/** The shape of a tool's record (its `tools` entry and views) as a function of its constants: see record-templates.ts. */
export const RECORD_ID_PREFIX = "virtual:tools/record/";

/** Where a part records the shared modules it imports: id -> text, made when the bundler loads it. */
export type SharedModules = Map<string, () => string>;

/** How a part imports a shared module: its bare id, or (tests writing files) another specifier. */
export type ImportOf = (id: string) => string;

export const bareId: ImportOf = (id) => id;

/** `prefix` + a short hash of `text`: 16 hex digits, so an accidental collision is out of reach at any project size. */
export function contentId(prefix: string, text: string): string {
  return prefix + createHash("sha256").update(text).digest("hex").slice(0, 16);
}

export function isSharedId(id: string): boolean {
  return id.startsWith(VALIDATOR_ID_PREFIX) || id.startsWith(SCHEMAS_ID_PREFIX) || id.startsWith(RECORD_ID_PREFIX);
}
