/**
 * The inspector's routes under `/__toolcall/`: the page, its state as JSON,
 * and `call`, which runs the real `dispatch` of `virtual:tools` in the SSR
 * environment with the JSON text the user typed.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, sendJson, type ToolsDevServer } from "../devtools/dev-server.js";
import { isOwnPage } from "../devtools/hosts.js";
import { loadVirtualTools, type VirtualTools } from "../devtools/ssr-tools.js";
import { LastGoodTools } from "../devtools/last-good-tools.js";
import type { ProjectHolder } from "../project-holder.js";
import { outputIssues } from "./output-check.js";
import { inspectorPage } from "./page.js";
import { inspectorState } from "./state.js";

/** The HMR event the page listens to. */
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
  const page = inspectorPage({
    api: "/__toolcall/api",
    viteClient: live ? `${server.config.base}@vite/client` : null,
    event: INSPECTOR_EVENT,
  });

  async function call(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "POST") return void res.writeHead(405, { Allow: "POST" }).end();
    let request: { name?: unknown; args?: unknown };
    try {
      request = JSON.parse(await readBody(req)) as typeof request;
    } catch (error) {
      return sendJson(res, 400, { error: `the request is not JSON: ${(error as Error).message}` });
    }
    if (typeof request.args === "string" && request.args.trim() === "") {
      // dispatch reads "" as `{}` (OpenAI sends it for a tool without parameters); a developer who cleared the box means nothing yet.
      return sendJson(res, 200, { error: "the arguments are empty: type a JSON object (`{}` for none)" });
    }
    let tools: VirtualTools;
    try {
      tools = await loadVirtualTools(server);
    } catch (error) {
      // A build error: the diagnostics section says which.
      return sendJson(res, 200, { error: `virtual:tools did not load: ${(error as Error).message}` });
    }
    // The text as typed: dispatch parses it losslessly, as it would a model's.
    const name = String(request.name);
    const result = (await tools.dispatch(name, typeof request.args === "string" ? request.args : JSON.stringify(request.args ?? {}))) as { ok: boolean; value?: unknown };
    // dispatch checks what the model sends, not what the tool returns: the inspector checks that against outputSchema.
    const tool = holder.get().tools().find((t) => t.name === name);
    const checked = result.ok && tool?.outputSchema ? outputIssues(tool.outputSchema, result.value) : [];
    res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify({ result, outputIssues: checked }, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value)));
  }

  return {
    async handle(path: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      if (path === "/__toolcall" || path === "/__toolcall/") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
        res.end(page);
        return true;
      }
      if (path === "/__toolcall/api/state" || path === "/__toolcall/api/call") {
        if (!isOwnPage(req, hosts)) {
          sendJson(res, 403, { error: "the inspector answers only the dev server's own page, on a loopback host or one of Vite's server.allowedHosts" });
          return true;
        }
        if (path.endsWith("/call")) await call(req, res);
        else sendJson(res, 200, state());
        return true;
      }
      return false;
    },
    changed(): void {
      server.ws.send(INSPECTOR_EVENT, {});
    },
  };
}
