/** Serving the tools on an MCP SDK server (the fetch handler, which needs no SDK, is ../mcp/). */
import type { Dispatch } from "../dispatch.js";
import { unknownToolError } from "../mcp/tools.js";
import type { ViewTable } from "../views/table.js";
import { mcpToolResult, mcpToolsView } from "./mcp.js";
import type { McpCallParams } from "./types.js";
import type { CallSignal, DispatchOptions, ToolLogLevel } from "../tool-call.js";
import { progressNotifier, progressTokenOf } from "../mcp/call-notifications.js";
import { DEFAULT_LOG_LEVEL, isLogLevel, logLevelPasses, logNotification, setLogLevel } from "../mcp/logging.js";

/** The low-level MCP `Server` methods used (an `McpServer` exposes one as `.server`). */
export interface McpLowLevelServer {
  // `any`: the SDK's methods are generic over its zod schemas, which this package never imports.
  setRequestHandler(schema: any, handler: (request: any, extra: any) => any): void;
  registerCapabilities(capabilities: { tools?: { listChanged?: boolean }; logging?: object }): void;
}

/** The request schemas of `@modelcontextprotocol/sdk/types.js` (pass the module; without `SetLevelRequestSchema`, no logging). */
export interface McpRequestSchemas {
  ListToolsRequestSchema: unknown;
  CallToolRequestSchema: unknown;
  SetLevelRequestSchema?: unknown;
}

export interface RegisterMcpToolsOptions {
  /** The `ctx` passed to dispatch for each call, from the SDK's request handler `extra` (auth info, session...). */
  context?: (extra: unknown) => unknown;
  /** The least severe log level sent before a client sets its own with `logging/setLevel`. Default `"info"`. */
  logLevel?: ToolLogLevel;
}

/** What the SDK hands a request handler, as far as a call uses it. */
interface SdkExtra {
  signal?: CallSignal;
  requestId?: unknown;
  sessionId?: string;
  sendNotification?: (notification: { method: string; params?: unknown }) => Promise<void>;
}

/** Sessions whose log level is kept; past this, the oldest's is forgotten (it falls back to `logLevel`). */
const MAX_SESSION_LEVELS = 1000;

/**
 * Serves every tool on an MCP server: `tools/list` answers with
 * `mcpTools()`, `tools/call` with `mcpToolResult` (validation and
 * tool errors as `isError: true` results; an unknown tool as JSON-RPC error
 * -32602). Uses the low-level request handlers, because `McpServer.registerTool`
 * takes zod schemas only. The SDK is never imported here: the caller passes
 * its request schemas (`import * as mcpTypes from "@modelcontextprotocol/sdk/types.js"`).
 * These handlers own `tools/list` and `tools/call`, so do not also call
 * `McpServer.registerTool` on the same server. Call before `connect`.
 *
 * A call gets what the SDK knows of it, as with `mcpHandler` (docs/mcp.md,
 * "Progress and logging"): `extra.signal` cancels it, the request id is its
 * `ToolCall.id`, its progress becomes `notifications/progress` when the
 * request carried a progress token, and its log entries
 * `notifications/message` at or above the session's level, both sent as
 * the SDK sends what relates to a request (on that request's stream). Given
 * `SetLevelRequestSchema` (the whole module has it), these handlers also
 * declare `logging` and answer `logging/setLevel`, keeping the level per
 * SDK session.
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
  const logging = mcpTypes.SetLevelRequestSchema !== undefined;
  const defaultLevel = isLogLevel(opts?.logLevel) ? opts.logLevel : DEFAULT_LOG_LEVEL;
  const levels = new Map<string, ToolLogLevel>();
  low.registerCapabilities(logging ? { tools: {}, logging: {} } : { tools: {} });
  if (logging) {
    low.setRequestHandler(mcpTypes.SetLevelRequestSchema, (request: { params: Record<string, unknown> }, extra: SdkExtra) => {
      const key = extra?.sessionId ?? "";
      // Set anew, so the Map's order stays oldest first.
      const set = (level: ToolLogLevel) => void (levels.delete(key), levels.set(key, level));
      const answer = setLogLevel(request.params ?? {}, { get: () => defaultLevel, set });
      if (levels.size > MAX_SESSION_LEVELS) levels.delete(levels.keys().next().value!);
      return answer;
    });
  }
  /** The call's signal, id, and where its reports go (the SDK's notifications about this request). */
  const callOptions = (request: { params: McpCallParams }, extra: SdkExtra): DispatchOptions => {
    const options: DispatchOptions = { signal: extra?.signal, callId: extra?.requestId === undefined ? undefined : String(extra.requestId) };
    const notify = extra?.sendNotification;
    if (typeof notify !== "function") return options;
    // A notification the transport cannot take is the connection's trouble, not the call's.
    const send = (message: unknown) => void notify(message as { method: string }).catch(() => {});
    const token = progressTokenOf(request.params as unknown as Record<string, unknown>);
    if (token !== undefined) options.onProgress = progressNotifier(token, send);
    if (logging) {
      const logger = String(request.params.name);
      options.onLog = (entry) => {
        if (logLevelPasses(entry.level, levels.get(extra.sessionId ?? "") ?? defaultLevel)) send(logNotification(entry, logger));
      };
    }
    return options;
  };
  low.setRequestHandler(mcpTypes.ListToolsRequestSchema, () => ({ tools: mcpToolsView(views) }));
  low.setRequestHandler(mcpTypes.CallToolRequestSchema, async (request: { params: McpCallParams }, extra: SdkExtra) => {
    const { name } = request.params;
    if (typeof name !== "string" || views.indexOf(name) === undefined) {
      // The SDK turns an error's numeric `code` into the JSON-RPC error code; the
      // message is the one `mcpHandler` sends (dispatch's, with its "did you mean").
      const { code, message } = unknownToolError(views, name);
      throw Object.assign(new Error(message), { code });
    }
    const ctx = opts?.context ? opts.context(extra) : undefined;
    return mcpToolResult(views, dispatch, request.params, ctx, callOptions(request, extra));
  });
}
