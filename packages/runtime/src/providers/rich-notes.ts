/**
 * What each provider's tool result can carry of the rich parts, and the
 * text note a part becomes where it cannot be carried. The build reads
 * `RICH_CARRIED` to warn at a tool whose return type names a kind a
 * provider has no place for (core's provider specs); the result helpers
 * write the notes. A kind counts as carried when the provider has a place
 * for it at all: a MIME type it does not take (an SVG image for Anthropic)
 * becomes a note at run time, without a build warning, since the build
 * does not know MIME types.
 */
import type { RichPart } from "../rich.js";

export type RichKind = RichPart["type"];

/** Per result helper, the kinds it sends as the provider's own content. */
export const RICH_CARRIED = {
  mcp: ["image", "audio", "resource_link", "resource"],
  // A resource link becomes a note: no model API reads a resource by URI.
  aiSdk: ["image", "audio", "resource"],
  // A Chat tool message holds text only; an embedded resource's text is text.
  openaiChat: ["resource"],
  openaiResponses: ["image", "resource"],
  anthropic: ["image", "resource"],
  gemini: ["image", "resource"],
} as const satisfies Record<string, readonly RichKind[]>;

/** A part's size in bytes, from its base64 text. */
function byteLength(base64: string): number {
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);
}

/** A note for a resource link: what the model needs to ask for it. */
export function resourceLinkNote(part: Extract<RichPart, { type: "resource_link" }>): string {
  const about = [part.mimeType, part.description].filter((s) => s !== undefined && s !== "").join(", ");
  return `[resource link: ${part.name} <${part.uri}>${about ? ` (${about})` : ""}]`;
}

/** The text a model reads in place of a part `api` cannot carry: what it was, and that it was left out. */
export function partNote(part: RichPart, api: string): string {
  switch (part.type) {
    case "resource_link":
      return resourceLinkNote(part);
    case "resource": {
      const r = part.resource;
      if ("text" in r) return r.text;
      return `[resource ${r.uri} (${r.mimeType ?? "unknown type"}, ${byteLength(r.blob)} bytes) left out: ${api} takes no such file in a tool result]`;
    }
    default:
      return `[${part.type} (${part.mimeType}, ${byteLength(part.data)} bytes) left out: ${api} takes no such ${part.type} in a tool result]`;
  }
}

/** A base64 payload as a data URL, as OpenAI's `image_url` and `file_data` take it. */
export function dataUrl(mimeType: string, base64: string): string {
  return `data:${mimeType};base64,${base64}`;
}

/** The last segment of a URI, as a file name, or undefined. */
export function fileNameOf(uri: string): string | undefined {
  const name = uri.slice(uri.lastIndexOf("/") + 1);
  return name === "" ? undefined : name;
}
