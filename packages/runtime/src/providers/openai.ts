/** OpenAI's helpers: its tools (Chat Completions or Responses, plain or strict) and the results of its tool calls. */
import type { Dispatch } from "../dispatch.js";
import type { ViewTable } from "../views/table.js";
import type { ToolResult } from "../result.js";
import { cloneJson } from "./json.js";
import { Unsendable, unsendableError } from "../result-budget.js";
import { errorText, field, outcomeText, richOf, safeDispatch, withCallId } from "./results.js";
import type { DispatchOptions } from "../tool-call.js";
import type { RichValue } from "./rich-content.js";
import { dataUrl, fileNameOf, partNote } from "./rich-notes.js";
import type {
  OpenAIChatTool,
  OpenAIChatToolCall,
  OpenAIChatToolMessage,
  OpenAIResponsesFunctionCall,
  OpenAIResponsesFunctionCallOutput,
  OpenAIResponsesOutputItem,
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

/**
 * OpenAI Chat: a tool call (arguments as JSON text) -> the `tool` message. The error goes in the text.
 * A Chat tool message holds text only: rich parts become notes (rich-notes.ts).
 */
export async function openaiChatToolResult(dispatch: Dispatch, call: OpenAIChatToolCall, ctx?: unknown, options?: DispatchOptions): Promise<OpenAIChatToolMessage> {
  const result = await safeDispatch(dispatch, field(() => call.function.name, ""), field(() => call.function.arguments, undefined), ctx, withCallId(options, () => call.id));
  return { role: "tool", tool_call_id: field(() => call.id, ""), content: textOutcome(result, "OpenAI Chat Completions") };
}

/** A call's outcome as one text (the value, or `Error (<code>): <message>`), rich parts as notes naming `where` (rich-notes.ts). */
export function textOutcome(result: ToolResult, where: string): string {
  const rich = richOf(result);
  return rich === undefined ? outcomeText(result) : rich instanceof Unsendable ? errorText(unsendableError(rich.reason)) : textWithNotes(rich, where);
}

function textWithNotes(rich: RichValue, where: string): string {
  return rich.content.map((item) => (item.type === "text" ? item.text : partNote(item, where))).join("\n");
}

/** OpenAI Responses: a `function_call` item -> its `function_call_output` item. */
export async function openaiResponsesToolResult(
  dispatch: Dispatch,
  item: OpenAIResponsesFunctionCall,
  ctx?: unknown,
  options?: DispatchOptions,
): Promise<OpenAIResponsesFunctionCallOutput> {
  const result = await safeDispatch(dispatch, field(() => item.name, ""), field(() => item.arguments, undefined), ctx, withCallId(options, () => item.call_id));
  const rich = richOf(result);
  const output = rich === undefined ? outcomeText(result) : rich instanceof Unsendable ? errorText(unsendableError(rich.reason)) : responsesItems(rich);
  return { type: "function_call_output", call_id: field(() => item.call_id, ""), output };
}

/** Responses takes text, images and files in a function call's output; audio and resource links become notes. */
function responsesItems(rich: RichValue): OpenAIResponsesOutputItem[] {
  return rich.content.map((item): OpenAIResponsesOutputItem => {
    if (item.type === "image") return { type: "input_image", image_url: dataUrl(item.mimeType, item.data) };
    if (item.type === "resource" && "blob" in item.resource) {
      const { uri, mimeType, blob } = item.resource;
      const filename = fileNameOf(uri);
      return { type: "input_file", file_data: dataUrl(mimeType ?? "application/octet-stream", blob), ...(filename ? { filename } : {}) };
    }
    return { type: "input_text", text: item.type === "text" ? item.text : partNote(item, "the OpenAI Responses API") };
  });
}
