import { parse } from "@babel/parser";
import type * as t from "@babel/types";
import type { SourceLocation } from "../model/index.js";
import { buildModuleIndex, type ModuleIndex } from "./module-index.js";

/**
 * One parsed file: its text, its top-level statements and an index of its
 * declarations. The cache keys it by its exact text (a string comparison is
 * as fast as hashing and has no collisions).
 */
export interface SourceFile {
  path: string;
  text: string;
  /** Undefined when the file does not parse (see `syntaxError`). */
  program?: t.Program;
  syntaxError?: { message: string; line: number; column: number };
  index: ModuleIndex;
  /** Offsets where each line starts, built on the first `locationOf` (see `dropLocations`). */
  lineStarts?: number[];
}

/** Parses a file once: TypeScript syntax (plus JSX for .tsx, declaration syntax for .d.ts), comments attached. */
export function parseSourceFile(path: string, text: string): SourceFile {
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
    const program = pruneProgram(file.program);
    dropLocations(program);
    return { path, text, program, index: buildModuleIndex(program) };
  } catch (error) {
    const e = error as { message?: string; loc?: { line: number; column: number } };
    const message = (e.message ?? String(error)).replace(/\s*\(\d+:\d+\)$/, "");
    const line = e.loc?.line ?? 1;
    const column = (e.loc?.column ?? 0) + 1;
    return { path, text, syntaxError: { message, line, column }, index: buildModuleIndex(undefined) };
  }
}

/**
 * Drops what the extractor never reads (function bodies, class bodies, plain
 * statements) before the AST is cached: the cache then holds signatures,
 * types and their comments, a fraction of the tree, which keeps the garbage
 * collector's old generation small on large projects.
 */
function pruneProgram(program: t.Program): t.Program {
  const kept: t.Statement[] = [];
  for (const statement of program.body) {
    switch (statement.type) {
      case "ExportNamedDeclaration":
      case "ExportDefaultDeclaration":
        if (statement.declaration) pruneDeclaration(statement.declaration as t.Node);
        kept.push(statement);
        break;
      case "ImportDeclaration":
      case "ExportAllDeclaration":
      case "TSTypeAliasDeclaration":
      case "TSInterfaceDeclaration":
      case "TSEnumDeclaration":
      case "TSDeclareFunction":
      case "TSModuleDeclaration":
      case "TSExportAssignment":
      case "TSImportEqualsDeclaration":
        kept.push(statement);
        break;
      case "FunctionDeclaration":
      case "ClassDeclaration":
      case "VariableDeclaration":
        pruneDeclaration(statement);
        kept.push(statement);
        break;
      case "ExpressionStatement":
        // Only a misplaced "use tools" directive matters here.
        if (statement.expression.type === "StringLiteral") kept.push(statement);
        break;
      default:
        break;
    }
  }
  program.body = kept;
  return program;
}

function emptyBlock(): t.BlockStatement {
  return { type: "BlockStatement", body: [], directives: [] } as unknown as t.BlockStatement;
}

function pruneDeclaration(node: t.Node): void {
  if (node.type === "FunctionDeclaration" || node.type === "FunctionExpression" || node.type === "ArrowFunctionExpression") {
    // An arrow's expression body is its inferred return type (`ReturnType<typeof f>`); statements are code.
    if (node.type !== "ArrowFunctionExpression" || node.body.type === "BlockStatement") node.body = emptyBlock();
  } else if (node.type === "ClassDeclaration") {
    // A class used as a type is its fields, index signatures and instance members' signatures (a method or a `#` member makes it no JSON value); bodies are code.
    node.body.body = node.body.body.filter((m) => m.type === "ClassProperty" || m.type === "TSIndexSignature" || m.type === "ClassAccessorProperty" || m.type === "ClassPrivateProperty" || ((m.type === "ClassMethod" || m.type === "ClassPrivateMethod" || m.type === "TSDeclareMethod") && (!m.static || m.kind === "constructor")));
    for (const m of node.body.body) if (m.type === "ClassMethod" || m.type === "ClassPrivateMethod") m.body = emptyBlock();
  } else if (node.type === "VariableDeclaration") {
    for (const d of node.declarations) {
      let init = d.init as t.Node | null | undefined;
      while (init && (init.type === "TSAsExpression" || init.type === "TSSatisfiesExpression" || init.type === "ParenthesizedExpression")) init = init.expression;
      if (init && (init.type === "ArrowFunctionExpression" || init.type === "FunctionExpression")) pruneDeclaration(init);
    }
  }
}

/**
 * Clears the `loc` of every node the cache keeps (comments keep theirs: JSDoc
 * reads them). Babel gives each node a location object and two position
 * objects, about 60% of the objects of a kept tree; they all outlive the
 * young generation of the heap, and copying them there made garbage
 * collection a large share of a cold extraction. A node's `start` offset
 * gives the same line and column when a diagnostic needs it (`locationOf`).
 */
function dropLocations(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropLocations(item);
    return;
  }
  if (node === null || typeof node !== "object" || typeof (node as { type?: unknown }).type !== "string") return;
  const record = node as Record<string, unknown>;
  for (const key in record) {
    if (key === "loc" || key === "extra" || key === "leadingComments" || key === "trailingComments" || key === "innerComments") continue;
    const value = record[key];
    if (value !== null && typeof value === "object") dropLocations(value);
  }
  record.loc = undefined;
}

/**
 * 1-based line and column of a node of `file`, as Babel's `loc` gives them
 * (lines end at \n, \r\n, \r, U+2028 and U+2029; columns count UTF-16 units).
 * A node made up by the extractor, without an offset, is at 1:1.
 */
export function locationOf(file: SourceFile, node: t.Node): SourceLocation {
  const offset = node.start;
  if (offset === null || offset === undefined) return { file: file.path, line: 1, column: 1 };
  const starts = (file.lineStarts ??= lineStartsOf(file.text));
  // The last line that starts at or before the offset.
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    // (mid stays inside the table, so the read never misses.)
    const start = starts[mid];
    if (start !== undefined && start <= offset) low = mid;
    else high = mid - 1;
  }
  // Line 1 starts at offset 0.
  return { file: file.path, line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  const lineBreak = /\r\n|[\n\r\u2028\u2029]/g;
  for (let m = lineBreak.exec(text); m; m = lineBreak.exec(text)) starts.push(m.index + m[0].length);
  return starts;
}
