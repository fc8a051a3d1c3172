/**
 * Modules of `virtual:tools` shared by the parts: one per distinct pair of a
 * tool's validator and public schemas (tool-shapes.ts) and one per shape of
 * the records that name them, each named by a hash of what it holds (the
 * kinds and their ids: model/virtual-ids.ts). Tools that validate the same
 * way and have the same schemas, in any file, import one copy instead of
 * each carrying its own.
 */
import { createHash } from "node:crypto";
import { virtualIdPrefix, type VirtualModuleKind } from "../model/virtual-ids.js";

/** Where a part records the shared modules it imports: id -> text, made when the bundler loads it. */
export type SharedModules = Map<string, () => string>;

/** How a part imports a shared module: its bare id, or (tests writing files) another specifier. */
export type ImportOf = (id: string) => string;

export const bareId: ImportOf = (id) => id;

/** The id of a shared module of `kind` holding `text`: a short hash, 16 hex digits, so an accidental collision is out of reach at any project size. */
export function contentId(kind: VirtualModuleKind, text: string): string {
  return virtualIdPrefix(kind) + createHash("sha256").update(text).digest("hex").slice(0, 16);
}
