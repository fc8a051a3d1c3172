import type { McpHandler, McpHandlerOptions } from "@toolcall/runtime";
import type { ToolsDevServer } from "./dev-server.js";

/** The exports of `virtual:tools` the developer tools call. */
export interface VirtualTools {
  dispatch(name: string, args: unknown, ctx?: unknown): Promise<unknown>;
  mcpHandler(options?: McpHandlerOptions): McpHandler;
}

/** Vite's `RunnableDevEnvironment`, as far as it is used here. */
interface RunnableEnvironment {
  runner: { import(url: string): Promise<Record<string, unknown>> };
}

/**
 * `virtual:tools` as the app's server code imports it: through the SSR
 * environment, so a call runs the real `dispatch` over the current source
 * (the plugin invalidates the module on every change that matters).
 *
 * With the environment's own module runner when it has one (Vite 6 and
 * later): the one a framework runs its server code in (Astro, TanStack
 * Start). `ssrLoadModule` keeps a second runner over the same module graph,
 * and the graph tells a runner whether its copy is current by whether the
 * module has been transformed since the edit: once the framework's runner
 * loaded the new text, the second was told its old copy was current, and
 * the inspector and the MCP endpoint kept the old tools. A non-runnable SSR
 * environment (workerd) has no runner; `ssrLoadModule` then says why.
 */
export async function loadVirtualTools(server: ToolsDevServer): Promise<VirtualTools> {
  const ssr = server.environments?.ssr;
  const runner = ssr && "runner" in ssr ? (ssr as RunnableEnvironment).runner : undefined;
  return (await (runner ? runner.import("virtual:tools") : server.ssrLoadModule("virtual:tools"))) as unknown as VirtualTools;
}
