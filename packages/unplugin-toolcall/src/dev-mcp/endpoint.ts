/**
 * The dev server's MCP endpoint (`/__toolcall/mcp`): the `mcpHandler` of
 * `virtual:tools` as the SSR environment loads it, in session mode, mounted
 * in Vite's middleware, so dev answers exactly as production does. The
 * sessions live here, outside the module: an edit loads `virtual:tools`
 * anew, and the clients' sessions and event streams carry on, receiving
 * `notifications/tools/list_changed` when the tools change (and the
 * resources' and prompts' own when those do).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createMcpSessions, notifyListChanged, notifyResourceUpdated, type McpHandler } from "@toolcall/runtime";
import type { VirtualTools } from "../devtools/ssr-tools.js";
import { sendResponse, toRequest } from "../node.js";

export interface McpEndpointContext {
  serverVersion: string;
  tools(): Promise<VirtualTools>;
  /** The `Host` names it answers (devtools/hosts.ts): a page reached by DNS rebinding is refused. */
  allowedHosts: readonly string[];
}

export interface McpEndpoint {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Tells every open stream that the tool list changed. */
  toolsChanged(): void;
  /** Tells every open stream that the resources (with their templates) or the prompts changed. */
  listChanged(list: "resources" | "prompts"): void;
  /** Tells the sessions subscribed to `uri` that it changed (a tool's page was edited: ui/page-hot.ts). */
  resourceUpdated(uri: string): void;
}

export function createMcpEndpoint(context: McpEndpointContext): McpEndpoint {
  const sessions = createMcpSessions();
  // One handler per loaded module: the same until an edit invalidates it.
  const handlers = new WeakMap<VirtualTools, McpHandler>();
  const handlerOf = (tools: VirtualTools): McpHandler => {
    let handler = handlers.get(tools);
    if (!handler) {
      handler = tools.mcpHandler({
        sessions,
        allowedHosts: context.allowedHosts,
        serverInfo: { name: "toolcall-dev", version: context.serverVersion },
        instructions: "The tools of the project this Vite dev server runs, as the developer edits them.",
      });
      handlers.set(tools, handler);
    }
    return handler;
  };
  return {
    async handle(req, res) {
      const handler = handlerOf(await context.tools());
      await sendResponse(await handler(toRequest(req, res)), res);
    },
    toolsChanged: () => void notifyListChanged(sessions, "tools"),
    listChanged: (list) => void notifyListChanged(sessions, list),
    resourceUpdated: (uri) => void notifyResourceUpdated(sessions, uri),
  };
}
