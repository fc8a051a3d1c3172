import { codeFrameColumns } from "@babel/code-frame";
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
    return this.list.map((d) => {
      const text = textOf(d.loc.file);
      return text === undefined ? d : { ...d, frame: frameAt(text, d.loc.line, d.loc.column) };
    });
  }
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

/** A code frame without colours; line and column are 1-based. */
export function frameAt(text: string, line: number, column: number): string {
  return codeFrameColumns(text, { start: { line, column } }, { highlightCode: false, linesAbove: 2, linesBelow: 2 });
}
