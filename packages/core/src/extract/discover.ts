import { basename } from "node:path";
import type * as t from "@babel/types";
import type { SourceLocation } from "../model/index.js";
import { KINDS, type DeclarationKind } from "../model/kinds.js";
import { TOOL_TAG, USE_TOOLS } from "../model/tool-module.js";
import type { DiagnosticSink } from "./diagnostic-sink.js";
import { jsDocOf, tagOf, type JsDoc, type JsDocTag } from "./jsdoc.js";
import type { NameTool } from "./naming.js";
import { locationOf, type SourceFile } from "./source-file.js";

export type FunctionNode = t.FunctionDeclaration | t.TSDeclareFunction | t.ArrowFunctionExpression | t.FunctionExpression;

/** A function exported by a module that is a tool. */
export interface ToolCandidate {
  /** What it declares: a tool, or the kind whose tag it has (`@resource`, `@prompt`). */
  kind: DeclarationKind;
  /** The tag of a kind other than a tool (its text is the resource's URI, or the prompt's name). */
  kindTag?: JsDocTag;
  /** Tool name before validation (`@tool name`, else the export name or the file's base name through the `toolName` option). */
  name: string;
  exportName: string;
  /** The function's own name ("" for an anonymous default export). */
  functionName: string;
  /** The first signature (overloads) or the function itself. */
  fn: FunctionNode;
  doc: JsDoc | undefined;
  /** Every export name of the module (what `@complete` may name). */
  moduleExports: string[];
  /** How many overload signatures the function has (0 for a plain function). */
  signatures: number;
  loc: SourceLocation;
}

interface LocalFunction {
  fn: FunctionNode;
  doc: JsDoc | undefined;
  signatures: number;
  implemented: boolean;
  nameNode: t.Node;
}

/**
 * Finds the tools a module declares: with `"use tools"` first, every exported
 * function unless tagged `@tool false`; otherwise exported functions tagged `@tool`.
 */
