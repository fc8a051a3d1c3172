import type { DispatchOptions, McpHandler, McpHandlerOptions } from "@toolcall/runtime";
import type { ToolsDevServer } from "./dev-server.js";

/** The exports of `virtual:tools` the developer tools call. */
export interface VirtualTools {
  dispatch(name: string, args: unknown, ctx?: unknown, options?: DispatchOptions): Promise<unknown>;
  mcpHandler(options?: McpHandlerOptions): McpHandler;
  /** The call as MCP's `tools/call` answers it (`CallToolResult`), through the same `dispatch`. */
  mcpToolResult(params: { name: string; arguments?: unknown }, ctx?: unknown, options?: DispatchOptions): Promise<unknown>;
}

/**
 * `virtual:tools` as the app's server code imports it: through the SSR
 * environment, so a call runs the real `dispatch` over the current source
 * (the plugin invalidates the module on every change that matters).
 */
export async function loadVirtualTools(server: ToolsDevServer): Promise<VirtualTools> {
  return (await server.ssrLoadModule("virtual:tools")) as unknown as VirtualTools;
}
