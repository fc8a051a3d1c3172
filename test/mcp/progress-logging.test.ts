/**
 * A tool's `ToolCall` progress and log entries reach the official MCP client
 * (StreamableHTTPClientTransport) as `notifications/progress` and
 * `notifications/message` on the call's own event stream, before its
 * result: in stateless mode and with sessions, in process and over a real
 * socket through the Node adapter. Log levels filter (the handler's
 * `logLevel`, a session's `logging/setLevel`); a client that takes JSON
 * only, and a call with nothing to report, get a plain JSON answer.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeListener } from "unplugin-toolcall/node";
import { createMcpSessions } from "../../packages/runtime/src/index.js";
import { loadToolsModule } from "../providers/harness.js";
import { connectClient, type Fetch } from "./client.js";

const TOOLS = `"use tools";
import type { ToolCall, ToolContext } from "unplugin-toolcall/types";

export interface Gate { reported?: Promise<void> }

/** Reports each step of \`steps\`, then answers. */
export async function count_up(steps: number[], call: ToolCall): Promise<string> {
  for (const step of steps) call.progress(step, 100, \`at \${step}\`);
  return "counted";
}

/** Reports once, then waits until the test has seen the report (its gate), then answers. */
export async function report_then_wait(gate: ToolContext<Gate>, call: ToolCall): Promise<string> {
  call.progress(1, 2, "halfway");
  await gate.reported;
  return "after the report";
}

/** Logs one entry at each of three levels. */
export function chatty(call: ToolCall): string {
  call.log.debug("looking");
  call.log.info("found", { rows: 3 });
  call.log.warning("slow disk");
  return "logged";
}

/** Reports and logs nothing. */
export function quiet(): string {
  return "shh";
}
`;

const { extracted, mod } = await loadToolsModule("mcp-progress-logging", TOOLS);
const URL_ = "http://mcp.test/mcp";

type Handler = (request: Request) => Promise<Response>;
const viaHandler = (handler: Handler): Fetch => (url, init) => handler(new Request(url, init));

/** Every log notification the client receives, as `level:text`. */
function logsOf(client: Client): string[] {
  const seen: string[] = [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    const data = n.params.data as string | { message: string };
    seen.push(`${n.params.level}:${n.params.logger}:${typeof data === "string" ? data : data.message}`);
  });
  return seen;
}

describe.each([
  { mode: "stateless", options: {} },
  { mode: "with sessions", options: { sessions: true } },
])("progress over HTTP ($mode)", ({ options }) => {
  let client: Client;
  beforeAll(async () => {
    expect(extracted.diagnostics).toEqual([]);
    client = await connectClient(URL_, { fetch: viaHandler(mod.mcpHandler(options) as Handler) });
  });
  afterAll(() => client?.close());

  it("arrives in order, each before the result, with the token, total and message", async () => {
    const events: unknown[] = [];
    const result = await client.callTool({ name: "count_up", arguments: { steps: [0, 50, 100] } }, undefined, { onprogress: (p) => void events.push(p) });
    events.push(result.structuredContent);
    expect(events).toEqual([
      { progress: 0, total: 100, message: "at 0" },
      { progress: 50, total: 100, message: "at 50" },
      { progress: 100, total: 100, message: "at 100" },
      { result: "counted" },
    ]);
  });

  it("drops a report that does not increase (MCP requires progress to increase)", async () => {
    const events: number[] = [];
    await client.callTool({ name: "count_up", arguments: { steps: [10, 10, 5, 20] } }, undefined, { onprogress: (p) => void events.push(p.progress) });
    expect(events).toEqual([10, 20]);
  });
});

describe("log levels", () => {
  it("stateless: the handler's logLevel applies (default info); logging/setLevel is answered and changes nothing", async () => {
    const client = await connectClient(URL_, { fetch: viaHandler(mod.mcpHandler() as Handler) });
    const logs = logsOf(client);
    expect(client.getServerCapabilities()?.logging).toEqual({});
    expect((await client.callTool({ name: "chatty", arguments: {} })).structuredContent).toEqual({ result: "logged" });
    expect(logs).toEqual(["info:chatty:found", "warning:chatty:slow disk"]);
    expect(await client.setLoggingLevel("error")).toEqual({});
    await client.callTool({ name: "chatty", arguments: {} });
    expect(logs.slice(2)).toEqual(["info:chatty:found", "warning:chatty:slow disk"]);
    await client.close();

    const debugging = await connectClient(URL_, { fetch: viaHandler(mod.mcpHandler({ logLevel: "debug" }) as Handler) });
    const all = logsOf(debugging);
    await debugging.callTool({ name: "chatty", arguments: {} });
    expect(all).toEqual(["debug:chatty:looking", "info:chatty:found", "warning:chatty:slow disk"]);
    await debugging.close();
  });

  it("with sessions: each session keeps the level it set", async () => {
    const handler = mod.mcpHandler({ sessions: true }) as Handler;
    const [a, b] = [await connectClient(URL_, { fetch: viaHandler(handler) }), await connectClient(URL_, { fetch: viaHandler(handler) })];
    const [logsA, logsB] = [logsOf(a), logsOf(b)];
    await a.setLoggingLevel("warning");
    await b.setLoggingLevel("debug");
    await a.callTool({ name: "chatty", arguments: {} });
    await b.callTool({ name: "chatty", arguments: {} });
    expect(logsA).toEqual(["warning:chatty:slow disk"]);
    expect(logsB).toEqual(["debug:chatty:looking", "info:chatty:found", "warning:chatty:slow disk"]);
    await Promise.all([a.close(), b.close()]);
  });

  it("with a shared session store, the level set through one handler applies on another", async () => {
    const sessions = createMcpSessions();
    const [one, two] = [mod.mcpHandler({ sessions }) as Handler, mod.mcpHandler({ sessions }) as Handler];
    // Each request goes to the other handler than the one before, as behind a load balancer.
    let turn = 0;
    const client = await connectClient(URL_, { fetch: (url, init) => (turn++ % 2 === 0 ? one : two)(new Request(url, init)) });
    const logs = logsOf(client);
    await client.setLoggingLevel("warning");
    await client.callTool({ name: "chatty", arguments: {} });
    await client.callTool({ name: "chatty", arguments: {} });
    expect(logs).toEqual(["warning:chatty:slow disk", "warning:chatty:slow disk"]);
    await client.close();
  });

  it("sends the data a tool passes beside its message, and refuses an unknown level", async () => {
    const client = await connectClient(URL_, { fetch: viaHandler(mod.mcpHandler({ sessions: true }) as Handler) });
    const params: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void params.push(n.params));
    await client.callTool({ name: "chatty", arguments: {} });
    expect(params[0]).toEqual({ level: "info", logger: "chatty", data: { message: "found", data: { rows: 3 } } });
    await expect(client.setLoggingLevel("loud" as "info")).rejects.toThrow("MCP error -32602: Invalid params: `level` must be one of debug, info, notice, warning, error, critical, alert, emergency");
    await client.close();
  });
});

