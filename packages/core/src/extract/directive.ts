/**
 * The `"use tools"` directive found in a module's text without parsing it:
 * the plugin removes it from every module it transforms (a bundler warns
 * about a directive it does not know), and says which modules outside the
 * project's scope declare tools. Discovery reads the parsed directive
 * prologue instead; the cases where the two could differ are tested side by
 * side (packages/core/test/extract/directive.test.ts).
 */
import { TOOL_TAG, USE_TOOLS } from "../model/tool-module.js";

/** Where the `"use tools";` statement is: `[start, end)` including its semicolon. */
export interface DirectiveRange {
  start: number;
  end: number;
}

/** A JSDoc block with a `@tool` tag. */
const TOOL_TAG_IN_JSDOC = new RegExp(`/\\*\\*(?:[^*]|\\*(?!/))*@${TOOL_TAG}\\b`);

/**
 * Finds `"use tools"` in the directive prologue (the string-literal
 * statements before any other code, after comments and a hashbang). A string
 * that is part of an expression (`"use tools".length`) is not a directive.
 */
export function findUseToolsDirective(code: string): DirectiveRange | undefined {
  let i = skipTrivia(code, code.startsWith("#!") ? lineEnd(code, 0) : code.charCodeAt(0) === 0xfeff ? 1 : 0);
  while (code[i] === '"' || code[i] === "'") {
    const close = stringEnd(code, i);
    if (close < 0) return undefined;
    const afterLiteral = close + 1;
    const next = skipTrivia(code, afterLiteral);
    let end: number;
    if (code[next] === ";") end = next + 1;
    else if (next >= code.length || code[next] === "}" || (hasNewline(code, afterLiteral, next) && !continuesExpression(code[next]!)))
      end = afterLiteral;
    else return undefined; // the string starts an expression: the prologue ends here
    if (code.slice(i + 1, close) === USE_TOOLS) return { start: i, end };
    i = skipTrivia(code, end);
  }
  return undefined;
}

/** How a module declares tools, in the words a message uses: the directive, a `@tool` JSDoc block, or not at all. */
export function toolDeclaration(code: string): '"use tools"' | "@tool" | undefined {
  if (findUseToolsDirective(code)) return '"use tools"';
  return TOOL_TAG_IN_JSDOC.test(code) ? "@tool" : undefined;
}

function skipTrivia(code: string, from: number): number {
  let i = from;
  for (;;) {
    while (i < code.length && /\s/.test(code[i]!)) i++;
    if (code.startsWith("//", i)) i = lineEnd(code, i);
    else if (code.startsWith("/*", i)) {
      const close = code.indexOf("*/", i + 2);
      i = close < 0 ? code.length : close + 2;
    } else return i;
  }
}

function lineEnd(code: string, from: number): number {
  const nl = code.indexOf("\n", from);
  return nl < 0 ? code.length : nl;
}

/** Index of the closing quote of the string literal opening at `open`, or -1. */
function stringEnd(code: string, open: number): number {
  const quote = code[open];
  for (let i = open + 1; i < code.length; i++) {
    const c = code[i];
    if (c === "\\") i++;
    else if (c === quote) return i;
    else if (c === "\n") return -1;
  }
  return -1;
}

function hasNewline(code: string, from: number, to: number): boolean {
  return /[\n\r\u2028\u2029]/.test(code.slice(from, to));
}

/** A token that, at the start of the next line, would continue the string's expression (no ASI). */
function continuesExpression(c: string): boolean {
  return "([`.+-*/%,?=<>&|^".includes(c);
}
