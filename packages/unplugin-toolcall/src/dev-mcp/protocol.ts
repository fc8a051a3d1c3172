/**
 * The MCP methods the dev endpoint answers (a server with the `tools`
 * capability only), over JSON-RPC 2.0: `initialize`, `ping`, `tools/list`,
 * `tools/call`. Tools come from `virtual:tools` as the SSR environment loads
 * it, so the endpoint serves exactly what `registerMcpTools` would.
 */
import type { VirtualTools } from "../devtools/ssr-tools.js";

export const SUPPORTED_PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"];

export interface JsonRpcMessage {
  jsonrpc: "2.0";
  id?: string | number | null;
  method?: string;
  params?: Record<string, unknown>;
}

export type JsonRpcResponse =
  | { jsonrpc: "2.0"; id: string | number | null; result: unknown }
  | { jsonrpc: "2.0"; id: string | number | null; error: { code: number; message: string } };

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ProtocolContext {
  serverVersion: string;
  tools(): Promise<VirtualTools>;
}

/** The response to one request (a notification gets none). */
export async function answer(message: JsonRpcMessage, context: ProtocolContext): Promise<JsonRpcResponse | undefined> {
  if (message.id === undefined) return undefined;
  const id = message.id;
  try {
    return { jsonrpc: "2.0", id, result: await result(message, context) };
  } catch (error) {
    const code = error instanceof RpcError ? error.code : INTERNAL_ERROR;
    return { jsonrpc: "2.0", id, error: { code, message: (error as Error).message } };
  }
}

async function result(message: JsonRpcMessage, context: ProtocolContext): Promise<unknown> {
  const params = message.params ?? {};
  switch (message.method) {
    case "initialize": {
      const requested = params.protocolVersion;
      const version = typeof requested === "string" && SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : SUPPORTED_PROTOCOL_VERSIONS[0];
      return {
        protocolVersion: version,
        capabilities: { tools: { listChanged: true } },
        serverInfo: { name: "toolcall-dev", version: context.serverVersion },
        instructions: "The tools of the project this Vite dev server runs, as the developer edits them.",
      };
    }
    case "ping":
      return {};
    case "tools/list":
      return { tools: (await context.tools()).mcpTools() };
    case "tools/call": {
      const tools = await context.tools();
      const name = params.name;
      const names = tools.mcpTools().map((tool) => tool.name);
      if (typeof name !== "string" || !names.includes(name)) {
        throw new RpcError(INVALID_PARAMS, `Unknown tool: ${String(name)}. Available tools: ${names.join(", ")}`);
      }
      return tools.mcpToolResult({ name, arguments: params.arguments });
    }
    default:
      throw new RpcError(METHOD_NOT_FOUND, `Method not found: ${String(message.method)}`);
  }
}
