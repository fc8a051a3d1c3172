/**
 * The one-line MCP Worker of docs/mcp.md (`export default { fetch: mcpHandler() }`)
 * over the quick start's tools, bundled with Vite and the plugin, served by
 * the real workerd binary, and used by the official MCP client: the handler
 * runs in the Workers runtime as built, nothing compiled at run time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorkerd } from "../edge/workerd.js";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { connectClient } from "./client.js";
import { startDocMcpWorker } from "./doc-mcp-worker.js";

describe("the one-line MCP Worker of docs/mcp.md in workerd", () => {
  let running: RunningWorkerd | undefined;

  beforeAll(async () => {
    running = await startDocMcpWorker("mcp-one-line", { "weather.ts": docExample("README.md", "src/weather.ts") });
  });

  afterAll(async () => {
    await running?.stop();
  });

  it("lists and calls the tools for the official client", async () => {
    const client = await connectClient(`${running!.url}/`);
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["forecast"]);
      const good = await client.callTool({ name: "forecast", arguments: { city: "Lisbon" } });
      expect(good.structuredContent).toEqual({ city: "Lisbon", days: 3, unit: "c" });
      const bad = await client.callTool({ name: "forecast", arguments: { city: "Lisbon", days: 30 } });
      expect(bad.isError).toBe(true);
      expect(JSON.stringify(bad.content)).toContain("days: expected an integer >= 1 and <= 14, received 30");
    } finally {
      await client.close();
    }
    expect(running!.stderr()).not.toMatch(/error/i);
  });
});
