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
 * server does not have: dispatch's message, with its "did you mean". With
 * `shown`, only the tools this caller sees are named (visibility.ts).
 */
export function unknownToolError(views: ViewTable, name: unknown, shown?: (name: string) => boolean): McpMethodError {
  const names = shown ? views.names().filter(shown) : views.names();
  return new McpMethodError(INVALID_PARAMS, unknownTool(name, names).error.message);
}

/**
 * One page of `tools/list`: `cursor` is the index of the first tool to look
 * at, as text (opaque to the client). Tools `shown` hides are skipped, so a
 * page holds up to `pageSize` of the visible ones.
 */
export function listPage(views: ViewTable, cursor: unknown, pageSize: number, shown?: (name: string) => boolean): { tools: McpTool[]; nextCursor?: string } {
  const count = views.size;
  let start = 0;
  if (cursor !== undefined) {
    if (typeof cursor !== "string" || !/^\d{1,9}$/.test(cursor) || Number(cursor) > count) {
      throw new McpMethodError(INVALID_PARAMS, "Invalid params: `cursor` is not one this server gave (list the tools again without it)");
    }
    start = Number(cursor);
  }
  const names = shown && views.names();
  const visible = (i: number) => names === undefined || shown!(names[i]!);
  // Only this page's views are built (and copied, so a caller may change them).
  const tools: McpTool[] = [];
  let i = start;
  for (; i < count && tools.length < pageSize; i++) if (visible(i)) tools.push(cloneJson(views.view("mcp", i)));
  // No cursor to a page that would come back empty.
  while (i < count && !visible(i)) i++;
  return i < count ? { tools, nextCursor: String(i) } : { tools };
}

/**
 * `tools/call`: the arguments go to `dispatch` as JSON text, written from the
 * losslessly parsed body, so a number no double holds (a `bigint` id beyond
 * 2^53) reaches the coercion pass with every digit. The result's
 * `structuredContent` keeps each bigint a bigint where its schema says
 * `integer`; the response writer sends it with every digit.
 */
export async function callTool(views: ViewTable, dispatch: Dispatch, params: Record<string, unknown>, ctx: unknown, shown?: (name: string) => boolean, options?: DispatchOptions): Promise<unknown> {
  const name = params.name;
  if (typeof name !== "string" || views.indexOf(name) === undefined || (shown && !shown(name))) throw unknownToolError(views, name, shown);
  const args = params.arguments;
  return mcpCallResult(views, dispatch, name, args === undefined || args === null ? undefined : toJsonText(args), ctx, true, options);
}
