/** OpenAI's helpers: its tools (Chat Completions or Responses, plain or strict) and the results of its tool calls. */
import type { Dispatch } from "../dispatch.js";
import type { ViewTable } from "../views/table.js";
import { cloneJson } from "./json.js";
import { field, outcomeText, safeDispatch } from "./results.js";
import type {
  OpenAIChatTool,
  OpenAIChatToolCall,
  OpenAIChatToolMessage,
  OpenAIResponsesFunctionCall,
  OpenAIResponsesFunctionCallOutput,
  OpenAIResponsesTool,
  OpenAIToolsOptions,
} from "./types.js";

/** OpenAI tools for Chat Completions (default) or the Responses API, strict or not. */
export function openaiToolsView(views: ViewTable, opts?: OpenAIToolsOptions): OpenAIChatTool[] | OpenAIResponsesTool[] {
  const strict = opts?.strict === true;
  const functions = cloneJson(views.list(strict ? "openaiStrict" : "openai"));
  if (opts?.api === "responses") {
    // Responses rewrites schemas to strict form when `strict` is omitted, so it is always explicit.
    return functions.map((f) => ({ type: "function", name: f.name, description: f.description, parameters: f.parameters, strict }));
  }
  return functions.map((f) => ({ type: "function", function: strict ? { ...f, strict: true } : f }));
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
