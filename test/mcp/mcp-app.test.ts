/**
 * examples/mcp-app, built as its README says, against a real MCP Apps host:
 * the official MCP client reads the tool's page (`@ui`) over MCP, and a page
 * built on ext-apps' `AppBridge` (app-host/host.ts) renders it in a
 * sandboxed iframe in Debian's Chromium, sends the tool's input and result,
 * and forwards the page's own calls back to the server through the client.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { build as esbuild } from "esbuild";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../devtools/chromium.js";
import { exec } from "../helpers/packed.js";
import { TEST_DIR } from "../helpers/paths.js";
import { startExampleServer } from "./example-server.js";

const EXAMPLE = path.join(TEST_DIR, "..", "examples", "mcp-app");
const PAGE_URI = "ui://toolcall-example-mcp-app/forecast";


/** A resource's text content (a page is text, never a blob). */
function pageText(content: { text: string } | { blob: string }): string {
  if (!("text" in content)) throw new Error("the page came as a blob");
  return content.text;
}

type ToolResult = Awaited<ReturnType<Client["callTool"]>>;

function textOf(result: ToolResult): string {
  return (result.content as { type: string; text?: string }[]).map((c) => c.text ?? "").join("\n");
}

describe("examples/mcp-app: a tool's page, served over MCP and rendered by an AppBridge host", () => {
  let server: Awaited<ReturnType<typeof startExampleServer>> | undefined;
  let client: Client;
  let browser: Browser | undefined;
  let buildOutput = "";

  beforeAll(async () => {
    const built = await exec(path.join(EXAMPLE, "node_modules", ".bin", "vite"), ["build", "--ssr", "src/server.ts"], EXAMPLE);
    buildOutput = built.stdout + built.stderr;
    server = await startExampleServer(EXAMPLE);
    client = new Client({ name: "mcp-app-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    browser = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    await client?.close();
    await browser?.close();
    server?.child.kill();
  });

  it("declares the extension, links the tool to its page and serves one self-contained HTML document", async () => {
    expect(client.getServerCapabilities()?.extensions).toEqual({ "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } });
    const { tools } = await client.listTools();
    expect(tools.find((t) => t.name === "forecast")?._meta).toEqual({ ui: { resourceUri: PAGE_URI } });
    const { resources } = await client.listResources();
    expect(resources).toContainEqual(expect.objectContaining({ uri: PAGE_URI, mimeType: "text/html;profile=mcp-app", _meta: { ui: { prefersBorder: true } } }));
    const { contents } = await client.readResource({ uri: PAGE_URI });
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({ uri: PAGE_URI, mimeType: "text/html;profile=mcp-app", _meta: { ui: { prefersBorder: true } } });
    const html = pageText(contents[0]!);
    expect(html).toContain("Waiting for the forecast");
    // Scripts and styles are in the document: nothing for the host to fetch.
    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*border-collapse/);
    // The size of each page is printed at build.
    expect(buildOutput).toMatch(/ui:\/\/toolcall-example-mcp-app\/forecast: \d+\.\d kB/);
  });

  it("keeps the page out of the server's own bundle: a chunk imported when the resource is read", () => {
    expect(readFileSync(path.join(EXAMPLE, "dist", "server.js"), "utf8")).not.toContain("Waiting for the forecast");
    const chunks = readdirSync(path.join(EXAMPLE, "dist", "assets")).map((f) => readFileSync(path.join(EXAMPLE, "dist", "assets", f), "utf8"));
    expect(chunks.filter((c) => c.includes("Waiting for the forecast"))).toHaveLength(1);
  });

  it("renders the tool's result in the page, and the page's own calls reach dispatch checked", { timeout: 120_000 }, async () => {
    const host = await esbuild({ entryPoints: [path.join(TEST_DIR, "mcp", "app-host", "host.ts")], bundle: true, format: "esm", write: false, platform: "browser", logLevel: "silent" });
    const page = await browser!.newPage();
    const calls: unknown[] = [];
    await page.exposeFunction("hostCallTool", async (params: { name: string; arguments?: Record<string, unknown> }) => {
      calls.push(params);
      return client.callTool(params);
    });
    await page.setContent(`<!doctype html><html><body><script type="module">${host.outputFiles[0]!.text.replace(/<\/script/g, "<\\/script")}</script></body></html>`);
    await page.waitForFunction(() => typeof window.showApp === "function");
    const { contents } = await client.readResource({ uri: PAGE_URI });
    const input = { city: "Paris", days: 2 };
    const result = await client.callTool({ name: "forecast", arguments: input });
    await page.evaluate((options) => window.showApp(options), { html: pageText(contents[0]!), input, result: result as Record<string, unknown> });

    const app = page.frameLocator("iframe");
    await expect.poll(() => app.locator("#city").textContent(), { timeout: 30_000 }).toBe("Paris: 2 days");
    expect(await app.locator("#rows tr").count()).toBe(2);
    const expected = (result.structuredContent as { days: { high: number }[] }).days.map((d) => String(d.high));
    expect(await app.locator("#rows tr td:nth-child(2)").allTextContents()).toEqual(expected);
    // The input arrived too: the form shows the days the model asked for.
    expect(await app.locator("#days").inputValue()).toBe("2");

    // A call the page makes goes through the host to the server, checked as dispatch checks any call.
    await app.locator("#days").fill("4");
    await app.locator("#again").click();
    await expect.poll(() => app.locator("#rows tr").count(), { timeout: 30_000 }).toBe(4);
    expect(calls).toContainEqual({ name: "forecast", arguments: { city: "Paris", days: 4 } });

    // A bad argument is refused with the checker's own message, which the page shows.
    const refused = await client.callTool({ name: "forecast", arguments: { city: "Paris", days: 99 } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/days/);
    await app.locator("#days").fill("99");
    await app.locator("#again").click();
    await expect.poll(() => app.locator("#error").textContent(), { timeout: 30_000 }).toBe(textOf(refused));
    expect(await app.locator("#rows tr").count()).toBe(4);
  });
});
