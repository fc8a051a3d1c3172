import type { Dispatch } from "../dispatch.js";
import type { ToolError, ToolResult } from "../result.js";
import { errorMessage } from "../dispatch.js";
import { jsonTextOf, toJsonText } from "../json-text.js";
import { Unsendable, unsendableError } from "../result-budget.js";
import { jsonValueOf, toJsonValue } from "./json.js";
import { bigintsBySchema } from "./structured.js";
import type { ViewTable } from "../views/table.js";
import type {
  AnthropicToolResultBlock,
  AnthropicToolUseBlock,
  GeminiFunctionCall,
  GeminiFunctionResponsePart,
  McpCallParams,
  McpCallToolResult,
  OpenAIChatToolCall,
  OpenAIChatToolMessage,
  OpenAIResponsesFunctionCall,
  OpenAIResponsesFunctionCallOutput,
} from "./types.js";

/**
 * Calls dispatch; a throw, a rejection or anything but a `ToolResult` (none of
 * which dispatch produces) still becomes a result, so no helper rejects.
 */
export async function safeDispatch(dispatch: Dispatch, name: string, args: unknown, ctx: unknown): Promise<ToolResult> {
  try {
    const result = await dispatch(name, args, ctx);
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
function outcomeText(result: ToolResult): string {
  const outcome = resultOutcome(result);
  return outcome.ok ? outcome.text : errorText(outcome.error);
}

/** OpenAI Chat: a tool call (arguments as JSON text) -> the `tool` message. The error goes in the text. */
export async function openaiChatToolResult(dispatch: Dispatch, call: OpenAIChatToolCall, ctx?: unknown): Promise<OpenAIChatToolMessage> {
  const result = await safeDispatch(dispatch, field(() => call.function.name, ""), field(() => call.function.arguments, undefined), ctx);
  return { role: "tool", tool_call_id: field(() => call.id, ""), content: outcomeText(result) };
}

/** OpenAI Responses: a `function_call` item -> its `function_call_output` item. */
export async function openaiResponsesToolResult(
  dispatch: Dispatch,
  item: OpenAIResponsesFunctionCall,
  ctx?: unknown,
): Promise<OpenAIResponsesFunctionCallOutput> {
  const result = await safeDispatch(dispatch, field(() => item.name, ""), field(() => item.arguments, undefined), ctx);
  return { type: "function_call_output", call_id: field(() => item.call_id, ""), output: outcomeText(result) };
}

/** Anthropic: a `tool_use` block -> its `tool_result` block, `is_error: true` on failure. */
export async function anthropicToolResult(
  dispatch: Dispatch,
  block: AnthropicToolUseBlock,
  ctx?: unknown,
): Promise<AnthropicToolResultBlock> {
  const result = await safeDispatch(dispatch, field(() => block.name, ""), field<unknown>(() => block.input, {}), ctx);
  const id = field(() => block.id, "");
  const outcome = resultOutcome(result);
  if (outcome.ok) return { type: "tool_result", tool_use_id: id, content: outcome.text };
  return { type: "tool_result", tool_use_id: id, content: errorText(outcome.error), is_error: true };
}

/** Gemini: a `functionCall` (or a part holding one) -> a `functionResponse` part: `{ output }` or `{ error }`. */
export async function geminiToolResult(
  dispatch: Dispatch,
  call: GeminiFunctionCall | { functionCall?: GeminiFunctionCall },
  ctx?: unknown,
): Promise<GeminiFunctionResponsePart> {
  const fc = field(() => ("functionCall" in call && call.functionCall ? call.functionCall : (call as GeminiFunctionCall)), {} as GeminiFunctionCall);
  const name: string = field(() => fc.name, undefined) ?? "";
  const result = await safeDispatch(dispatch, name, field<unknown>(() => fc.args, {}), ctx);
  const output = result.ok ? jsonValueOf(result.value) : undefined;
  const response =
    output instanceof Unsendable ? { error: unsendableError(output.reason) } : result.ok ? { output } : { error: toJsonValue(result.error) as ToolError };
  const id = field(() => fc.id, undefined);
  const functionResponse: GeminiFunctionResponsePart["functionResponse"] = id !== undefined ? { id, name, response } : { name, response };
  return { functionResponse };
}

/**
 * MCP: `tools/call` params -> `CallToolResult`. A tool with an
 * `outputSchema` answers with `structuredContent` (the value, or
 * `{ result: value }` when the return type is not an object) and its JSON
 * text; a failure is `isError: true` with the message. Each bigint in
 * `structuredContent` takes the form the `outputSchema` gives its place (a
 * decimal string for `bigint & Wire<"string">`, a number for a plain
 * `bigint`; see structured.ts); the text copy is the same data with every integer digit kept.
 */
export async function mcpToolResult(
  views: ViewTable,
  dispatch: Dispatch,
  params: McpCallParams,
  ctx?: unknown,
): Promise<McpCallToolResult> {
  return mcpCallResult(views, dispatch, field(() => params.name, ""), field<unknown>(() => params.arguments, {}), ctx, false);
}

/**
 * `mcpToolResult` for a name and arguments already read. With `exact`,
 * `structuredContent` keeps as a bigint each bigint its schema makes a
 * number, for a writer that sends every digit (`toJsonText`, as the MCP
 * handler does); without, it holds plain JSON data, as an SDK serializes it.
 */
export async function mcpCallResult(views: ViewTable, dispatch: Dispatch, name: string, args: unknown, ctx: unknown, exact: boolean): Promise<McpCallToolResult> {
  const result = await safeDispatch(dispatch, name, args, ctx);
  if (!result.ok) return { content: [{ type: "text", text: errorText(result.error) }], isError: true };
  const i = views.indexOf(name);
  const shape = i === undefined ? null : views.view("mcpOutput", i);
  if (i === undefined || shape === null) {
    const outcome = resultOutcome(result);
    return outcome.ok ? { content: [{ type: "text", text: outcome.text }] } : { content: [{ type: "text", text: errorText(outcome.error) }], isError: true };
  }
  // Plain JSON data with the bigints kept, so both copies below have every digit to start from.
  const data = jsonValueOf(result.value, "keep");
  if (data instanceof Unsendable) return { content: [{ type: "text", text: errorText(unsendableError(data.reason)) }], isError: true };
  const wrapped = shape === "wrapped" ? { result: data } : data;
  const schema = views.view("mcp", i).outputSchema;
  // The text copy is structuredContent serialized, except that an integer keeps every digit.
  const digitsKept = bigintsBySchema(wrapped, schema, true) as Record<string, unknown>;
  const structuredContent = exact ? digitsKept : (bigintsBySchema(wrapped, schema) as Record<string, unknown>);
  return { content: [{ type: "text", text: toJsonText(digitsKept) }], structuredContent };
}
