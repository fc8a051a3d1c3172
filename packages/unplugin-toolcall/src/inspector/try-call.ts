/**
 * The try-it call: the JSON text the user typed, to the real `dispatch` of
 * `virtual:tools` in the SSR environment. Asked with
 * `Accept: application/x-ndjson` (the page does), the answer streams one
 * JSON line per progress report or log entry the tool makes
 * (`{"progress": …}`, `{"log": …}`, as `ToolCall` gives them,
 * docs/declaring-tools.md), then the result line; otherwise (curl) the
 * result alone. With `mcp: true` (a tool's page calling back, app-preview.ts;
 * and the try-it call of a tool with a page, whose page gets what an MCP
 * host would), the result line is `{"mcp": CallToolResult}`, made by the
 * module's `mcpToolResult` over the same `dispatch`. The call can be cancelled by its id (`cancel`, the page's
 * Cancel button) or by closing the connection: either aborts the signal
 * `dispatch` gets, which answers `cancelled` at once and fires the tool's own.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ToolModel } from "@toolcall/core";
import type { DispatchOptions, ToolLogEntry, ToolResult } from "@toolcall/runtime";
import { readJsonPost, sendJson } from "../devtools/dev-server.js";
import type { VirtualTools } from "../devtools/ssr-tools.js";
import { outputIssues } from "./output-check.js";

export const STREAM_TYPE = "application/x-ndjson";

/** The try-it calls running, by the id the page gave each, so a second request can cancel one. */
const running = new Map<string, AbortController>();

/** Aborts the running call with this id; false when none runs. */
export function cancelCall(id: unknown): boolean {
  const controller = typeof id === "string" ? running.get(id) : undefined;
  controller?.abort("cancelled in the inspector");
  return controller !== undefined;
}

export async function tryCall(req: IncomingMessage, res: ServerResponse, load: () => Promise<VirtualTools>, toolNamed: (name: string) => ToolModel | undefined): Promise<void> {
  const request = await readJsonPost(req, res);
  if (!request) return;
  if (typeof request.args === "string" && request.args.trim() === "") {
    // dispatch reads "" as `{}` (OpenAI sends it for a tool without parameters); a developer who cleared the box means nothing yet.
    return sendJson(res, 200, { error: "the arguments are empty: type a JSON object (`{}` for none)" });
  }
  // Known by its id from here on, so a Cancel that comes while virtual:tools is still loading is not lost.
  const controller = new AbortController();
  const callId = typeof request.callId === "string" && !running.has(request.callId) ? request.callId : `inspector-${randomUUID()}`;
  running.set(callId, controller);
  // The page left (a reload, a closed tab): nobody waits for the result, so the tool is told to stop.
  const closed = () => res.writableFinished || controller.abort("the inspector page closed the call's connection");
  res.on("close", closed);
  if (res.destroyed) closed();
  try {
    let tools: VirtualTools;
    try {
      tools = await load();
    } catch (error) {
      // A build error: the diagnostics section says which.
      return sendJson(res, 200, { error: `virtual:tools did not load: ${(error as Error).message}` });
    }
    const stream = (req.headers.accept ?? "").includes(STREAM_TYPE);
    const options: DispatchOptions = { signal: controller.signal, callId };
    if (stream) {
      res.writeHead(200, { "Content-Type": STREAM_TYPE, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
      // The page reads the head before the first report arrives.
      res.flushHeaders();
      const line = (value: unknown) => res.write(`${jsonText(value)}\n`);
      options.onProgress = (progress) => line({ progress });
      options.onLog = (log) => line({ log: printable(log) });
    }
    const name = String(request.name);
    const args = typeof request.args === "string" ? request.args : JSON.stringify(request.args ?? {});
    if (request.mcp === true) {
      // dispatch takes the JSON text as it takes a model's, so MCP's result is made from the arguments as typed.
      const mcp = await tools.mcpToolResult({ name, arguments: args }, undefined, options);
      if (!stream) res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      return void res.end(`${jsonText({ mcp })}${stream ? "\n" : ""}`);
    }
    // The text as typed: dispatch parses it losslessly, as it would a model's. An aborted signal refuses the call before the tool runs.
    const result = (await tools.dispatch(name, args, undefined, options)) as ToolResult;
    // dispatch checks what the model sends, not what the tool returns: the inspector checks that against outputSchema.
    const tool = toolNamed(name);
    const checked = result.ok && tool?.outputSchema ? outputIssues(tool.outputSchema, result.value) : [];
    if (!stream) res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(`${jsonText({ result, outputIssues: checked })}${stream ? "\n" : ""}`);
  } finally {
    running.delete(callId);
    res.off("close", closed);
  }
}

/** JSON with a bigint as its digits. */
function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
}

/** A log entry whose data JSON cannot hold (a cycle) keeps its level and message, with the data said so. */
function printable(entry: ToolLogEntry): ToolLogEntry {
  try {
    jsonText(entry.data);
    return entry;
  } catch (error) {
    return { ...entry, data: `(not JSON: ${(error as Error).message})` };
  }
}
