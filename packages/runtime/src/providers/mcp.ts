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
import type { McpCallParams, McpCallToolResult, McpContentBlock, McpTool } from "./types.js";
import type { ToolError } from "../result.js";
import { richValue, type RichValue } from "./rich-content.js";

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
 * A tool whose return type names rich parts answers with a block per item
 * (`richResult` below, rich-content.ts).
 */
export async function mcpToolResult(
  views: ViewTable,
  dispatch: Dispatch,
  params: McpCallParams,
  ctx?: unknown,
  options?: DispatchOptions,
): Promise<McpCallToolResult> {
  return mcpCallResult(views, dispatch, field(() => params.name, ""), field<unknown>(() => params.arguments, {}), ctx, false, options);
}

/**
 * `mcpToolResult` for a name and arguments already read. With `exact`,
 * `structuredContent` keeps as a bigint each bigint its schema makes a
 * number, for a writer that sends every digit (`toJsonText`, as the MCP
 * handler does); without, it holds plain JSON data, as an SDK serializes it.
 */
export async function mcpCallResult(views: ViewTable, dispatch: Dispatch, name: string, args: unknown, ctx: unknown, exact: boolean, options?: DispatchOptions): Promise<McpCallToolResult> {
  const result = await safeDispatch(dispatch, name, args, ctx, options);
  if (!result.ok) return failed(result.error);
  const i = views.indexOf(name);
  if (i !== undefined && views.rich(i)) {
    const rich = richValue(result.value);
    if (rich instanceof Unsendable) return failed(unsendableError(rich.reason));
    if (rich !== undefined) return richResult(views, i, rich, exact);
  }
  const shape = i === undefined ? null : views.view("mcpOutput", i);
  if (i === undefined || shape === null) {
    const outcome = resultOutcome(result);
    return outcome.ok ? { content: [{ type: "text", text: outcome.text }] } : failed(outcome.error);
  }
  const structured = structuredOf(views, i, result.value, exact);
  if (structured instanceof Unsendable) return failed(unsendableError(structured.reason));
  return { content: [{ type: "text", text: structured.text }], structuredContent: structured.structuredContent };
}

function failed(error: ToolError): McpCallToolResult {
  return { content: [{ type: "text", text: errorText(error) }], isError: true };
}

/** `structuredContent` for tool `i`'s value, with its JSON text copy (every integer digit kept). */
function structuredOf(views: ViewTable, i: number, value: unknown, exact: boolean): { text: string; structuredContent: Record<string, unknown> } | Unsendable {
  // Plain JSON data with the bigints kept, so both copies below have every digit to start from.
  const data = jsonValueOf(value, "keep");
  if (data instanceof Unsendable) return data;
  const wrapped = views.view("mcpOutput", i) === "wrapped" ? { result: data } : data;
  const schema = views.view("mcp", i).outputSchema;
  // The text copy is structuredContent serialized, except that an integer keeps every digit.
  const digitsKept = bigintsBySchema(wrapped, schema, true) as Record<string, unknown>;
  const structuredContent = exact ? digitsKept : (bigintsBySchema(wrapped, schema) as Record<string, unknown>);
  return { text: toJsonText(digitsKept), structuredContent };
}

/**
 * A value with rich parts: one content block per item, each part as MCP's
 * own kind (they are MCP's shapes already), text as text. The structured
 * item, when the tool's outputSchema describes it, is also `structuredContent`.
 */
function richResult(views: ViewTable, i: number, rich: RichValue, exact: boolean): McpCallToolResult {
  const content = rich.content.map((item) => cloneJson(item) as McpContentBlock);
  if (views.view("mcpOutput", i) === null) return { content };
  // The return type promises structured data (its outputSchema), which clients require when a schema is declared.
  if (!rich.hasStructured) return failed({ code: "tool_failed", message: "The tool returned no structured item, which its return type (the outputSchema) promises." });
  const structured = structuredOf(views, i, rich.structured, exact);
  if (structured instanceof Unsendable) return failed(unsendableError(structured.reason));
  return { content, structuredContent: structured.structuredContent };
}
