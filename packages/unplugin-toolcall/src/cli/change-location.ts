/**
 * Where a change of `toolcall diff` is in the current source: the parameter
 * for a change of a top-level input (`input.days`), else the tool's
 * declaration. A removed tool has no place in the current source.
 */
import { readFileSync } from "node:fs";
import type { SourceLocation, ToolModel } from "@toolcall/core";

export function changeLocation(tool: ToolModel | undefined, where: string, read: (file: string) => string): SourceLocation | undefined {
  if (!tool) return undefined;
  const parameter = /^input\.([A-Za-z_$][\w$]*)/.exec(where)?.[1];
  return (parameter && parameterLocation(tool, parameter, read)) || tool.loc;
}

/**
 * The parameter named `name` in the tool's parameter list: the text from the
 * declaration to the parenthesis that closes the list (strings and nested
 * brackets skipped), searched for the name as a binding (`name:`, `name?`,
 * `name =`, or `{ name }` of a destructured object).
 */
function parameterLocation(tool: ToolModel, name: string, read: (file: string) => string): SourceLocation | undefined {
  let text: string;
  try {
    text = read(tool.loc.file);
  } catch {
    return undefined;
  }
  const start = offsetOf(text, tool.loc.line, tool.loc.column);
  const open = text.indexOf("(", start);
  if (open < 0) return undefined;
  const close = closingParen(text, open);
  const binding = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, "\\$")}\\s*(?=[?:=,})])`, "g");
  binding.lastIndex = open;
  const match = binding.exec(text);
  if (!match || match.index > close) return undefined;
  return { file: tool.loc.file, ...lineColumn(text, match.index) };
}

function closingParen(text: string, open: number): number {
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
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/** Reads each file once for all the changes of one run. */
export function sourceReader(): (file: string) => string {
  const texts = new Map<string, string>();
  return (file) => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readFileSync(file, "utf8")));
    return text;
  };
}
