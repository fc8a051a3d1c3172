/**
 * `registerMcpTools` on the SDK's own `McpServer` gives a tool's `ToolCall`
 * what the SDK knows of the call, as `mcpHandler` does: the request's
 * `extra.signal` (the official client's cancel), its id, progress as
 * `notifications/progress` and log entries as `notifications/message` at
 * the level the client set with `logging/setLevel`. Official client and
 * server, over the SDK's in-memory transport.
 */
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadToolsModule } from "../providers/harness.js";
import { connectInMemory, type InMemoryMcp } from "../helpers/mcp-in-memory.js";
import { poll } from "../helpers/poll.js";

const TOOLS = `"use tools";
import type { ToolCall, ToolContext } from "unplugin-toolcall/types";

/** Reports three steps and logs at two levels, then answers with its call id. */
export function steps(call: ToolCall): string {
  call.log.debug("details");
  for (const done of [1, 1, 2, 3]) call.progress(done, 3, \`step \${done}\`);
  call.log.warning("almost", { left: 0 });
  return call.id;
}

/** Waits until stopped, and records that it began and why it stopped. */
export function wait(trace: ToolContext<{ begun: number; stops: string[] }>, call: ToolCall): Promise<string> {
  trace.begun++;
  return new Promise((resolve) => call.signal.addEventListener("abort", () => (trace.stops.push(String(call.signal.reason)), resolve("stopped"))));
}
`;

const { extracted, mod } = await loadToolsModule("mcp-register-call", TOOLS);

describe("registerMcpTools and the call's life", () => {
  const trace = { begun: 0, stops: [] as string[] };
  let mcp: InMemoryMcp;
  beforeAll(async () => {
    expect(extracted.diagnostics).toEqual([]);
    mcp = await connectInMemory(mod, { context: () => trace });
  });
  afterAll(() => mcp?.close());

  it("declares logging, and sends progress in order, each before the result, dropping a report that does not increase", async () => {
    expect(mcp.client.getServerCapabilities()?.logging).toEqual({});
    const events: unknown[] = [];
    const result = await mcp.client.callTool({ name: "steps", arguments: {} }, undefined, { onprogress: (p) => void events.push(p) });
    events.push(result.structuredContent);
    expect(events).toEqual([
      { progress: 1, total: 3, message: "step 1" },
      { progress: 2, total: 3, message: "step 2" },
      { progress: 3, total: 3, message: "step 3" },
      // The SDK's request id is the call's id.
      { result: expect.stringMatching(/^\d+$/) },
    ]);
  });

  it("sends log entries at or above the level the client set (info until then)", async () => {
    const logs: unknown[] = [];
    mcp.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params));
    await mcp.client.callTool({ name: "steps", arguments: {} });
    expect(logs).toEqual([{ level: "warning", logger: "steps", data: { message: "almost", data: { left: 0 } } }]);
    await mcp.client.setLoggingLevel("debug");
    await mcp.client.callTool({ name: "steps", arguments: {} });
    expect(logs.slice(1).map((l) => (l as { level: string }).level)).toEqual(["debug", "warning"]);
    await mcp.client.setLoggingLevel("error");
    await mcp.client.callTool({ name: "steps", arguments: {} });
    expect(logs).toHaveLength(3);
  });

  it("stops the function when the client cancels (the SDK's extra.signal)", async () => {
    const controller = new AbortController();
    const call = mcp.client.callTool({ name: "wait", arguments: {} }, undefined, { signal: controller.signal });
    // The call must have begun before the cancel, or there is nothing to stop.
    await poll("the call to begin", () => (trace.begun > 0 ? true : undefined));
    controller.abort("the user pressed stop");
    await expect(call).rejects.toThrow("the user pressed stop");
    await poll("the tool's stop", () => (trace.stops.length > 0 ? true : undefined));
    expect(trace.stops).toEqual(["the user pressed stop"]);
  });
});
