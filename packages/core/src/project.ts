// STUB: owned by the project/invalidation work; replaced by the real implementation.
import type { Diagnostic } from "./model.js";

/** The user's options (SPEC section 1). */
export interface ToolcallOptions {
  /** Globs relative to the root; default `["src/**\/*.{ts,tsx,mts,cts}"]`. */
  include?: string[];
  exclude?: string[];
  /** Path of the generated declaration file, relative to root; `false` turns it off. Default `toolcall.d.ts`. */
  dts?: string | false;
  /** Warnings become build errors. */
  strict?: boolean;
}

export interface ProjectOptions extends ToolcallOptions {
  /** Absolute project root. */
  root: string;
  /** Import specifier of @toolcall/runtime used by the generated module (an absolute path). */
  runtimeImport: string;
  /** Part of the generation token: nothing computed by another version is reused. */
  pluginVersion: string;
}

export type FileEvent = "create" | "update" | "delete";

/**
 * The in-memory model of one project's tools, kept current incrementally. The
 * single source of truth: the virtual module and the declaration file are
 * regenerated from it, never patched.
 */
export class ToolProject {
  /** Plugin version + options: keys every cache. */
  readonly token: string = "";
  constructor(readonly options: ProjectOptions) {}
  /** Globs include/exclude under root and extracts everything. */
  scan(): void {
    throw new Error("not implemented");
  }
  /** Whether a path is matched by include and not by exclude. */
  isCandidate(file: string): boolean {
    return !!file && false;
  }
  /** A file was created, changed or deleted. True when `virtual:tools` may have changed. */
  notify(file: string, event: FileEvent): boolean {
    return !!file && !!event && false;
  }
  /** Text of `virtual:tools`, regenerated from the model when it changed. */
  moduleCode(): string {
    throw new Error("not implemented");
  }
  /** Writes the declaration file if its text changed; returns whether it wrote. */
  writeDts(): boolean {
    return false;
  }
  /** Errors and warnings of the last extraction (with `strict`, warnings are errors). */
  diagnostics(): Diagnostic[] {
    return [];
  }
  /** Files the output depends on: candidates and every type dependency. */
  watchFiles(): string[] {
    return [];
  }
  /** Directories where a new candidate file may appear. */
  watchDirs(): string[] {
    return [];
  }
}

/** `file:line:column: severity CODE message` followed by the code frame. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.loc.file}:${d.loc.line}:${d.loc.column}: ${d.severity} ${d.code} ${d.message}${d.frame ? "\n" + d.frame : ""}`;
}
