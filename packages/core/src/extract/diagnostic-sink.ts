import { createRequire } from "node:module";
import type { Diagnostic, Severity, SourceLocation } from "../model/index.js";
import type { ExtractDiagnosticCode } from "../model/diagnostic-codes.js";

/** Collects diagnostics of one extraction; frames are added at the end, from the file texts. */
export class DiagnosticSink {
  readonly list: Diagnostic[] = [];

  error(code: ExtractDiagnosticCode, message: string, loc: SourceLocation, related?: SourceLocation[]): void {
    this.add("error", code, message, loc, related);
  }

  warn(code: ExtractDiagnosticCode, message: string, loc: SourceLocation, related?: SourceLocation[]): void {
    this.add("warning", code, message, loc, related);
  }

  private add(severity: Severity, code: ExtractDiagnosticCode, message: string, loc: SourceLocation, related?: SourceLocation[]): void {
    const d: Diagnostic = { severity, code, message, loc };
    if (related && related.length) d.related = related;
    this.list.push(d);
  }

  /** The diagnostics collected so far, each with a code frame of its location. */
  framed(textOf: (file: string) => string | undefined): Diagnostic[] {
    return this.list.map(framer(textOf));
  }
}

/**
 * A framer for diagnostics found after extraction: each gets a code frame of
 * its location, each file split into lines once however many it has.
 */
export function framer(textOf: (file: string) => string | undefined): (d: Diagnostic) => Diagnostic {
  const linesOf = new Map<string, string[] | undefined>();
  return (d) => {
    let lines = linesOf.get(d.loc.file);
    if (!linesOf.has(d.loc.file)) linesOf.set(d.loc.file, (lines = textOf(d.loc.file)?.split(NEWLINE)));
    return lines === undefined ? d : { ...d, frame: frameAt(lines, d.loc.line, d.loc.column) };
  };
}

/**
 * Sorted by file, line, column (then code and message so ties are stable),
 * duplicates removed: a type shared by several tool modules reports its
 * problem once.
 */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of [...list].sort(compareDiagnostics)) {
    const key = `${d.loc.file}\0${d.loc.line}\0${d.loc.column}\0${d.code}\0${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out;
}

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compare(a.loc.file, b.loc.file) ||
    a.loc.line - b.loc.line ||
    a.loc.column - b.loc.column ||
    compare(a.code, b.code) ||
    compare(a.message, b.message)
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * @babel/code-frame, loaded on the first diagnostic: a project without any
 * does not pay for loading it (and its highlighter) when the process starts.
 */
let codeFrame: typeof import("@babel/code-frame") | undefined;
function codeFrameColumns(...args: Parameters<typeof import("@babel/code-frame").codeFrameColumns>): string {
  codeFrame ??= createRequire(import.meta.url)("@babel/code-frame") as typeof import("@babel/code-frame");
  return codeFrame.codeFrameColumns(...args);
}

/** How @babel/code-frame splits a text into lines. */
const NEWLINE = /\r\n|[\n\r\u2028\u2029]/;

/**
 * A code frame without colours, of a file split at NEWLINE; line and column
 * are 1-based. Only the lines the frame shows are handed to code-frame
 * (`startLine` numbers them as in the file): it splits whatever it is given,
 * and a whole file per diagnostic is quadratic on a file with many.
 */
function frameAt(lines: string[], line: number, column: number): string {
  const options = { highlightCode: false, linesAbove: 2, linesBelow: 2 };
  if (line < 1 || line > lines.length) return codeFrameColumns(lines.join("\n"), { start: { line, column } }, options);
  const first = Math.max(line - 3, 0);
  const shown = lines.slice(first, line + 2).join("\n");
  // `startLine` is in code-frame 7.29 but not in its @types package.
  return codeFrameColumns(shown, { start: { line, column } }, { ...options, startLine: first + 1 } as typeof options);
}
