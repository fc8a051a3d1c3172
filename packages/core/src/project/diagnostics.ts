/** How a project's diagnostics are reported: the strict-mode policy, and the text a bundler prints. */
import type { Diagnostic } from "../model/index.js";
import { WARNING_ONLY_PROVIDER_CODES } from "../providers/index.js";

/**
 * With `strict` (docs/options.md), warnings are errors, except per-request
 * provider limits and the others of `WARNING_ONLY_PROVIDER_CODES`, which
 * depend on what a request sends or which SDK serves a tool.
 */
export function applyStrict(diagnostics: readonly Diagnostic[], strict: boolean): Diagnostic[] {
  if (!strict) return [...diagnostics];
  return diagnostics.map((d) => (d.severity === "warning" && !WARNING_ONLY_PROVIDER_CODES.has(d.code) ? { ...d, severity: "error" } : d));
}

/** `file:line:column: severity CODE message`, the code frame, then the other places involved. */
export function formatDiagnostic(d: Diagnostic): string {
  let text = `${d.loc.file}:${d.loc.line}:${d.loc.column}: ${d.severity} ${d.code} ${d.message}`;
  if (d.frame) text += "\n" + d.frame;
  for (const r of d.related ?? []) text += `\n  also at ${r.file}:${r.line}:${r.column}`;
  return text;
}

/**
 * Whether two lists hold the same diagnostics. The extractor keeps the
 * objects of files it did not parse again, so most compare by identity:
 * serializing every diagnostic of the project after each edit cost more
 * than the edit's extraction at 1,000 tools (1,800 warnings).
 */
export function sameDiagnostics(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i] || JSON.stringify(d) === JSON.stringify(b[i]));
}
