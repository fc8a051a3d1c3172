/** How a project's diagnostics are reported: the strict-mode policy, and the text a bundler prints. */
import type { Diagnostic } from "../model/index.js";
import { PER_REQUEST_PROVIDER_CODES } from "../providers/index.js";

/**
 * With `strict` (README, Options), warnings are errors, except per-request
 * provider limits (`PER_REQUEST_PROVIDER_CODES`), which depend on what a
 * request sends.
 */
export function applyStrict(diagnostics: readonly Diagnostic[], strict: boolean): Diagnostic[] {
  if (!strict) return [...diagnostics];
  return diagnostics.map((d) => (d.severity === "warning" && !PER_REQUEST_PROVIDER_CODES.has(d.code) ? { ...d, severity: "error" } : d));
}

/** `file:line:column: severity CODE message`, the code frame, then the other places involved. */
export function formatDiagnostic(d: Diagnostic): string {
  let text = `${d.loc.file}:${d.loc.line}:${d.loc.column}: ${d.severity} ${d.code} ${d.message}`;
  if (d.frame) text += "\n" + d.frame;
  for (const r of d.related ?? []) text += `\n  also at ${r.file}:${r.line}:${r.column}`;
  return text;
}
