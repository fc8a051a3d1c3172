import type { Dispatch } from "../dispatch.js";
import type { ToolError, ToolResult } from "../result.js";
import { toJsonText } from "../json-text.js";
import { toJsonValue } from "./json.js";
import { bigintsBySchema } from "./structured.js";
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
  ProviderViews,
} from "./types.js";

/** Calls dispatch; a rejection (which dispatch should never produce) still becomes a result. */
export async function safeDispatch(dispatch: Dispatch, name: string, args: unknown, ctx: unknown): Promise<ToolResult> {
  try {
    return await dispatch(name, args, ctx);
  } catch (error) {
    const message = error instanceof Error ? error.message : toJsonText(error);
    return { ok: false, error: { code: "tool_failed", message } };
  }
}

/** A result value as text for a model: a string as is, anything else as JSON. */
export function valueText(value: unknown): string {
  return typeof value === "string" ? value : toJsonText(value);
}

/** An error as text for a model; the message already names each bad argument. */
export function errorText(error: ToolError): string {
  return `Error (${error.code}): ${error.message}`;
}

/** OpenAI Chat: a tool call (arguments as JSON text) -> the `tool` message. The error goes in the text. */
export async function openaiChatToolResult(dispatch: Dispatch, call: OpenAIChatToolCall, ctx?: unknown): Promise<OpenAIChatToolMessage> {
  const result = await safeDispatch(dispatch, call.function.name, call.function.arguments, ctx);
  return { role: "tool", tool_call_id: call.id, content: result.ok ? valueText(result.value) : errorText(result.error) };
}

/** OpenAI Responses: a `function_call` item -> its `function_call_output` item. */
export async function openaiResponsesToolResult(
  dispatch: Dispatch,
  item: OpenAIResponsesFunctionCall,
  ctx?: unknown,
): Promise<OpenAIResponsesFunctionCallOutput> {
  const result = await safeDispatch(dispatch, item.name, item.arguments, ctx);
  return { type: "function_call_output", call_id: item.call_id, output: result.ok ? valueText(result.value) : errorText(result.error) };
}

/** Anthropic: a `tool_use` block -> its `tool_result` block, `is_error: true` on failure. */
export async function anthropicToolResult(
  dispatch: Dispatch,
  block: AnthropicToolUseBlock,
  ctx?: unknown,
): Promise<AnthropicToolResultBlock> {
  const result = await safeDispatch(dispatch, block.name, block.input ?? {}, ctx);
  if (result.ok) return { type: "tool_result", tool_use_id: block.id, content: valueText(result.value) };
  return { type: "tool_result", tool_use_id: block.id, content: errorText(result.error), is_error: true };
}

/** Gemini: a `functionCall` (or a part holding one) -> a `functionResponse` part: `{ output }` or `{ error }`. */
export async function geminiToolResult(
  dispatch: Dispatch,
  call: GeminiFunctionCall | { functionCall?: GeminiFunctionCall },
  ctx?: unknown,
): Promise<GeminiFunctionResponsePart> {
  const fc: GeminiFunctionCall = "functionCall" in call && call.functionCall ? call.functionCall : (call as GeminiFunctionCall);
  const name = fc.name ?? "";
  const result = await safeDispatch(dispatch, name, fc.args ?? {}, ctx);
  const response = result.ok ? { output: toJsonValue(result.value) } : { error: toJsonValue(result.error) as ToolError };
  const functionResponse: GeminiFunctionResponsePart["functionResponse"] = fc.id !== undefined ? { id: fc.id, name, response } : { name, response };
  return { functionResponse };
}

const toolIndexes = new WeakMap<ProviderViews, Map<string, number>>();

/** Index of a tool in the views by name (a Map, built once per views object). */
export function toolIndex(views: ProviderViews, name: string): number | undefined {
  let byName = toolIndexes.get(views);
  if (!byName) {
    byName = new Map(views.mcp.map((tool, i) => [tool.name, i]));
    toolIndexes.set(views, byName);
  }
  return byName.get(name);
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
  views: ProviderViews,
  dispatch: Dispatch,
  params: McpCallParams,
  ctx?: unknown,
): Promise<McpCallToolResult> {
  const result = await safeDispatch(dispatch, params.name, params.arguments ?? {}, ctx);
  if (!result.ok) return { content: [{ type: "text", text: errorText(result.error) }], isError: true };
  const i = toolIndex(views, params.name);
  const shape = i === undefined ? null : views.mcpOutput[i];
  if (i === undefined || shape === null) return { content: [{ type: "text", text: valueText(result.value) }] };
  // Plain JSON data with the bigints kept, so both copies below have every digit to start from.
  const exact = toJsonValue(result.value, "keep");
  const wrapped = shape === "wrapped" ? { result: exact } : exact;
  const schema = views.mcp[i].outputSchema;
  const structuredContent = bigintsBySchema(wrapped, schema) as Record<string, unknown>;
  // The text copy is structuredContent serialized, except that an integer keeps every digit.
  const text = toJsonText(bigintsBySchema(wrapped, schema, true));
  return { content: [{ type: "text", text }], structuredContent };
}
