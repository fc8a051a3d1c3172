/**
 * Installs the developer tools on a Vite dev server (the plugin's
 * `configureServer`; never in a build): the inspector page at
 * `/__toolcall/` and the MCP endpoint at `/__toolcall/mcp`, each unless its
 * option is `false`. Both follow the project: after a watch event that
 * changed the tools, the page is told over Vite's HMR channel and MCP
 * clients get `notifications/tools/list_changed`.
 */
import { buildProviderViews, onlyTools } from "@toolcall/core";
import { createMcpEndpoint } from "../dev-mcp/index.js";
import { createInspector } from "../inspector/middleware.js";
import type { ResolvedPluginOptions } from "../options.js";
import type { ProjectHolder } from "../project-holder.js";
import { pluginVersion } from "../version.js";
import { printDevToolsUrls, type BannerServer } from "./banner.js";
import { DEVTOOLS_PREFIX, pathOf, type ToolsDevServer } from "./dev-server.js";
import { devToolsHosts } from "./hosts.js";
import { loadVirtualTools } from "./ssr-tools.js";

/** The Vite config fields that say whether the HMR channel exists, and which hosts the dev server is reached by. */
interface ServerConfig {
  config: { server: { hmr?: unknown; ws?: unknown; allowedHosts?: unknown } };
}

/** What else the dev tools follow: a tool's page (ui/page-hot.ts). */
export interface AttachedDevTools {
  /** The page at `uri` was edited: MCP sessions subscribed to it are told, the inspector's preview of it reloads. */
  pageChanged(uri: string): void;
}

export function attachDevTools(server: ToolsDevServer & ServerConfig, holder: ProjectHolder, options: ResolvedPluginOptions): AttachedDevTools | undefined {
  const hosts = devToolsHosts(server);
  const inspector = !options.inspector ? undefined : createInspector(server, holder, server.config.server.hmr !== false && server.config.server.ws !== false, hosts);
  const mcp = !options.devMcp ? undefined : createMcpEndpoint({ serverVersion: pluginVersion(), tools: () => loadVirtualTools(server), allowedHosts: hosts });
  if (!inspector && !mcp) return undefined;
  if ("printUrls" in server) printDevToolsUrls(server as unknown as BannerServer, { inspector: !!inspector, mcp: !!mcp });

  let listed: string | undefined;
  const mcpList = () => JSON.stringify(buildProviderViews(onlyTools(holder.get().tools())).mcp);
  // What resources/list (with templates) and prompts/list show, per list: a change is told as that list's list_changed.
  let declared: Record<"resources" | "prompts", string> | undefined;
  const declaredLists = () => {
    const all = holder.get().tools();
    const of = (kind: string) => JSON.stringify(all.filter((d) => d.kind === kind).map((d) => [d.name, d.description, d.resource, d.inputSchema]));
    return { resources: of("resource"), prompts: of("prompt") };
  };
  holder.onChange(() => {
    // After the watch event is handled, so `virtual:tools` is invalidated before anyone asks again.
    setImmediate(() => {
      inspector?.changed();
      // Nothing asked for the tools yet, so no MCP client can hold a stale list:
      // building the MCP views of 1,000 tools after every edit would be for nobody.
      if (!mcp || listed === undefined) return;
      const now = mcpList();
      if (now !== listed) mcp.toolsChanged();
      listed = now;
      const lists = declaredLists();
      for (const list of ["resources", "prompts"] as const) if (declared && lists[list] !== declared[list]) mcp.listChanged(list);
      declared = lists;
    });
  });

  server.middlewares.use((req, res, next) => {
    const path = pathOf(req);
    if (!path.startsWith(DEVTOOLS_PREFIX)) return next();
    listed ??= mcpList();
    declared ??= declaredLists();
    const handled =
      path === `${DEVTOOLS_PREFIX}/mcp` && mcp ? mcp.handle(req, res).then(() => true) : (inspector?.handle(path, req, res) ?? Promise.resolve(false));
    handled.then((done) => done || next(), next);
  });
  return {
    pageChanged(uri) {
      mcp?.resourceUpdated(uri);
      inspector?.pageChanged(uri);
    },
  };
}
