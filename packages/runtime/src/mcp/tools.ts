/**
 * `tools/list` and `tools/call` over the views and `dispatch` of
 * `virtual:tools`, shared by the handler and `registerMcpTools`, so every
 * way of serving the tools answers alike.
 */
import { unknownTool, type Dispatch } from "../dispatch.js";
import { toJsonText } from "../json-text.js";
import { cloneJson } from "../providers/json.js";
import { mcpCallResult } from "../providers/mcp.js";
import type { McpTool } from "../providers/types.js";
import type { ViewTable } from "../views/table.js";
import type { DispatchOptions } from "../tool-call.js";
import { INVALID_PARAMS } from "./protocol.js";

/** An error a method answers with: its JSON-RPC code and message. */
export class McpMethodError {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

/**
 * The JSON-RPC error (-32602, as MCP prescribes) for a call to a tool the
 * server does not have: dispatch's message, with its "did you mean".
 */
export function unknownToolError(views: ViewTable, name: unknown): McpMethodError {
  return new McpMethodError(INVALID_PARAMS, unknownTool(name, views.names()).error.message);
}

/** One page of `tools/list`: `cursor` is the offset of its first tool, as text (opaque to the client). */
export function listPage(views: ViewTable, cursor: unknown, pageSize: number): { tools: McpTool[]; nextCursor?: string } {
  const count = views.size;
  let start = 0;
  if (cursor !== undefined) {
    if (typeof cursor !== "string" || !/^\d{1,9}$/.test(cursor) || Number(cursor) > count) {
      throw new McpMethodError(INVALID_PARAMS, "Invalid params: `cursor` is not one this server gave (list the tools again without it)");
    }
    start = Number(cursor);
  }
  const end = Math.min(count, start + pageSize);
  // Only this page's views are built (and copied, so a caller may change them).
  const tools: McpTool[] = [];
  for (let i = start; i < end; i++) tools.push(cloneJson(views.view("mcp", i)));
  return end < count ? { tools, nextCursor: String(end) } : { tools };
}

/**
 * `tools/call`: the arguments go to `dispatch` as JSON text, written from the
 * losslessly parsed body, so a number no double holds (a `bigint` id beyond
 * 2^53) reaches the coercion pass with every digit. The result's
 * `structuredContent` keeps each bigint a bigint where its schema says
 * `integer`; the response writer sends it with every digit.
 */
export async function callTool(views: ViewTable, dispatch: Dispatch, params: Record<string, unknown>, ctx: unknown, options?: DispatchOptions): Promise<unknown> {
  const name = params.name;
  if (typeof name !== "string" || views.indexOf(name) === undefined) throw unknownToolError(views, name);
  const args = params.arguments;
  return mcpCallResult(views, dispatch, name, args === undefined || args === null ? undefined : toJsonText(args), ctx, true, options);
}
