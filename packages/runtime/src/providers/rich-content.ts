/**
 * A tool's value as content blocks, when it holds rich parts (../rich.ts):
 * a part alone, or an array whose items are parts, strings (text blocks)
 * and structured data (a JSON text block each; the first is also the
 * result's structured value). Only tools whose return type names a rich
 * part are read this way (the build marks them, `ViewExtras.rich`), so a
 * plain tool's array is never walked for parts.
 */
import { jsonTextOf } from "../json-text.js";
import { MAX_RICH_BYTES, MAX_RICH_ITEMS } from "../limits.js";
import { Unsendable } from "../result-budget.js";
import { isRichPart, type RichPart } from "../rich.js";

export type ContentItem = { type: "text"; text: string } | RichPart;

export interface RichValue {
  content: ContentItem[];
  /** Whether an item is structured data; `structured` is then the first such item. */
  hasStructured: boolean;
  structured?: unknown;
}

/** The value's content blocks, undefined when it holds no rich part, or why it cannot be sent. */
export function richValue(value: unknown): RichValue | Unsendable | undefined {
  if (isRichPart(value)) return { content: [value], hasStructured: false };
  if (!Array.isArray(value)) return undefined;
  if (value.length > MAX_RICH_ITEMS) {
    // A long plain array is structured data as before; one with parts this long is refused.
    return value.some(isRichPart) ? new Unsendable(`a result holds more than ${MAX_RICH_ITEMS} content items`) : undefined;
  }
  if (!value.some(isRichPart)) return undefined;
  const out: RichValue = { content: [], hasStructured: false };
  let bytes = 0;
  for (const item of value) {
    if (isRichPart(item)) {
      bytes += partBytes(item);
      if (bytes > MAX_RICH_BYTES) return new Unsendable(`the rich parts of a result hold more than ${MAX_RICH_BYTES} bytes`);
      out.content.push(item);
    } else if (typeof item === "string") out.content.push({ type: "text", text: item });
    else {
      const text = jsonTextOf(item);
      if (text instanceof Unsendable) return text;
      out.content.push({ type: "text", text });
      if (!out.hasStructured) {
        out.hasStructured = true;
        out.structured = item;
      }
    }
  }
  return out;
}

/** About how many bytes a part holds (base64 is 4 characters per 3 bytes). */
function partBytes(part: RichPart): number {
  switch (part.type) {
    case "image":
    case "audio":
      return (part.data.length * 3) / 4;
    case "resource":
      return "blob" in part.resource ? (part.resource.blob.length * 3) / 4 : part.resource.text.length;
    default:
      return part.uri.length;
  }
}
