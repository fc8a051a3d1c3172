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
 * code path with a Request whose signal aborts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorker } from "../edge/build-worker.js";
import { startWorkerd, type RunningWorkerd } from "../edge/workerd.js";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { tempDir } from "../helpers/temp-dir.js";
import { connectClient } from "./client.js";

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
`;

describe("a call's reports in workerd", () => {
  let running: RunningWorkerd | undefined;

  beforeAll(async () => {
    const dir = tempDir("mcp-call-life-worker");
    mkdirSync(path.join(dir, "src"));
    writeFileSync(path.join(dir, "src/tools.ts"), TOOLS);
    writeFileSync(path.join(dir, "src/worker.ts"), docExample("docs/mcp.md", "mcp-worker.ts"));
    const outDir = path.join(dir, "dist");
    await buildWorker({ root: dir, entry: path.join(dir, "src/worker.ts"), outDir, include: ["src/**/*.ts"] });
    running = await startWorkerd({ dir: outDir, workerModule: "worker.js" });
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
});
