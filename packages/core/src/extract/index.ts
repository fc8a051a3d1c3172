// STUB: owned by the extractor work; replaced by the real implementation.
import type { ExtractResult, JsonSchema } from "../model.js";

export interface ExtractorOptions {
  /** Project root: tsconfig lookup and relative display of paths. */
  root: string;
  /** tsconfig path; default `<root>/tsconfig.json` when it exists. */
  tsconfig?: string;
  /** Reads a file; `undefined` means it does not exist. Default: node:fs. */
  readFile?: (path: string) => string | undefined;
}

/** True when a file's text may declare tools; false means it is never parsed. */
export function mayDeclareTools(text: string): boolean {
  return text.includes("use tools") || text.includes("@tool");
}

/**
 * Extracts the tool model from candidate files. Keeps a per-file cache keyed by
 * content hash, so a later `extract` re-parses only files whose text changed.
 */
export class Extractor {
  constructor(readonly options: ExtractorOptions) {}
  /** Candidate files (absolute paths) -> tools, diagnostics, dependencies. */
  extract(files: string[]): ExtractResult {
    throw new Error("not implemented: " + files.length);
  }
  /** Forget what is cached for a file (changed or deleted). */
  invalidate(file: string): void {
    void file;
  }
}

/** The schema as providers see it: `x-toolcall` annotations removed (deep copy). */
export function publicSchema(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema, (k, v) => (k === "x-toolcall" ? undefined : v)));
}
