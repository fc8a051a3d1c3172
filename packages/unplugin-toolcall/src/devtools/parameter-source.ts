/**
 * A tool's parameters as written in its source: where each one is, and its
 * type annotation (`Address`, `LineItem[]`), which the JSON schema no longer
 * names. Read from the text from the tool's declaration to the parenthesis
 * that closes its parameter list (strings and nested brackets skipped).
 */
import { readFileSync } from "node:fs";
import type { SourceLocation, ToolModel } from "@toolcall/core";

export interface WrittenParameter {
  loc: SourceLocation;
  /** The annotation's text, when the parameter has one. */
  type?: string;
}

export type ReadSource = (file: string) => string;

/** Reads each file once for one report (a diff, an inspector state). */
export function sourceReader(): ReadSource {
  const texts = new Map<string, string>();
  return (file) => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readFileSync(file, "utf8")));
    return text;
  };
}

/**
 * The parameter named `name`: searched as a binding (`name:`, `name?`,
 * `name =`, or `{ name }` of a destructured object). Undefined when the
 * file cannot be read or the name is not in the list.
 */
export function writtenParameter(tool: ToolModel, name: string, read: ReadSource): WrittenParameter | undefined {
  let text: string;
  try {
    text = read(tool.loc.file);
  } catch {
    return undefined;
  }
  const open = text.indexOf("(", offsetOf(text, tool.loc.line, tool.loc.column));
  if (open < 0) return undefined;
  const close = closing(text, open);
  const binding = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, "\\$")}\\s*(?=[?:=,})])`, "g");
  binding.lastIndex = open + 1;
  const match = binding.exec(text);
  if (!match || match.index > close) return undefined;
  const found: WrittenParameter = { loc: { file: tool.loc.file, ...lineColumn(text, match.index) } };
  const annotation = /^\s*\??\s*:/.exec(text.slice(match.index + match[0].length));
  if (annotation) {
    const from = match.index + match[0].length + annotation[0].length;
    const end = typeEnd(text, from, close);
    found.type = text.slice(from, end).trim().replace(/\s+/g, " ");
  }
  return found;
}

/** The line of the parenthesis that closes the tool's parameter list (the declaration's line when unreadable). */
export function signatureEndLine(tool: ToolModel, read: ReadSource): number {
  try {
    const text = read(tool.loc.file);
    const open = text.indexOf("(", offsetOf(text, tool.loc.line, tool.loc.column));
    return open < 0 ? tool.loc.line : lineColumn(text, closing(text, open)).line;
  } catch {
    return tool.loc.line;
  }
}

/** Where a type annotation ends: a `,`, `=` or `)` outside brackets and generics. */
function typeEnd(text: string, from: number, limit: number): number {
  let depth = 0;
  for (let i = from; i < limit; i++) {
    const c = text[i]!;
    if (c === "(" || c === "{" || c === "[" || c === "<") depth++;
    else if (c === ")" || c === "}" || c === "]" || (c === ">" && text[i - 1] !== "=")) depth--;
    else if (depth === 0 && (c === "," || (c === "=" && text[i + 1] !== ">"))) return i;
    if (depth < 0) return i;
  }
  return limit;
}

function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === "`") {
      const end = text.indexOf(c, i + 1);
      if (end < 0) return text.length;
      i = end;
    } else if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") if (--depth === 0) return i;
  }
  return text.length;
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf("\n", offset) + 1;
  return offset + column - 1;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
}
