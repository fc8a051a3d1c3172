/**
 * The MCP methods the handler answers: `initialize`, `ping`,
 * `logging/setLevel` (logging.ts), and the methods of each declaration kind
 * the server has (kinds.ts: tools, resources, prompts, completion). Anything
 * else is JSON-RPC "Method not found".
 */
import { errorMessage, type Dispatch } from "../dispatch.js";
import type { ViewTable } from "../views/table.js";
import { INTERNAL_ERROR, INVALID_REQUEST, isSupportedVersion, MCP_PROTOCOL_VERSIONS, METHOD_NOT_FOUND, rpcError, type Incoming, type JsonRpcRequest, type JsonRpcResponse } from "./protocol.js";
import type { DeclaredTable } from "./declared.js";
import { capabilities, methodNames, methodOf } from "./kinds.js";
import { McpMethodError } from "./tools.js";
import type { McpVisible } from "./visibility.js";
import type { InFlight } from "./in-flight.js";
import { declaredCapabilities, type ClientChannel, type ClientRequests, type ClientWriter } from "./client-requests.js";
import type { McpSessions } from "./sessions.js";
import type { CallSignal, DispatchOptions } from "../tool-call.js";
import { LosslessNumber } from "../json-lossless.js";
import { callNotifications } from "./call-notifications.js";
import { setLogLevel, type LogLevelSetting } from "./logging.js";

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
  /** The session store, in session mode over HTTP (sessions.ts). */
  sessions: McpSessions | undefined;
  /** This request's session id, in session mode (checked to exist before any method runs). */
  session?: string;
  /** The URIs a connection's client subscribed to: a connection keeps its own, as its session (connection.ts). */
  subscriptions?: Set<string>;
  /** What `authorize` returned: the tools' `ToolContext`. */
  ctx: unknown;
  /** The `visible` option: what this `ctx` may see and call (visibility.ts). */
  visible: McpVisible | undefined;
  /** The calls running here, for `notifications/cancelled`. */
  inFlight: InFlight;
  /** Whose ids these are: the session, or the credentials (in-flight.ts). */
  scope: string;
  /** The request's own signal: aborted when its connection closes, where the platform says so (Workers, the Node adapter). */
  signal: CallSignal | undefined;
  /** The requests tools send to the client, pending until it answers (client-requests.ts). */
  clientRequests: ClientRequests;
  /** Where this message's calls may send requests to the client, or why they cannot. */
  toClient: ClientChannel;
  /** What this client declared in `initialize`, as its session or connection keeps it (`initialize` fills it in). */
  client: { capabilities?: Record<string, unknown> };
  /**
   * Sends a notification on the stream of the request being answered (its
   * POST's event stream, answer-stream.ts; the stdio connection): where a
   * call's progress and log entries go (call-notifications.ts). Undefined
   * where there is none (a client that takes JSON only).
   */
  sendOnRequestStream: ClientWriter | undefined;
  /** This client's log level: its session's, its connection's, or the handler's fixed one (logging.ts). */
  logLevel: LogLevelSetting;
}

/** The version `initialize` answers: the client's when supported, else the newest. */
export function negotiatedVersion(requested: unknown): string {
  return typeof requested === "string" && isSupportedVersion(requested) ? requested : MCP_PROTOCOL_VERSIONS[0];
}

/** One incoming message's answer, whatever carried it (an HTTP POST, a line of stdio); notifications and client responses have none. */
export async function reply(message: Incoming, context: MethodContext): Promise<JsonRpcResponse | undefined> {
  if (message.kind === "invalid") return rpcError(message.id, INVALID_REQUEST, message.message);
  if (message.kind === "notification" && message.method === "notifications/cancelled") {
    const params = message.params as { requestId?: unknown; reason?: unknown } | null | undefined;
    if (params !== null && typeof params === "object") context.inFlight.cancel(context.scope, params.requestId, params.reason);
    return undefined;
  }
  if (message.kind === "response") {
    context.clientRequests.settle(context.scope, message.message);
    return undefined;
  }
  if (message.kind !== "request") return undefined;
  return answer(message.request, context);
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
      const declared = declaredCapabilities(params.capabilities);
      context.client.capabilities = declared;
      // The session keeps them, so a handler in another process that shares its store can send this client requests.
      if (context.session !== undefined) await context.sessions?.set(context.session, { clientCapabilities: declared });
      const answer: Record<string, unknown> = {
        protocolVersion: negotiatedVersion(params.protocolVersion),
        // Logging is always there: any tool may log through its ToolCall.
        capabilities: { ...capabilities(context), logging: {} },
        serverInfo: context.serverInfo,
      };
      if (context.instructions !== undefined) answer.instructions = context.instructions;
      return answer;
    }
    case "ping":
      return {};
    case "logging/setLevel":
      return setLogLevel(params, context.logLevel);
    default: {
      const method = methodOf(request.method, context);
      if (method) return method(params, context, request.id);
      throw new McpMethodError(METHOD_NOT_FOUND, `Method not found: ${request.method.slice(0, 100)} (this server has initialize, ping, logging/setLevel, ${methodNames(context).join(", ")})`);
    }
  }
}

/**
 * Runs a call that the client may cancel (`notifications/cancelled`) or
 * abandon (its connection closes): either aborts the signal `dispatch` gets,
 * which answers at once and tells the function. The request id is the
 * call's id; its progress and log entries go on the request's stream
 * (call-notifications.ts).
 */
export async function running<T>(context: MethodContext, id: JsonRpcRequest["id"], params: Record<string, unknown>, run: (options: DispatchOptions) => Promise<T>): Promise<T> {
  const controller = context.inFlight.begin(context.scope, id);
  const connection = context.signal;
  const closed = () => controller.abort(connection?.reason ?? "the connection closed");
  if (connection?.aborted) closed();
  else connection?.addEventListener("abort", closed);
  try {
    const clientRequest = context.clientRequests.sink(context.scope, context.toClient, context.client.capabilities);
    return await run({ signal: controller.signal, callId: id instanceof LosslessNumber ? id.text : String(id), clientRequest, ...callNotifications(context, params) });
  } finally {
    connection?.removeEventListener("abort", closed);
    context.inFlight.end(context.scope, id, controller);
  }
}
