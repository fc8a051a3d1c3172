/**
 * A tool's page in `vite dev` (docs/mcp.md, "A tool's UI"): the dev MCP
 * endpoint serves the page built with the dev server's plugins, and an edit
 * of the page's HTML or of its script is served fresh by the next
 * `resources/read`, and told to the sessions subscribed to the page
 * (`notifications/resources/updated`; ui/page-hot.ts). A copy of
 * examples/mcp-app, read with the official MCP client.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ResourceUpdatedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMcpAppDevServer } from "../devtools/dev-server.js";
import { tempDir } from "../helpers/temp-dir.js";

const PAGE_URI = "ui://toolcall-example-mcp-app/forecast";

describe("a tool's page in vite dev", () => {
  const root = path.join(tempDir("mcp-app-dev"), "project");
  let server: ViteDevServer;
  let client: Client;

  /** Whether the page, read now, has `text` (a boolean: the page is some 200 kB, too long for a failure's diff). */
  const pageHas = (text: string) => async () => {
    const { contents } = await client.readResource({ uri: PAGE_URI });
    return "text" in contents[0]! && contents[0].text.includes(text);
  };
  const edit = (file: string, from: string, to: string) => {
    const full = path.join(root, file);
    const text = readFileSync(full, "utf8");
    expect(text).toContain(from);
    writeFileSync(full, text.replace(from, to));
  };

  beforeAll(async () => {
    let origin: string;
    ({ server, origin } = await startMcpAppDevServer(root));
    client = new Client({ name: "mcp-app-dev-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/__toolcall/mcp`)));
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it("serves the page, and serves it again after an edit of its HTML or its script, telling its subscribers", { timeout: 120_000 }, async () => {
    const updates: string[] = [];
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void updates.push(n.params.uri));
    await client.subscribeResource({ uri: PAGE_URI });
    const { tools } = await client.listTools();
    expect(tools.find((t) => t.name === "forecast")?._meta).toEqual({ ui: { resourceUri: PAGE_URI } });
    expect(await pageHas("Waiting for the forecast")()).toBe(true);
    expect(await pageHas(" days (edited)")()).toBe(false);

    edit("src/forecast.html", "Waiting for the forecast", "Forecast on its way");
    await expect.poll(pageHas("Forecast on its way"), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => updates, { timeout: 60_000 }).toEqual([PAGE_URI]);

    edit("src/forecast-page.ts", " days`;", " days (edited)`;");
    await expect.poll(pageHas(" days (edited)"), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => updates, { timeout: 60_000 }).toEqual([PAGE_URI, PAGE_URI]);
  });
});
