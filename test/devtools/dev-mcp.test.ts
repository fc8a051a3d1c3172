/**
 * The dev server's MCP endpoint with the official MCP SDK client over
 * Streamable HTTP: list the playground's tools, call one, edit a tool file,
 * receive `notifications/tools/list_changed`, list again and see the new
 * schema. A request from another origin is refused.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import {
  LoggingMessageNotificationSchema,
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectClient, losslessFetch, rawNumber } from "../mcp/client.js";
import { poll } from "../helpers/poll.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

interface ForecastInput {
  properties: { days: { maximum: number }; unit: unknown };
  required: string[];
}

describe("MCP endpoint of the Vite dev server", () => {
  let dev: PlaygroundDevServer;
  let client: Client;
  let listChanged = 0;
  let resourcesChanged = 0;
  let promptsChanged = 0;

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("dev-mcp");
    client = new Client({ name: "toolcall-test", version: "1.0.0" });
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      listChanged++;
    });
    client.setNotificationHandler(ResourceListChangedNotificationSchema, () => {
      resourcesChanged++;
    });
    client.setNotificationHandler(PromptListChangedNotificationSchema, () => {
      promptsChanged++;
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${dev.origin}/__toolcall/mcp`)));
  });

  afterAll(async () => {
    await client?.close();
    await dev?.close();
  });

  it("announces the tools, resources and prompts capabilities with list_changed", () => {
    // A resource or a prompt may appear with the next edit, so the dev server declares them from the start; its sessions keep subscriptions.
    expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: true }, resources: { subscribe: true, listChanged: true }, prompts: { listChanged: true }, completions: {}, logging: {} });
    expect(client.getServerVersion()?.name).toBe("toolcall-dev");
  });

  it("lists the playground's tools and calls one through the real dispatch", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["forecast", "get_user", "list_my_orders", "searchPlaces", "setReminder"]);
    const forecast = tools.find((t) => t.name === "forecast")!;
    expect((forecast.inputSchema as unknown as ForecastInput).properties.days.maximum).toBe(14);

    const good = await client.callTool({ name: "forecast", arguments: { city: "Lisbon", days: 2 } });
    expect(good.isError).toBeFalsy();
    expect(good.structuredContent).toMatchObject({ city: "Lisbon", unit: "c", days: [{ date: "2026-01-01" }, { date: "2026-01-02" }] });

    const bad = await client.callTool({ name: "forecast", arguments: { city: "Lisbon", days: 30 } });
    expect(bad.isError).toBe(true);
    expect(JSON.stringify(bad.content)).toContain("days: expected an integer >= 1 and <= 14, received 30");
    await expect(client.callTool({ name: "forcast", arguments: {} })).rejects.toThrow("Unknown tool `forcast`. Did you mean `forecast`? Available tools: forecast,");
  });

  it("reads the body losslessly: an id beyond 2^53 sent as a number keeps every digit", async () => {
    const wire = losslessFetch();
    const lossless = await connectClient(`${dev.origin}/__toolcall/mcp`, { fetch: wire.fetch });
    try {
      // JSON.parse would make it 1161740049382842400, which is nobody's id.
      const result = await lossless.callTool({ name: "get_user", arguments: { id: rawNumber("1161740049382842369") } });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ id: "1161740049382842369", name: "Ada Lovelace" });
    } finally {
      await lossless.close();
    }
  });

  it("sends tools/list_changed after an edit that changes a tool, and lists the new schema", async () => {
    const before = listChanged;
    dev.edit("src/tools/weather.ts", (text) => text.replace("days: Int & Min<1> & Max<14> = 3", "days: Int & Min<1> & Max<7> = 3"));
    await poll("tools/list_changed", () => (listChanged > before ? true : undefined));
    const { tools } = await client.listTools();
    const forecast = tools.find((t) => t.name === "forecast")!;
    expect((forecast.inputSchema as unknown as ForecastInput).properties.days.maximum).toBe(7);
    const call = await client.callTool({ name: "forecast", arguments: { city: "Lisbon", days: 10 } });
    expect(JSON.stringify(call.content)).toContain("<= 7, received 10");
  });

  it("stays quiet after an edit that changes no tool", async () => {
    const before = listChanged;
    dev.edit("src/tools/weather.ts", (text) => text.replace("const seed = hashText(city.toLowerCase());", "const seed = hashText(city.toLowerCase()); // edited"));
    // A change that does alter a tool, after the body edit: once its notification is in, the body edit's would have been too.
    dev.edit("src/tools/accounts.ts", (text) => text.replace("Look up a user account by its id.", "Look up one user account by its id."));
    await poll("tools/list_changed", () => (listChanged > before ? true : undefined));
    expect(listChanged).toBe(before + 1);
  });

  it("sends resources/list_changed when an edit adds a resource, and prompts/list_changed for a prompt, not tools/list_changed", async () => {
    const before = { tools: listChanged, resources: resourcesChanged, prompts: promptsChanged };
    expect((await client.listResources()).resources).toEqual([]);
    dev.edit("src/tools/weather.ts", (text) => `${text}\n/**\n * The units forecasts use.\n * @resource weather://units\n */\nexport function units(): string {\n  return "c, f";\n}\n`);
    await poll("resources/list_changed", () => (resourcesChanged > before.resources ? true : undefined));
    expect((await client.readResource({ uri: "weather://units" })).contents).toEqual([{ uri: "weather://units", mimeType: "text/plain", text: "c, f" }]);
    dev.edit("src/tools/weather.ts", (text) => `${text}\n/**\n * Plans a trip.\n * @prompt\n */\nexport function plan_trip(city: string): string {\n  return \`Plan a trip to \${city}.\`;\n}\n`);
    await poll("prompts/list_changed", () => (promptsChanged > before.prompts ? true : undefined));
    expect((await client.getPrompt({ name: "plan_trip", arguments: { city: "Lisbon" } })).messages).toEqual([{ role: "user", content: { type: "text", text: "Plan a trip to Lisbon." } }]);
    expect(listChanged).toBe(before.tools);
    expect(resourcesChanged).toBe(before.resources + 1);
  });

  it("answers only the dev server's own origin", async () => {
    const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } } };
    const post = (origin?: string) =>
      fetch(`${dev.origin}/__toolcall/mcp`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify(initialize),
      });
    expect((await post("http://evil.example")).status).toBe(403);
    expect((await post("http://localhost:1")).status).toBe(403);
    const own = await post(dev.origin);
    expect(own.status).toBe(200);
    expect(own.headers.get("mcp-session-id")).toMatch(/^[0-9a-f-]{36}$/);
    // Without a session, a request other than initialize is refused.
    const noSession = await fetch(`${dev.origin}/__toolcall/mcp`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }),
    });
    expect(noSession.status).toBe(400);
  });

  it("keeps a session's log level across an edit, and streams a new tool's progress and logs", async () => {
    const logs: string[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(`${n.params.level}: ${String(n.params.data)}`));
    await client.setLoggingLevel("debug");
    const before = listChanged;
    dev.edit(
      "src/tools/weather.ts",
      (text) =>
        `${text}\nimport type { ToolCall } from "unplugin-toolcall/types";\n/** Checks the stations. */\nexport function check_stations(call: ToolCall): string {\n  call.log.debug("station 1 ok");\n  call.progress(1, 1);\n  return "checked";\n}\n`,
    );
    await poll("tools/list_changed", () => (listChanged > before ? true : undefined));
    // The edit loaded virtual:tools anew (a new handler); the session, and its level, live in the endpoint's store.
    const events: unknown[] = [];
    const result = await client.callTool({ name: "check_stations", arguments: {} }, undefined, { onprogress: (p) => void events.push(p.progress) });
    expect([...logs, ...events, result.structuredContent]).toEqual(["debug: station 1 ok", 1, { result: "checked" }]);
  });
});
