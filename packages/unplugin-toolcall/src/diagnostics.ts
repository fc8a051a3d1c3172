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

/** The part of Vite's logger the dev server's reports use. */
export interface DevLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What the dev server prints once the last error is gone. */
const ERRORS_FIXED = "[plugin unplugin-toolcall] no errors left; every tool is served again";

/**
 * For Vite's dev server, which loads the index after every change (once per
 * environment): errors do not fail the load there, so one broken file does
 * not take every tool down (the other files' tools keep working, the
 * inspector shows the broken file's last good tools as stale, and a build
 * still fails); each diagnostic is printed once, when it appears, instead
 * of all of them again after each edit, and the end of the last error is
 * said too. Formatting and logging 1,800
 * warnings (Vite reads the file again for each code frame) took longer
 * than the rest of an edit at 1,000 tools.
 */
export function devDiagnostics(): (logger: DevLogger, diagnostics: Diagnostic[]) => void {
  let previous = new Set<string>();
  let hadErrors = false;
  return (logger, diagnostics) => {
    const current = new Set<string>();
    const hasErrors = diagnostics.some((d) => d.severity === "error");
    if (hadErrors && !hasErrors) logger.info(ERRORS_FIXED);
    hadErrors = hasErrors;
    for (const d of diagnostics) {
      const key = `${d.loc.file}:${d.loc.line}:${d.loc.column} ${d.severity} ${d.code} ${d.message}`;
      current.add(key);
      if (previous.has(key)) continue;
      if (d.severity === "error") logger.error(`[plugin unplugin-toolcall] ${formatDiagnostic(d)}\n(the dev server serves the other tools meanwhile; a build fails on this)`);
      else logger.warn(`[plugin unplugin-toolcall] ${formatDiagnostic(d)}`);
    }
    previous = current;
  };
}
