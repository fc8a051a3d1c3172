/**
 * The build warning for a tool whose return type names a rich part (an
 * image, audio...) that a provider's tool result has no place for. What each
 * result helper carries is the runtime's `RICH_CARRIED`, the table its
 * helpers send by, so the warning and what is sent cannot disagree.
 */
import type { RICH_CARRIED } from "@toolcall/runtime";
import type { ProviderDiagnosticCode } from "../model/diagnostic-codes.js";
import type { RichKind } from "../model/markers.js";
import type { CheckedTool, Warn } from "./spec.js";

const NAMES: Record<RichKind, string> = { image: "an image", audio: "audio", resource_link: "a resource link", resource: "an embedded resource" };

/** Warns, at the tool's return type, for each API of `apis` that gets a note in place of a kind the tool may return. */
export function warnRichFallback(tool: CheckedTool, warn: Warn, code: ProviderDiagnosticCode, apis: readonly [string, (typeof RICH_CARRIED)[keyof typeof RICH_CARRIED]][]): void {
  const rich = tool.model.richResult;
  if (!rich) return;
  const missing = apis.flatMap(([api, carried]) => {
    const kinds = rich.kinds.filter((kind) => !(carried as readonly RichKind[]).includes(kind));
    return kinds.length > 0 ? [`${api} gets a text note in place of ${kinds.map((kind) => NAMES[kind]).join(", ")}`] : [];
  });
  if (missing.length > 0) warn(code, `it may return rich parts; ${missing.join("; ")}.`, rich.loc);
}
