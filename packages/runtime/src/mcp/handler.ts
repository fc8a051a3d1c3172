/**
 * `mcpHandler(options?)` of `virtual:tools`: the project's tools over MCP's
 * Streamable HTTP transport as a fetch handler, `(request) => Promise<Response>`,
 * for Workers, Deno, Bun, Node (through any Request/Response adapter) and
 * framework routes. Each POST carries one JSON-RPC message (a batch, in
 * 2025-03-26) and is answered with JSON, or with an event stream when the
 * client accepts nothing else, or once a call sends the client something
 * before its result: progress and log notifications in any mode, a request
 * with sessions (answer-stream.ts). Stateless by default: any instance answers
 * any request, nothing is stored. `sessions` turns on session mode (see
 * sessions.ts). Never throws: a failure inside is a 500 with a JSON-RPC error.
 */

import type { FetchRequest, FetchResponse } from "./fetch-types.js";
import { errorMessage, type Dispatch } from "../dispatch.js";
import { parseJsonLossless } from "../json-lossless.js";
import type { ViewTable } from "../views/table.js";
import { dropUnreadBody, readBody } from "./body.js";
import type { DeclaredTable } from "./declared.js";
import { openConnection, type McpConnection, type McpConnectionOptions, type OpenConnection } from "./connection.js";
import { negotiatedVersion, reply, type MethodContext, type ServerInfo } from "./methods.js";
import { metadataDocument, metadataRequestFor, withChallenge, type ProtectedResourceMetadata } from "./oauth.js";
import { corsHeaders, originVerdict, type AllowedOrigins } from "./origin.js";
import {
  allowsBatches,
  ASSUMED_PROTOCOL_VERSION,
  classify,
  INTERNAL_ERROR,
  INVALID_REQUEST,
  isSupportedVersion,
  MCP_PROTOCOL_VERSIONS,
  PARSE_ERROR,
  rpcError,
  type JsonRpcResponse,
} from "./protocol.js";
import { emptyResponse, httpError, jsonResponse, sseResponse, streamResponse, type HeaderMap } from "./responses.js";
import { createInFlight } from "./in-flight.js";
import { answerStream } from "./answer-stream.js";
import { createClientRequests } from "./client-requests.js";
import { createMcpSessions, type McpSessionRecord, type McpSessions } from "./sessions.js";
import type { ToolLogLevel } from "../tool-call.js";
import { DEFAULT_LOG_LEVEL, fixedLogLevel, isLogLevel, ownLogLevel, type LogLevelSetting } from "./logging.js";
import { sessionStream } from "./session-stream.js";
import { notifyConnections, notifyListChanged, notifyResourceUpdated } from "./notifications.js";
import type { McpVisible } from "./visibility.js";

export interface McpHandlerOptions {
  /**
   * Runs before a request is read. Return a `Response` to refuse it (a 401
   * without `WWW-Authenticate` gets one); anything else is the `ctx` the
   * tools receive as their `ToolContext`.
   */
  authorize?: (request: FetchRequest) => unknown;
  /**
   * Which tools this caller sees, given `authorize`'s result: `true` shows
   * one. A hidden tool is not listed, and a call to it is refused as an
   * unknown name's (its suggestions drawn from the visible tools only).
   * Default: every tool.
   */
  visible?: McpVisible;
  /** Web origins that may call it besides a trusted host's own (default: none); see `allowedHosts`. */
  allowedOrigins?: AllowedOrigins;
  /**
   * The `Host` names the endpoint answers (`"mcp.example.com"`, `"localhost:3000"`,
   * `".example.com"` with its subdomains); any other is 403. Default: a
   * loopback host is trusted; another is answered only for requests without
   * `Origin`, since a page on that host may be a DNS rebinding attack.
   */
  allowedHosts?: readonly string[];
  /** Largest request body, in bytes; a larger one is answered 413. Default 1,000,000 (1 MB). */
  maxBodyBytes?: number;
  /**
   * Session mode: `true` keeps sessions in this process's memory; pass a
   * store to share them (`createMcpSessions()` between handlers of one
   * process, `redisMcpSessions` of `unplugin-toolcall/redis` between
   * processes). Default: stateless.
   */
  sessions?: boolean | McpSessions;
  /** Tools per `tools/list` page (`nextCursor` leads to the next). Default 1,000. */
  pageSize?: number;
  /** The `serverInfo` of `initialize`. Default `{ name: "toolcall", version: "1.0.0" }`. */
  serverInfo?: ServerInfo;
  /** The `instructions` of `initialize`: how to use the tools, for the model. */
  instructions?: string;
  /** OAuth Protected Resource Metadata (RFC 9728), served at `/.well-known/oauth-protected-resource/<path>` and named in 401s. */
  protectedResource?: ProtectedResourceMetadata;
  /**
   * The least severe log level sent as `notifications/message` until a
   * client sets its own with `logging/setLevel` (a session keeps it in the
   * store; stateless, this level always applies). Default `"info"`.
   */
  logLevel?: ToolLogLevel;
}

