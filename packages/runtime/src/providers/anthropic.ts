/** Anthropic's helpers: its tools (plain or strict) and the results of its `tool_use` blocks. */
import type { Dispatch } from "../dispatch.js";
import type { ViewTable } from "../views/table.js";
import { cloneJson } from "./json.js";
import { errorText, field, resultOutcome, safeDispatch } from "./results.js";
import type { AnthropicTool, AnthropicToolResultBlock, AnthropicToolsOptions, AnthropicToolUseBlock } from "./types.js";

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
): Promise<AnthropicToolResultBlock> {
  const result = await safeDispatch(dispatch, field(() => block.name, ""), field<unknown>(() => block.input, {}), ctx);
  const id = field(() => block.id, "");
  const outcome = resultOutcome(result);
  if (outcome.ok) return { type: "tool_result", tool_use_id: id, content: outcome.text };
  return { type: "tool_result", tool_use_id: id, content: errorText(outcome.error), is_error: true };
}
