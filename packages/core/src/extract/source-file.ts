import { parse } from "@babel/parser";
import type * as t from "@babel/types";
import { buildModuleIndex, type ModuleIndex } from "./module-index.js";

/** One parsed file: its text, its top-level statements and an index of its declarations. */
export interface SourceFile {
  path: string;
  text: string;
  hash: string;
  /** Undefined when the file does not parse (see `syntaxError`). */
  program?: t.Program;
  syntaxError?: { message: string; line: number; column: number };
  index: ModuleIndex;
}

/** Parses a file once: TypeScript syntax (plus JSX for .tsx, declaration syntax for .d.ts), comments attached. */
export function parseSourceFile(path: string, text: string, hash: string): SourceFile {
  const isDts = /\.d\.[cm]?ts$/.test(path);
  const plugins: NonNullable<Parameters<typeof parse>[1]>["plugins"] = [isDts ? ["typescript", { dts: true }] : "typescript"];
  if (path.endsWith(".tsx") || path.endsWith(".jsx")) plugins.push("jsx");
  try {
    const file = parse(text, {
      sourceType: "module",
      plugins,
      errorRecovery: false,
      attachComment: true,
      allowReturnOutsideFunction: true,
      allowUndeclaredExports: true,
    });
    const program = file.program;
    return { path, text, hash, program, index: buildModuleIndex(program) };
  } catch (error) {
    const e = error as { message?: string; loc?: { line: number; column: number } };
    const message = (e.message ?? String(error)).replace(/\s*\(\d+:\d+\)$/, "");
    const line = e.loc?.line ?? 1;
    const column = (e.loc?.column ?? 0) + 1;
    return { path, text, hash, syntaxError: { message, line, column }, index: buildModuleIndex(undefined) };
  }
}