describe("the answer's form", () => {
  const handler = mod.mcpHandler({ logLevel: "debug" }) as Handler;
  const call = (name: string, accept: string, meta?: object) =>
    handler(
      new Request(URL_, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: accept, "MCP-Protocol-Version": "2025-06-18" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: name === "count_up" ? { steps: [1, 2] } : {}, _meta: meta } }),
      }),
    );

  it("is an event stream when there is something to send before the result, the result last", async () => {
    const response = await call("count_up", "application/json, text/event-stream", { progressToken: "t" });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const events = (await response.text()).split("\n\n").filter(Boolean).map((e) => JSON.parse(e.replace(/^event: message\ndata: /, "")));
    expect(events.map((e) => e.method ?? `result:${e.result.structuredContent.result}`)).toEqual(["notifications/progress", "notifications/progress", "result:counted"]);
    expect(events[0].params).toEqual({ progressToken: "t", progress: 1, total: 100, message: "at 1" });
  });

  it("stays plain JSON when nothing is reported, and for a client that takes JSON only", async () => {
    const quiet = await call("quiet", "application/json, text/event-stream", { progressToken: "t" });
    expect(quiet.headers.get("content-type")).toBe("application/json");
    const jsonOnly = await call("count_up", "application/json", { progressToken: "t" });
    expect(jsonOnly.headers.get("content-type")).toBe("application/json");
    expect((await jsonOnly.json()).result.structuredContent).toEqual({ result: "counted" });
    // Without a token, progress has nowhere to go: no stream for it.
    expect((await call("count_up", "application/json, text/event-stream")).headers.get("content-type")).toBe("application/json");
  });
});

describe("over a real socket through the Node adapter", () => {
  let server: Server;
  let url: string;
  let release: () => void;
  const gate = { reported: new Promise<void>((resolve) => (release = resolve)) };
  beforeAll(async () => {
    server = createServer(nodeListener(mod.mcpHandler({ authorize: () => gate })));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("streams a report while the call still runs: the tool answers only after the client saw it", async () => {
    const client = await connectClient(url);
    const events: unknown[] = [];
    // Without a streamed report the tool would wait for ever: the client's timeout turns that into a failure.
    const result = await client.callTool({ name: "report_then_wait", arguments: {} }, undefined, {
      timeout: 20_000,
      onprogress: (p) => {
        events.push(p);
        release();
      },
    });
    events.push(result.structuredContent);
    expect(events).toEqual([{ progress: 1, total: 2, message: "halfway" }, { result: "after the report" }]);
    await client.close();
  });
});
