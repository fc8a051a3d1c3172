/** Anthropic's helpers: its tools (plain or strict) and the results of its `tool_use` blocks. */
import type { Dispatch } from "../dispatch.js";
import type { ViewTable } from "../views/table.js";
import { cloneJson } from "./json.js";
import { Unsendable, unsendableError } from "../result-budget.js";
import { errorText, field, resultOutcome, richOf, safeDispatch, withCallId } from "./results.js";
import type { DispatchOptions } from "../tool-call.js";
import type { ContentItem } from "./rich-content.js";
import { partNote } from "./rich-notes.js";
import type { AnthropicTool, AnthropicToolResultBlock, AnthropicToolResultContent, AnthropicToolsOptions, AnthropicToolUseBlock } from "./types.js";

/** Anthropic Messages API tools, strict or not. */
export function anthropicToolsView(views: ViewTable, opts?: AnthropicToolsOptions): AnthropicTool[] {
  const strict = opts?.strict === true;
  const tools = cloneJson(views.list(strict ? "anthropicStrict" : "anthropic"));
  return strict ? tools.map((t) => ({ ...t, strict: true })) : tools;
}

/** Anthropic: a `tool_use` block -> its `tool_result` block, `is_error: true` on failure. */
export async function anthropicToolResult(
  dispatch: Dispatch,
  block: AnthropicToolUseBlock,
  ctx?: unknown,
  options?: DispatchOptions,
): Promise<AnthropicToolResultBlock> {
  const result = await safeDispatch(dispatch, field(() => block.name, ""), field<unknown>(() => block.input, {}), ctx, withCallId(options, () => block.id));
  const id = field(() => block.id, "");
  const rich = richOf(result);
  if (rich instanceof Unsendable) return { type: "tool_result", tool_use_id: id, content: errorText(unsendableError(rich.reason)), is_error: true };
  if (rich !== undefined) return { type: "tool_result", tool_use_id: id, content: rich.content.map(anthropicBlock) };
  const outcome = resultOutcome(result);
  if (outcome.ok) return { type: "tool_result", tool_use_id: id, content: outcome.text };
  return { type: "tool_result", tool_use_id: id, content: errorText(outcome.error), is_error: true };
}

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

/** Anthropic takes text, images of four types and PDF documents in a `tool_result`; anything else becomes a note. */
function anthropicBlock(item: ContentItem): AnthropicToolResultContent {
  if (item.type === "text") return { type: "text", text: item.text };
  if (item.type === "image" && (IMAGE_TYPES as readonly string[]).includes(item.mimeType)) {
    return { type: "image", source: { type: "base64", media_type: item.mimeType as ImageType, data: item.data } };
  }
  if (item.type === "resource" && "blob" in item.resource && item.resource.mimeType === "application/pdf") {
    return { type: "document", source: { type: "base64", media_type: "application/pdf", data: item.resource.blob } };
  }
  return { type: "text", text: partNote(item, "Anthropic") };
}