export function discoverTools(file: SourceFile, sink: DiagnosticSink, nameTool: NameTool = (exportName) => exportName): ToolCandidate[] {
  const program = file.program;
  if (!program) return [];
  const useTools = program.directives.some((d) => d.value.value === USE_TOOLS);
  const locals = new Map<string, LocalFunction>();
  const nonFunctions = new Map<string, { doc: JsDoc | undefined; node: t.Node }>();
  const exported: { exportName: string; local: string; node: t.Node }[] = [];
  const anonymous: { fn: FunctionNode; doc: JsDoc | undefined; node: t.Node }[] = [];
  const loc = (node: t.Node): SourceLocation => locationOf(file, node);

  const addFunction = (name: string, fn: FunctionNode, holder: t.Node, nameNode: t.Node) => {
    const doc = jsDocOf(holder);
    // Overloads: the bodiless signatures count, the implementation does not.
    const signature = fn.type === "TSDeclareFunction" ? 1 : 0;
    const existing = locals.get(name);
    if (existing) {
      existing.signatures += signature;
      existing.implemented ||= !signature;
      existing.doc ??= doc;
    } else locals.set(name, { fn, doc, signatures: signature, implemented: !signature, nameNode });
  };
  const addDeclaration = (node: t.Node, holder: t.Node, isExported: boolean) => {
    if ((node.type === "FunctionDeclaration" || node.type === "TSDeclareFunction") && node.id) {
      addFunction(node.id.name, node, holder, node.id);
      if (isExported && !exported.some((e) => e.local === node.id!.name)) exported.push({ exportName: node.id.name, local: node.id.name, node: node.id });
    } else if (node.type === "VariableDeclaration") {
      for (const d of node.declarations) {
        if (d.id.type !== "Identifier") continue;
        const init = unwrapExpression(d.init);
        if (init && (init.type === "ArrowFunctionExpression" || init.type === "FunctionExpression")) addFunction(d.id.name, init, node.declarations.length === 1 ? holder : d, d.id);
        else nonFunctions.set(d.id.name, { doc: jsDocOf(node.declarations.length === 1 ? holder : d), node: d.id });
        if (isExported) exported.push({ exportName: d.id.name, local: d.id.name, node: d.id });
      }
    }
  };

  for (const statement of program.body) {
    if (statement.type === "ExportNamedDeclaration") {
      if (statement.declaration) addDeclaration(statement.declaration, statement, true);
      else if (!statement.source) {
        for (const s of statement.specifiers) {
          if (s.type !== "ExportSpecifier") continue;
          const exportName = s.exported.type === "Identifier" ? s.exported.name : s.exported.value;
          exported.push({ exportName, local: s.local.name, node: s });
        }
      }
    } else if (statement.type === "ExportDefaultDeclaration") {
      const d = statement.declaration;
      if ((d.type === "FunctionDeclaration" || d.type === "TSDeclareFunction") && d.id) {
        addFunction(d.id.name, d, statement, d.id);
        exported.push({ exportName: "default", local: d.id.name, node: statement });
      } else if (d.type === "FunctionDeclaration" || d.type === "ArrowFunctionExpression" || d.type === "FunctionExpression") {
        anonymous.push({ fn: d, doc: jsDocOf(statement), node: statement });
      } else if (d.type === "Identifier") exported.push({ exportName: "default", local: d.name, node: statement });
    } else if (statement.type === "ExpressionStatement" && statement.expression.type === "StringLiteral" && statement.expression.value === USE_TOOLS) {
      sink.warn("TC_MISPLACED_DIRECTIVE", `"use tools" only counts as the first statement of the module; move it above the imports and other code.`, loc(statement));
    } else addDeclaration(statement, statement, false);
  }

  /** The `toolName` option's name; a function that throws or returns a non-string is reported here, and the export name kept. */
  const derivedName = (exportName: string, at: SourceLocation): string => {
    let name: unknown;
    try {
      name = nameTool(exportName, file.path);
    } catch (error) {
      name = error;
    }
    if (typeof name === "string") return name;
    const cause = name instanceof Error ? `threw: ${name.message}` : `returned ${typeof name}`;
    sink.error("TC_INVALID_NAME", `The toolName option ${cause} for \`${exportName}\`; it must return a name. Fix the function or set one with \`@tool some_name\`.`, at);
    return exportName;
  };
  const candidates: ToolCandidate[] = [];
  const moduleExports = exported.map((e) => e.exportName);
  const exportedLocals = new Set<string>();
  const consider = (exportName: string, functionName: string, fn: FunctionNode, doc: JsDoc | undefined, signatures: number, at: t.Node) => {
    const fallback = exportName === "default" ? functionName || basename(file.path).replace(/(\.d)?\.[cm]?tsx?$/, "") : exportName;
    // Another kind's tag wins over "use tools": the module's resources and prompts are not its tools.
    const other = declarationTag(doc);
    if (other) {
      const text = KINDS[other.kind].tagText === "name" ? other.tag.text.trim().split(/\s+/)[0] ?? "" : "";
      candidates.push({ kind: other.kind, kindTag: other.tag, name: text || derivedName(fallback, loc(at)), moduleExports, exportName, functionName, fn, doc, signatures, loc: loc(at) });
      return;
    }
    const tag = tagOf(doc, TOOL_TAG);
    const tagText = tag?.text.trim().split(/\s+/)[0] ?? "";
    if (tagText === "false") return;
    if (!useTools && !tag) return;
    candidates.push({ kind: "tool", name: tagText || derivedName(fallback, loc(at)), moduleExports, exportName, functionName, fn, doc, signatures, loc: loc(at) });
  };
  for (const e of exported) {
    exportedLocals.add(e.local);
    const local = locals.get(e.local);
    // A lone bodiless declaration (`declare function`) is a signature, not an overload.
    const overloads = local && local.signatures === 1 && local.fn.type === "TSDeclareFunction" && !local.implemented ? 0 : local?.signatures ?? 0;
    if (local) consider(e.exportName, e.local, local.fn, local.doc, overloads, e.exportName === e.local ? local.nameNode : e.node);
    else {
      const value = nonFunctions.get(e.local);
      if (value && tagOf(value.doc, TOOL_TAG) && tagOf(value.doc, TOOL_TAG)!.text.trim() !== "false")
        sink.warn("TC_NOT_A_FUNCTION", `\`${e.local}\` is tagged @tool but is not a function; only functions can be tools. Remove the tag.`, loc(value.node));
    }
  }
  for (const a of anonymous) consider("default", "", a.fn, a.doc, 0, a.node);
  for (const [name, local] of locals) {
    if (exportedLocals.has(name)) continue;
    const tag = tagOf(local.doc, TOOL_TAG);
    if (tag && tag.text.trim() !== "false")
      sink.warn("TC_NOT_EXPORTED", `\`${name}\` is tagged @tool but not exported, so it is not a tool; export it or remove the tag.`, loc(local.nameNode));
  }
  return candidates;
}

/** The first tag of a kind other than a tool (model/kinds.ts) in the JSDoc. */
function declarationTag(doc: JsDoc | undefined): { kind: DeclarationKind; tag: JsDocTag } | undefined {
  for (const [kind, spec] of Object.entries(KINDS) as [DeclarationKind, (typeof KINDS)[DeclarationKind]][]) {
    if (kind === "tool") continue;
    const tag = tagOf(doc, spec.tag);
    if (tag) return { kind, tag };
  }
  return undefined;
}

function unwrapExpression(node: t.Expression | null | undefined): t.Expression | null | undefined {
  while (node && (node.type === "TSAsExpression" || node.type === "TSSatisfiesExpression" || node.type === "ParenthesizedExpression")) node = node.expression;
  return node;
}
