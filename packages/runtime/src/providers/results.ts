/**
 * What every provider's result helper shares: calling dispatch so that
 * nothing rejects, reading a malformed call object, and the text a model is
 * sent for a value or an error. Each provider's helpers are in its own file.
 */
import type { Dispatch } from "../dispatch.js";
import type { ToolError, ToolResult } from "../result.js";
import type { DispatchOptions } from "../tool-call.js";
import { errorMessage } from "../dispatch.js";
import { jsonTextOf } from "../json-text.js";
import { Unsendable, unsendableError } from "../result-budget.js";
import { richValue, type RichValue } from "./rich-content.js";

/**
 * Calls dispatch; a throw, a rejection or anything but a `ToolResult` (none of
 * which dispatch produces) still becomes a result, so no helper rejects.
 */
export async function safeDispatch(dispatch: Dispatch, name: string, args: unknown, ctx: unknown, options?: DispatchOptions): Promise<ToolResult> {
  try {
    const result = await (options === undefined ? dispatch(name, args, ctx) : dispatch(name, args, ctx, options));
    if (result !== null && typeof result === "object" && (result.ok === true || (result.ok === false && typeof result.error?.message === "string"))) return result;
    return { ok: false, error: { code: "tool_failed", message: "dispatch gave no result" } };
  } catch (error) {
    return { ok: false, error: { code: "tool_failed", message: errorMessage(error) } };
  }
}

/**
 * Reads a field of a provider's call object (`call.function.name`), which
 * comes from a parsed response and may be malformed: a throw or a missing
 * part gives `fallback`.
 */
/**
 * The caller's options for one call (`signal`, `timeoutMs`, `onProgress`,
 * `onLog`), with the provider's id of the tool call as the call's id unless
 * the caller gave one: the result helpers pass these to dispatch, so a loop
 * of one's own cancels and bounds a call as `dispatch` does (docs/virtual-module.md).
 */
export function withCallId(options: DispatchOptions | undefined, id: () => unknown): DispatchOptions | undefined {
  if (options === undefined || options === null || typeof options !== "object") return undefined;
  const callId = field(id, undefined);
  if (field(() => options.callId, undefined) !== undefined || typeof callId !== "string" || callId === "") return options;
  return { ...options, callId };
}

export function field<T>(read: () => T, fallback: T): T {
  try {
    const value = read();
    return value === undefined || value === null ? fallback : value;
  } catch {
    return fallback;
  }
}

/**
 * What a model is sent for a result: a string value as is, any other value
 * as JSON text, an error as its message. A value that cannot be written
 * within the limits (docs/limits.md: too deep, too large, too shared, a
 * cycle) is a `tool_failed` error, never a stalled or crashed server.
 */
export function resultOutcome(result: ToolResult): { ok: true; text: string } | { ok: false; error: ToolError } {
  if (!result.ok) return result;
  if (typeof result.value === "string") return { ok: true, text: result.value };
  const text = jsonTextOf(result.value);
  return text instanceof Unsendable ? { ok: false, error: unsendableError(text.reason) } : { ok: true, text };
}

/** An error as text for a model; the message already names each bad argument. */
export function errorText(error: ToolError): string {
  return `Error (${error.code}): ${error.message}`;
}

/** The content of a text-only result message: the value's text, or the error's. */
export function outcomeText(result: ToolResult): string {
  const outcome = resultOutcome(result);
  return outcome.ok ? outcome.text : errorText(outcome.error);
}

/**
 * A successful value's content blocks when it holds rich parts (a part, or
 * an array with one), why they cannot be sent, or undefined for any other
 * result. Used by the helpers that are not handed the view table: the test
 * is one registry look-up per top-level item, less than writing the text.
 */
export function richOf(result: ToolResult): RichValue | Unsendable | undefined {
  return result.ok ? richValue(result.value) : undefined;
}
