import type * as t from "@babel/types";
import type { SourceLocation } from "../../model/index.js";
import { locationOf, type SourceFile } from "../source-file.js";
import type { NamespaceMembers } from "../module-index.js";

/** A type argument bound to a type parameter, converted lazily in the scope it was written in. */
export interface TypeBinding {
  node: t.TSType;
  scope: Scope;
}

/** Where a type node is read: its file (for names) and the bindings of the generic being expanded. */
export interface Scope {
  file: SourceFile;
  /** The namespace the type being read is declared in (its names resolve first). */
  namespace?: NamespaceMembers;
  bindings?: Map<string, TypeBinding>;
  /** Values in scope by their declared type: a function's parameters, while its returned expression is read (`ReturnType`). */
  values?: Map<string, TypeBinding>;
  /** Set for a type written in JSDoc (`@param {T} x`): node positions are in `text`, reports go to `loc`. */
  snippet?: { text: string; loc: SourceLocation };
}

/** 1-based location of a node, for diagnostics. */
export function locOf(node: t.Node, scope: Scope): SourceLocation {
  if (scope.snippet) return scope.snippet.loc;
  return locationOf(scope.file, node);
}

/** The source text of a node (shown in messages so the user sees which type is meant). */
export function textOf(node: t.Node, scope: Scope): string {
  const text = scope.snippet ? scope.snippet.text : scope.file.text;
  const s = text.slice(node.start ?? 0, node.end ?? 0).replace(/\s+/g, " ");
  return s.length > 80 ? s.slice(0, 77) + "..." : s;
}
