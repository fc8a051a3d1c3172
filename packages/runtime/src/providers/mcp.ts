/**
 * MCP's helpers: its `Tool` objects and the results of `tools/call`, which
 * every way of serving the tools sends (`registerMcpTools` in mcp-server.ts,
 * `mcpHandler` in ../mcp/).
 */
import type { DispatchOptions } from "../tool-call.js";
import type { Dispatch } from "../dispatch.js";
import { toJsonText } from "../json-text.js";
import { Unsendable, unsendableError } from "../result-budget.js";
import type { ViewTable } from "../views/table.js";
import { cloneJson, jsonValueOf } from "./json.js";
import { errorText, resultOutcome, field, safeDispatch } from "./results.js";
import { bigintsBySchema } from "./structured.js";
import type { McpCallParams, McpCallToolResult, McpTool } from "./types.js";

/** MCP `Tool` objects. */
export function mcpToolsView(views: ViewTable): McpTool[] {
  return cloneJson(views.list("mcp"));
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
export async function mcpCallResult(views: ViewTable, dispatch: Dispatch, name: string, args: unknown, ctx: unknown, exact: boolean, options?: DispatchOptions): Promise<McpCallToolResult> {
  const result = await safeDispatch(dispatch, name, args, ctx, options);
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
