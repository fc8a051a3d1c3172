import { toJsonText } from "./json-text.js";
import type { ToolResult } from "./result.js";

/**
 * The text a provider's tool-result message carries for a `ToolResult`: a
 * string value as is, any other value as JSON text (bigint digits kept,
 * Dates as ISO text), an error as its message. Never throws.
 */
export function resultText(result: ToolResult): string {
  if (result.ok) return typeof result.value === "string" ? result.value : toJsonText(result.value);
  return result.error.message;
}
