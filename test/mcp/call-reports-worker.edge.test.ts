/**
 * A call's reports in the Workers runtime: the one-line MCP Worker of
 * docs/mcp.md, bundled with Vite and the plugin and served by the real
 * workerd binary. A call's progress and log entries reach the official MCP
 * client on the call's event stream (a ReadableStream response in
 * workerd), in order, before its result.
 *
 * Not here: a hang-up stopping the call through `request.signal`. `workerd
 * serve` (1.20261117) never aborts a fetch handler's `request.signal` when
 * an HTTP/1.1 client disconnects, with or without `enable_request_signal`
 * (now the default): a probe worker's listener never ran, for a pending
 * JSON answer or a streaming one. test/mcp/cancel.test.ts drives the same
 * code path with a Request whose signal aborts. What workerd does on a
 * hang-up is stop running the request's work (its timers never fire again),
 * so the function stops but is not told. A client's
 * `notifications/cancelled` does stop the call here, and its signal fires
 * (the last case).
 */
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorkerd } from "../edge/workerd.js";
import { connectClient } from "./client.js";
import { startDocMcpWorker } from "./doc-mcp-worker.js";

const TOOLS = `"use tools";
import type { ToolCall } from "unplugin-toolcall/types";

/** Reports three steps and logs one line, then answers. */
export async function three_steps(call: ToolCall): Promise<string> {
  for (const done of [1, 2, 3]) {
    call.progress(done, 3);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  call.log.info("all done");
  return "done";
}

let lastStop = "none yet";

/**
 * Works in steps until its call is cancelled, noting why its signal fired.
 * (It must keep working: workerd ends a request that waits on nothing it
 * can see, and drops a request's timers once its answer is sent.)
 */
export async function wait_for_cancel(call: ToolCall): Promise<string> {
  call.signal.addEventListener("abort", () => {
    lastStop = \`stopped: \${String(call.signal.reason)}\`;
  });
  while (!call.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 20));
  return "not read";
}

/** What the last cancelled call noted. */
export function last_stop(): string {
  return lastStop;
}
`;

describe("a call's reports in workerd", () => {
  let running: RunningWorkerd | undefined;

  beforeAll(async () => {
    running = await startDocMcpWorker("mcp-call-life-worker", { "tools.ts": TOOLS });
  });
  afterAll(async () => {
    await running?.stop();
  });

  it("streams progress and logs to the official client before the result", async () => {
    const client = await connectClient(`${running!.url}/`);
    const events: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void events.push(n.params.data));
    const result = await client.callTool({ name: "three_steps", arguments: {} }, undefined, { onprogress: (p) => void events.push(p.progress) });
    events.push(result.structuredContent);
    expect(events).toEqual([1, 2, 3, "all done", { result: "done" }]);
    await client.close();
    expect(running!.stderr()).not.toMatch(/error/i);
  });

  it("stops a call the client cancels (notifications/cancelled, on a POST of its own) and answers it cancelled", async () => {
    // Raw JSON-RPC, so the call's own POST stays open: the SDK client would also drop that connection,
    // and workerd then stops running the request's work without aborting its signal (see above).
    const post = (body: unknown) =>
      fetch(`${running!.url}/`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) });
    const call = post({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "wait_for_cancel", arguments: {} } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await post({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 7, reason: "the user pressed stop" } })).status).toBe(202);
    const answer = (await (await call).json()) as { result: { isError: boolean; content: { text: string }[] } };
    expect(answer.result.isError).toBe(true);
    expect(answer.result.content[0]!.text).toMatch(/^Error \(cancelled\): The call of tool `wait_for_cancel` was cancelled while it ran/);
    const noted = (await (await post({ jsonrpc: "2.0", id: 8, method: "tools/call", params: { name: "last_stop", arguments: {} } })).json()) as { result: { structuredContent: { result: string } } };
    expect(noted.result.structuredContent.result).toBe("stopped: the user pressed stop");
  });
});
