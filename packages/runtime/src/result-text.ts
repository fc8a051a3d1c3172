import { jsonTextOf } from "./json-text.js";
import { Unsendable, unsendableError } from "./result-budget.js";
import type { ToolResult } from "./result.js";

/**
 * The text a provider's tool-result message carries for a `ToolResult`: a
 * string value as is, any other value as JSON text (bigint digits kept,
 * Dates as ISO text), an error as its message. Never throws: a value that
 * cannot be written within the limits (docs/limits.md) gives the message
 * of the error saying why.
 */
export function resultText(result: ToolResult): string {
  if (!result.ok) return result.error.message;
  if (typeof result.value === "string") return result.value;
  const text = jsonTextOf(result.value);
  return text instanceof Unsendable ? unsendableError(text.reason).message : text;
}
