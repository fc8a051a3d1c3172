import { CHECKED_FORMATS } from "../model/formats.js";
import type { SourceLocation } from "../model/index.js";
import type { DiagnosticSink } from "./diagnostic-sink.js";

/**
 * Warns (an error under `strict`) when a `Format<"...">` or `@format` names a
 * format that dispatch does not check: without a word, `Format<"url">` would
 * let "not a url" through. The message lists the known names, nearest first.
 */
export function checkFormatName(name: string, written: string, loc: SourceLocation, sink: DiagnosticSink): void {
  if (CHECKED_FORMATS.has(name)) return;
  const known = [...CHECKED_FORMATS];
  const distances = known.map((k) => editDistance(k, name.toLowerCase()));
  const nearest = Math.min(...distances);
  const guess = nearest <= 2 ? known[distances.indexOf(nearest)] : undefined;
  sink.warn(
    "TC_UNKNOWN_FORMAT",
    `${written}: \`${name}\` is not a format toolcall checks, so dispatch would accept any string for it.${guess ? ` Did you mean \`${guess}\`?` : ""} Known formats: ${known.join(", ")}. Use one of them, or a Pattern<...> for anything else.`,
    loc,
  );
}

/** Levenshtein distance of two short names. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}
