/**
 * docs/mcp.md's "Progress and logging" is code, so it is run: its
 * `src/import.ts` beside the one-line Worker, built with the real plugin
 * (esbuild). The page's request must be answered with exactly the page's
 * event stream, and the official MCP client must see the same reports.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { beforeAll, describe, expect, it } from "vitest";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { buildFixture, toolsProject } from "../helpers/build-basic.js";
import { connectClient } from "../mcp/client.js";
import { tempDir } from "../helpers/temp-dir.js";

const PAGE = "docs/mcp.md";

describe("docs/mcp.md: progress and logging", () => {
  let fetchWorker: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    const project = toolsProject(tempDir("docs-mcp-progress"), docExample(PAGE, "src/import.ts"));
    writeFileSync(project.entry, docExample(PAGE, "mcp-worker.ts"));
    const out = await buildFixture("esbuild", { ...project, options: { include: ["src/**/*.ts"], dts: false } });
    const worker = (await import(pathToFileURL(out.file).href)) as { default: { fetch(request: Request): Promise<Response> } };
    fetchWorker = (request) => worker.default.fetch(request);
  });

  it("answers the page's request with the page's event stream", async () => {
    const response = await fetchWorker(
      new Request("http://localhost/mcp", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18" },
        body: docExample(PAGE, "progress-request"),
      }),
    );
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(await response.text()).toBe(docExample(PAGE, "progress-stream"));
  });

  it("reports to the official client in the same order, before the result", async () => {
    const client = await connectClient("http://localhost/mcp", { fetch: (url, init) => fetchWorker(new Request(url, init)) });
    const events: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void events.push(n.params));
    const result = await client.callTool({ name: "import_contacts", arguments: { rows: ["ada@example.com", "grace"] } }, undefined, { onprogress: (p) => void events.push(p) });
    events.push(result.structuredContent);
    expect(events).toEqual([
      { progress: 1, total: 2, message: "imported 1 of 2" },
      { level: "warning", logger: "import_contacts", data: "row 2 has no address" },
      { progress: 2, total: 2, message: "imported 2 of 2" },
      { result: 2 },
    ]);
    await client.close();
  });
});
