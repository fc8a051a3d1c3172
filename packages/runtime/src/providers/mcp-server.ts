/** Serving the tools on an MCP SDK server (the fetch handler, which needs no SDK, is ../mcp/). */
import type { Dispatch } from "../dispatch.js";
import { unknownToolError } from "../mcp/tools.js";
import type { ViewTable } from "../views/table.js";
import { mcpToolResult, mcpToolsView } from "./mcp.js";
import type { McpCallParams } from "./types.js";

/** The low-level MCP `Server` methods used (an `McpServer` exposes one as `.server`). */
export interface McpLowLevelServer {
  // `any`: the SDK's methods are generic over its zod schemas, which this package never imports.
  setRequestHandler(schema: any, handler: (request: any, extra: any) => any): void;
  registerCapabilities(capabilities: { tools?: { listChanged?: boolean } }): void;
}

/** The request schemas of `@modelcontextprotocol/sdk/types.js` (pass the module, or these two). */
export interface McpRequestSchemas {
  ListToolsRequestSchema: unknown;
  CallToolRequestSchema: unknown;
}

export interface RegisterMcpToolsOptions {
  /** The `ctx` passed to dispatch for each call, from the SDK's request handler `extra` (auth info, session...). */
  context?: (extra: unknown) => unknown;
}

/**
 * Serves every tool on an MCP server: `tools/list` answers with
 * `mcpTools()`, `tools/call` with `mcpToolResult` (validation and
 * tool errors as `isError: true` results; an unknown tool as JSON-RPC error
 * -32602). Uses the low-level request handlers, because `McpServer.registerTool`
 * takes zod schemas only. The SDK is never imported here: the caller passes
 * its request schemas (`import * as mcpTypes from "@modelcontextprotocol/sdk/types.js"`).
 * These handlers own `tools/list` and `tools/call`, so do not also call
 * `McpServer.registerTool` on the same server. Call before `connect`.
 */
export function registerMcpTools(
  views: ViewTable,
  dispatch: Dispatch,
  server: McpLowLevelServer | { server: McpLowLevelServer },
  mcpTypes: McpRequestSchemas,
  opts?: RegisterMcpToolsOptions,
): void {
  const low = "server" in server && typeof server.server?.setRequestHandler === "function" ? server.server : (server as McpLowLevelServer);
  if (!mcpTypes || !mcpTypes.ListToolsRequestSchema || !mcpTypes.CallToolRequestSchema) {
    throw new TypeError('registerMcpTools(server, mcpTypes): pass the module "@modelcontextprotocol/sdk/types.js" as mcpTypes.');
  }
  low.registerCapabilities({ tools: {} });
  low.setRequestHandler(mcpTypes.ListToolsRequestSchema, () => ({ tools: mcpToolsView(views) }));
  low.setRequestHandler(mcpTypes.CallToolRequestSchema, async (request: { params: McpCallParams }, extra: unknown) => {
    const { name } = request.params;
    if (typeof name !== "string" || views.indexOf(name) === undefined) {
      // The SDK turns an error's numeric `code` into the JSON-RPC error code; the
      // message is the one `mcpHandler` sends (dispatch's, with its "did you mean").
      const { code, message } = unknownToolError(views, name);
      throw Object.assign(new Error(message), { code });
    }
    const ctx = opts?.context ? opts.context(extra) : undefined;
    return mcpToolResult(views, dispatch, request.params, ctx);
  });
}
