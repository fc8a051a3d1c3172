import { nearestName } from "@toolcall/runtime";
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
  // The same "did you mean" as dispatch gives a model for a tool name.
  const guess = nearestName(name, known);
  sink.warn(
    "TC_UNKNOWN_FORMAT",
    `${written}: \`${name}\` is not a format toolcall checks, so dispatch would accept any string for it.${guess ? ` Did you mean \`${guess}\`?` : ""} Known formats: ${known.join(", ")}. Use one of them, or a Pattern<...> for anything else.`,
    loc,
  );
}
