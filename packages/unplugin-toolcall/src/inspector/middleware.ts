/**
 * The inspector's routes under `/__toolcall/`: the page, its state as JSON,
 * `call`, which runs the real `dispatch` of `virtual:tools` in the SSR
 * environment with the JSON text the user typed (try-call.ts), `cancel`,
 * which stops such a call, and `mcp`, which reads a resource or gets a
 * prompt as an MCP client would (mcp-relay.ts), and `app-bridge.js`, the
 * host side of a tool's page preview (app-bridge-module.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readJsonPost, sendJson, type ToolsDevServer } from "../devtools/dev-server.js";
import { isOwnPage } from "../devtools/hosts.js";
import { loadVirtualTools, type VirtualTools } from "../devtools/ssr-tools.js";
import { LastGoodTools } from "../devtools/last-good-tools.js";
import type { ProjectHolder } from "../project-holder.js";
import { appBridgeModule } from "./app-bridge-module.js";
import { relayToMcp, RELAYED_METHODS } from "./mcp-relay.js";
import { inspectorPage } from "./page.js";
import { inspectorState } from "./state.js";
import { cancelCall, tryCall } from "./try-call.js";

/** The HMR event the page listens to: with no data, the tools changed; with `{ page }`, that page's sources did. */
const INSPECTOR_EVENT = "toolcall:update";

/** `hosts`: the `Host` names its API answers (devtools/hosts.ts). */
export function createInspector(server: ToolsDevServer, holder: ProjectHolder, live: boolean, hosts: readonly string[]) {
  const lastGood = new LastGoodTools();
  // Before every change, so a file's last good tools are known even when the page was not asking then.
  holder.beforeChange((project) => lastGood.update(project.tools(), project.diagnostics(), project.withheld()));
  const state = () => {
    const project = holder.get();
    const tools = project.tools();
    const diagnostics = project.diagnostics();
    return inspectorState(project.options.root, tools, diagnostics, lastGood.update(tools, diagnostics, project.withheld()));
  };
  const appBridge = appBridgeModule(holder.get().options.root);
  const page = inspectorPage({
    api: "/__toolcall/api",
    viteClient: live ? `${server.config.base}@vite/client` : null,
    event: INSPECTOR_EVENT,
  });

  /** The page's `resources/read`, `prompts/get` and `completion/complete`, answered by MCP itself (mcp-relay.ts). */
  async function mcp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await readJsonPost(req, res);
    if (!request) return;
    let tools: VirtualTools;
    try {
      tools = await loadVirtualTools(server);
    } catch (error) {
      return sendJson(res, 200, { error: `virtual:tools did not load: ${(error as Error).message}` });
    }
    const answer = await relayToMcp(tools, String(request.method), request.params);
    if (answer === undefined) return sendJson(res, 400, { error: `the inspector relays only ${RELAYED_METHODS.join(", ")}` });
    res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(answer);
  }

  async function cancel(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await readJsonPost(req, res);
    if (request) sendJson(res, 200, { cancelled: cancelCall(request.callId) });
  }

  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void> | void> = {
    "/__toolcall/api/state": (_req, res) => sendJson(res, 200, state()),
    "/__toolcall/api/call": (req, res) => tryCall(req, res, () => loadVirtualTools(server), (name) => holder.get().tools().find((t) => t.name === name)),
    "/__toolcall/api/cancel": cancel,
    "/__toolcall/api/mcp": mcp,
    "/__toolcall/api/app-bridge.js": async (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
      res.end(await appBridge());
    },
  };

  return {
    async handle(path: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      if (path === "/__toolcall" || path === "/__toolcall/") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
        res.end(page);
        return true;
      }
      const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
      if (route) {
        if (!isOwnPage(req, hosts)) {
          sendJson(res, 403, { error: "the inspector answers only the dev server's own page, on a loopback host or one of Vite's server.allowedHosts" });
          return true;
        }
        await route(req, res);
        return true;
      }
      return false;
    },
    changed(): void {
      server.ws.send(INSPECTOR_EVENT, {});
    },
    /** The preview of the page at `uri`, if one is shown, is rendered again from the resource (app-preview.ts). */
    pageChanged(uri: string): void {
      server.ws.send(INSPECTOR_EVENT, { page: uri });
    },
  };
}
