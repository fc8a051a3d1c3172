import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as mcpTypes from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allTools } from "../../packages/core/test/providers/fixtures.js";
import { connectInMemory } from "../helpers/mcp-in-memory.js";
import { writeProvidersModule } from "./harness.js";

// The official MCP client, over the SDK's in-memory transport (connectInMemory), talking to an
// McpServer whose tools come from registerMcpTools.
const mod = await import(writeProvidersModule("mcp", allTools));
let client: Client;
let close = async () => {};

beforeAll(async () => {
  ({ client, close } = await connectInMemory(mod, { context: (extra: { requestId: unknown }) => ({ user: `request-${String(extra.requestId)}` }) }));
});
afterAll(() => close());

describe("MCP client <-> registerMcpTools", () => {
  it("lists every tool with its schemas, title and annotations", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(allTools.map((t) => t.name));
    expect(tools).toEqual(mod.mcpTools());
    expect(tools.find((t) => t.name === "forecast")).toMatchObject({ title: "Weather forecast", annotations: { readOnlyHint: true } });
  });

  it("calls a tool: structuredContent matching outputSchema plus a text copy, ctx from the request", async () => {
    const result = await client.callTool({ name: "forecast", arguments: { city: "Paris" } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ temperature: 21.5 });
    expect((result.structuredContent as { summary: string }).summary).toMatch(/^Sunny in Paris for request-\d+$/);
    expect(JSON.parse((result.content as { text: string }[])[0].text)).toEqual(result.structuredContent);
  });

  it("wraps a non-object result as { result } to match the wrapped outputSchema", async () => {
    const result = await client.callTool({ name: "ping", arguments: {} });
    expect(result.structuredContent).toEqual({ result: "pong" });
  });

  it("keeps every bigint digit in the text copy", async () => {
    const result = await client.callTool({ name: "transfer", arguments: {} });
    expect((result.content as { text: string }[])[0].text).toBe(`{"result":${2n ** 70n}}`);
  });

  it("answers a bad call with isError: true and the message for the model", async () => {
    const result = await client.callTool({ name: "forecast", arguments: { city: 3 } });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: "Error (invalid_arguments): city: expected a string, received 3." }]);
  });

  it("answers an unknown tool with JSON-RPC error -32602 and dispatch's message, \"did you mean\" included", async () => {
    const error = await client.callTool({ name: "forecst", arguments: {} }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(mcpTypes.McpError);
    expect((error as mcpTypes.McpError).code).toBe(-32602);
    // dispatch's wording (see the dispatch tests): the nearest name, then all, sorted by name.
    expect((error as Error).message).toMatch(/Unknown tool `forecst`\. Did you mean `forecast`\? Available tools: \w/);
  });

  it("refuses to start without the SDK's request schemas", () => {
    expect(() => mod.registerMcpTools(new McpServer({ name: "x", version: "1" }), {})).toThrow(/@modelcontextprotocol\/sdk\/types\.js/);
  });
});
