import { formatDiagnostic, type Diagnostic } from "@toolcall/core";

/** The part of a bundler's plugin context that reports problems (unplugin's `this`). */
export interface Reporter {
  error(message: { message: string; id?: string; loc?: { file?: string; line: number; column: number } }): void;
  warn(message: { message: string; id?: string; loc?: { file?: string; line: number; column: number } }): void;
}

/**
 * Reports the project's diagnostics through the bundler: every warning with
 * `warn`, then all errors as ONE `error` (Rollup-family bundlers throw on the
 * first call, and the user should see every error of the build at once).
 * The message carries file:line:column and the code frame; `loc` points at
 * the first error so Vite's overlay and esbuild can show where it is.
 * Under `strict` the project already reports warnings as errors.
 */
export function reportDiagnostics(reporter: Reporter, diagnostics: Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === "error");
  for (const d of diagnostics) if (d.severity !== "error") reporter.warn(located(d, formatDiagnostic(d)));
  if (errors.length === 0) return;
  const heading = errors.length === 1 ? "" : `toolcall: ${errors.length} errors\n\n`;
  reporter.error(located(errors[0]!, heading + errors.map(formatDiagnostic).join("\n\n")));
}

function located(d: Diagnostic, message: string) {
  // Rollup, Vite and esbuild count columns from 0; diagnostics from 1.
  return { message, id: d.loc.file, loc: { file: d.loc.file, line: d.loc.line, column: Math.max(0, d.loc.column - 1) } };
}

/**
 * For Vite's dev server, which loads the index after every change (once per
 * environment): passes the errors and only the warnings that the previous
 * call did not pass, so the terminal shows a warning when it appears instead
 * of every warning of the project again after each edit. Formatting and
 * logging 1,800 warnings (Vite reads the file again for each code frame)
 * took longer than the rest of an edit at 1,000 tools.
 */
export function newWarningsOnly(): (diagnostics: Diagnostic[]) => Diagnostic[] {
  let previous = new Set<string>();
  return (diagnostics) => {
    const current = new Set<string>();
    const fresh = diagnostics.filter((d) => {
      if (d.severity === "error") return true;
      const key = `${d.loc.file}:${d.loc.line}:${d.loc.column} ${d.code} ${d.message}`;
      current.add(key);
      return !previous.has(key);
    });
    previous = current;
    return fresh;
  };
}
