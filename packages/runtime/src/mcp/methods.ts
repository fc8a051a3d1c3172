/**
 * The MCP methods the handler answers: `initialize`, `ping`, and the methods
 * of each declaration kind the server has (kinds.ts: tools, resources,
 * prompts, completion). Anything else is JSON-RPC "Method not found".
 */
import { errorMessage, type Dispatch } from "../dispatch.js";
import type { ViewTable } from "../views/table.js";
import { INTERNAL_ERROR, isSupportedVersion, MCP_PROTOCOL_VERSIONS, METHOD_NOT_FOUND, rpcError, type JsonRpcRequest, type JsonRpcResponse } from "./protocol.js";
import type { DeclaredTable } from "./declared.js";
import { capabilities, methodNames, methodOf } from "./kinds.js";
import { McpMethodError } from "./tools.js";

export interface ServerInfo {
  name: string;
  version: string;
  title?: string;
}

export interface MethodContext {
  views: ViewTable;
  dispatch: Dispatch;
  /** The resources and prompts, with their own dispatch. */
  declared: DeclaredTable;
  serverInfo: ServerInfo;
  instructions: string | undefined;
  pageSize: number;
  /** Whether the server can tell a client that a list changed (session mode, which has event streams). */
  listChanged: boolean;
  /** What `authorize` returned: the tools' `ToolContext`. */
  ctx: unknown;
}

/** The version `initialize` answers: the client's when supported, else the newest. */
export function negotiatedVersion(requested: unknown): string {
  return typeof requested === "string" && isSupportedVersion(requested) ? requested : MCP_PROTOCOL_VERSIONS[0];
}

export async function answer(request: JsonRpcRequest, context: MethodContext): Promise<JsonRpcResponse> {
  try {
    return { jsonrpc: "2.0", id: request.id, result: await result(request, context) };
  } catch (error) {
    if (error instanceof McpMethodError) return rpcError(request.id, error.code, error.message);
    return rpcError(request.id, INTERNAL_ERROR, `Internal error: ${errorMessage(error)}`);
  }
}

async function result(request: JsonRpcRequest, context: MethodContext): Promise<unknown> {
  const params = request.params;
  switch (request.method) {
    case "initialize": {
      const answer: Record<string, unknown> = {
        protocolVersion: negotiatedVersion(params.protocolVersion),
        capabilities: capabilities(context),
        serverInfo: context.serverInfo,
      };
      if (context.instructions !== undefined) answer.instructions = context.instructions;
      return answer;
    }
    case "ping":
      return {};
    default: {
      const method = methodOf(request.method, context);
      if (method) return method(params, context);
      throw new McpMethodError(METHOD_NOT_FOUND, `Method not found: ${request.method.slice(0, 100)} (this server has initialize, ping, ${methodNames(context).join(", ")})`);
    }
  }
}
