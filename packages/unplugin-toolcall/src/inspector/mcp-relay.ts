/**
 * How the inspector reads a resource, gets a prompt and asks for completions:
 * as an MCP client would, through the `mcpHandler` of `virtual:tools` over
 * one message connection (`connect`), so the page shows exactly what MCP
 * answers, its checking errors included (docs/mcp.md). Only these methods:
 * the page lists the declarations from the project's model, and calls tools
 * through `dispatch` (try-call.ts).
 */
import type { McpHandler } from "@toolcall/runtime";
import type { VirtualTools } from "../devtools/ssr-tools.js";

export const RELAYED_METHODS: readonly string[] = ["resources/read", "prompts/get", "completion/complete"];

/** One handler per loaded module: the same until an edit invalidates it. */
const handlers = new WeakMap<VirtualTools, McpHandler>();

/** The JSON-RPC response (as JSON text) of `method` with `params`, or undefined for a method not relayed. */
export async function relayToMcp(tools: VirtualTools, method: string, params: unknown): Promise<string | undefined> {
  if (!RELAYED_METHODS.includes(method)) return undefined;
  let handler = handlers.get(tools);
  if (!handler) handlers.set(tools, (handler = tools.mcpHandler({ serverInfo: { name: "toolcall-inspector", version: "1" } })));
  let answer: string | undefined;
  const connection = handler.connect({ send: (text) => (answer = text) });
  await connection.receive(JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: params ?? {} }));
  connection.close();
  return answer;
}