export type McpHandler = ((request: FetchRequest) => Promise<FetchResponse>) & {
  /** Tells every open session stream that the tools changed (session mode; otherwise nothing to tell). */
  toolsChanged(): void;
  /**
   * Tells the clients subscribed to `uri` (`resources/subscribe`) that the
   * resource changed: `notifications/resources/updated` on the event
   * streams of the sessions subscribed, wherever the store delivers, and on
   * each open `connect` connection (stdio) subscribed. Stateless HTTP
   * clients cannot subscribe: nobody there to tell.
   */
  resourceUpdated(uri: string): Promise<void>;
  /**
   * The same tools over a message stream instead of HTTP (stdio: see
   * `serveStdio` of `unplugin-toolcall/stdio`): one connection, one client.
   * `authorize` is not run (there is no request); `options.ctx` is the ctx.
   */
  connect(options: McpConnectionOptions): McpConnection;
};

const DEFAULT_MAX_BODY = 1_000_000;
const DEFAULT_PAGE_SIZE = 1000;

export function mcpHandler(views: ViewTable, dispatch: Dispatch, declared: DeclaredTable, options: McpHandlerOptions = {}): McpHandler {
  const sessions = options.sessions === true ? createMcpSessions() : options.sessions || undefined;
  // The connections `connect` opened and not yet closed: each keeps its own subscriptions (connection.ts).
  const connections = new Set<OpenConnection>();
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const logLevel = isLogLevel(options.logLevel) ? options.logLevel : DEFAULT_LOG_LEVEL;
  const base: Omit<MethodContext, "ctx" | "scope" | "signal" | "toClient" | "client" | "sendOnRequestStream" | "logLevel"> = {
    views,
    dispatch,
    declared,
    serverInfo: options.serverInfo ?? { name: "toolcall", version: "1.0.0" },
    instructions: options.instructions,
    pageSize: Math.max(1, options.pageSize ?? DEFAULT_PAGE_SIZE),
    listChanged: sessions !== undefined,
    sessions,
    visible: options.visible,
    inFlight: createInFlight(),
    clientRequests: createClientRequests(),
  };

  async function handle(request: FetchRequest): Promise<FetchResponse> {
    const url = new URL(request.url);
    const origin = request.headers.get("origin");
    const verdict = originVerdict(origin, request, url, options);
    if (typeof verdict === "object") return httpError(403, INVALID_REQUEST, verdict.refused);
    const cors: HeaderMap = verdict === "cross" ? corsHeaders(origin!, request.method === "OPTIONS") : {};
    if (request.method === "OPTIONS") return emptyResponse(204, { Allow: allowed(), ...cors });

    if (options.protectedResource && request.method === "GET") {
      const resource = metadataRequestFor(url);
      if (resource !== undefined) return jsonResponse(200, metadataDocument(options.protectedResource, resource), cors);
    }

    let ctx: unknown;
    if (options.authorize) {
      const verdict = await options.authorize(request);
      if (verdict instanceof Response) return withHeaders(withChallenge(verdict, url, options.protectedResource), cors);
      ctx = verdict;
    }
    if (request.method === "POST") {
      // A session's requests are its own; without sessions, those sent with the same credentials (in-flight.ts).
      const session = sessions ? request.headers.get("mcp-session-id") : null;
      const scope = session !== null ? `session:${session}` : `auth:${request.headers.get("authorization") ?? ""}`;
      const toClient = { unavailable: sessions ? "this POST accepts no event stream to carry it" : "stateless HTTP has no stream to the client; serve with `sessions` (docs/mcp.md)" };
      // Stateless, nothing keeps a level a client sets: the handler's applies (logging.ts). A session's is read below.
      const context: MethodContext = { ...base, ctx, scope, session: session ?? undefined, signal: (request as { signal?: MethodContext["signal"] }).signal, toClient, client: {}, sendOnRequestStream: undefined, logLevel: fixedLogLevel(logLevel) };
      return post(request, context, cors);
    }
    if (request.method === "GET") return get(request, cors);
    if (request.method === "DELETE") return remove(request, cors);
    return emptyResponse(405, { Allow: allowed(), ...cors });
  }

  function allowed(): string {
    return sessions ? "GET, POST, DELETE, OPTIONS" : "POST, OPTIONS";
  }

  async function post(request: FetchRequest, given: MethodContext, cors: HeaderMap): Promise<FetchResponse> {
    let context = given;

    const type = request.headers.get("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) return httpError(415, INVALID_REQUEST, "Unsupported Media Type: POST a JSON-RPC message as Content-Type: application/json", cors);
    const accept = request.headers.get("accept") ?? "*/*";
    const json = /application\/json|application\/\*|\*\/\*/i.test(accept);
    if (!json && !/text\/event-stream/i.test(accept)) return httpError(406, INVALID_REQUEST, "Not Acceptable: accept application/json or text/event-stream", cors);
    const headerVersion = request.headers.get("mcp-protocol-version");
    if (headerVersion !== null && !isSupportedVersion(headerVersion)) {
      return httpError(400, INVALID_REQUEST, `Bad Request: unsupported MCP-Protocol-Version ${headerVersion.slice(0, 40)}; supported: ${MCP_PROTOCOL_VERSIONS.join(", ")}`, cors);
    }

    const text = await readBody(request, maxBody);
    if (text === undefined) return httpError(413, INVALID_REQUEST, `Payload Too Large: the body is over ${maxBody} bytes`, cors);
    const parsed = parseJsonLossless(text);
    if (!parsed.ok) return httpError(400, PARSE_ERROR, `Parse error: ${parsed.error.message}`, cors);
    const batch = Array.isArray(parsed.value);
    const messages = (batch ? parsed.value : [parsed.value]) as unknown[];
    if (messages.length === 0) return httpError(400, INVALID_REQUEST, "Invalid Request: an empty batch", cors);
    const incoming = messages.map(classify);
    const [single] = incoming;
    if (!batch && single?.kind === "invalid") return jsonResponse(400, rpcError(single.id, INVALID_REQUEST, single.message), cors);

    const initialize = incoming.find((m) => m.kind === "request" && m.request.method === "initialize");
    if (initialize && messages.length > 1) return httpError(400, INVALID_REQUEST, "Invalid Request: initialize must be sent alone, not in a batch", cors);
    const headers: HeaderMap = { ...cors };
    let version = headerVersion ?? undefined;
    if (sessions) {
      if (initialize?.kind === "request") {
        const id = await sessions.open(negotiatedVersion(initialize.request.params.protocolVersion));
        headers["Mcp-Session-Id"] = id;
        // What the client declares in initialize belongs to the session it opens.
        context = { ...context, scope: `session:${id}`, session: id, logLevel: sessionLogLevel(id, logLevel) };
      } else {
        const known = await sessionRecord(request, cors);
        if (known instanceof Response) return known;
        version ??= known.version;
        context = {
          ...context,
          client: { capabilities: known.clientCapabilities },
          logLevel: sessionLogLevel(request.headers.get("mcp-session-id")!, isLogLevel(known.logLevel) ? known.logLevel : logLevel),
        };
      }
    }
    version ??= ASSUMED_PROTOCOL_VERSION;
    if (batch && !allowsBatches(version)) {
      return httpError(400, INVALID_REQUEST, `Invalid Request: MCP ${version} has no JSON-RPC batches; send one message per POST`, cors);
    }

    const unstreamed = (answers: JsonRpcResponse[]): FetchResponse => {
      // Only notifications and responses: accepted, nothing to say.
      if (answers.length === 0) return emptyResponse(202, headers);
      if (!json) return sseResponse(answers, headers);
      return jsonResponse(200, batch ? answers : answers[0], headers);
    };
    // A call that asks the client (client-requests.ts) or reports progress or logs turns its answer into an event stream, where the client takes one.
    if (/text\/event-stream/i.test(accept) && incoming.some((m) => m.kind === "request" && m.request.method === "tools/call")) {
      return answerStream(incoming, context, headers, unstreamed, sessions !== undefined);
    }
    return unstreamed((await Promise.all(incoming.map((m) => reply(m, context)))).filter((r): r is JsonRpcResponse => r !== undefined));
  }

  /** The version a request's session negotiated, or the error answer when it names none this server has. */
  async function sessionVersion(request: FetchRequest, cors: HeaderMap): Promise<string | FetchResponse> {
    const known = await sessionRecord(request, cors);
    return known instanceof Response ? known : known.version;
  }

  /** What the store keeps of a request's session, or the error answer when it names none this server has. */
  async function sessionRecord(request: FetchRequest, cors: HeaderMap): Promise<McpSessionRecord | FetchResponse> {
    const id = request.headers.get("mcp-session-id");
    if (id === null) return httpError(400, INVALID_REQUEST, "Bad Request: the Mcp-Session-Id header is required; send initialize first", cors);
    // 404 tells the client to start a new session (after a restart, say).
    return (await sessions!.get(id)) ?? httpError(404, INVALID_REQUEST, "Session not found; send initialize again", cors);
  }

  /** A session's log level as its request found it; `logging/setLevel` keeps a new one in the store. */
  function sessionLogLevel(id: string, current: ToolLogLevel): LogLevelSetting {
    let level = current;
    return {
      get: () => level,
      set: (next) => {
        level = next;
        return sessions!.set(id, { logLevel: next });
      },
    };
  }

  async function get(request: FetchRequest, cors: HeaderMap): Promise<FetchResponse> {
    // Stateless: no stream to offer (the transport spec's answer is 405).
    if (!sessions) return emptyResponse(405, { Allow: allowed(), ...cors });
    if (!/text\/event-stream/i.test(request.headers.get("accept") ?? "")) return httpError(406, INVALID_REQUEST, "Not Acceptable: GET opens a text/event-stream", cors);
    const known = await sessionVersion(request, cors);
    if (known instanceof Response) return known;
    return streamResponse(await sessionStream(sessions, request.headers.get("mcp-session-id")!), cors);
  }

  async function remove(request: FetchRequest, cors: HeaderMap): Promise<FetchResponse> {
    if (!sessions) return emptyResponse(405, { Allow: allowed(), ...cors });
    const known = await sessionVersion(request, cors);
    if (known instanceof Response) return known;
    await sessions.close(request.headers.get("mcp-session-id")!);
    return emptyResponse(200, cors);
  }

  const handler = async (request: FetchRequest): Promise<FetchResponse> => {
    let response: FetchResponse;
    try {
      response = await handle(request);
    } catch (error) {
      response = httpError(500, INTERNAL_ERROR, `Internal error: ${errorMessage(error)}`);
    }
    await dropUnreadBody(request, maxBody);
    return response;
  };
  return Object.assign(handler, {
    // A store that fails (a shared one that is down) costs the streams a notice, never the caller an exception.
    toolsChanged: () => void (sessions && notifyListChanged(sessions, "tools").catch(() => {})),
    resourceUpdated: (uri: string) => {
      notifyConnections(connections, uri);
      return sessions ? notifyResourceUpdated(sessions, uri) : Promise.resolve();
    },
    connect: (o: McpConnectionOptions) => openConnection({ ...base, logLevel: ownLogLevel(logLevel) }, o, connections),
  });
}

/** `response` with `extra` headers added (a new Response: a fetched one's headers are immutable). */
function withHeaders(response: FetchResponse, extra: HeaderMap): FetchResponse {
  if (Object.keys(extra).length === 0) return response;
  const headers = new Headers(response.headers);
  for (const [key, value] of Object.entries(extra)) headers.set(key, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
