/**
 * MCP over a message stream: a transport that carries whole JSON-RPC texts
 * both ways, in order, for one client (stdio's lines; a WebSocket would do).
 * It answers with the handler's own method table (`answer` in methods.ts),
 * so a tool is listed and called over it exactly as over HTTP; what HTTP
 * adds (status codes, headers, origins, sessions) has no place here. The
 * connection is the session: `initialize` negotiates its version, which
 * decides whether it takes batches, `logging/setLevel` sets its log level,
 * `notifications/cancelled` names its own requests' ids, and
 * `resources/subscribe` adds to its own subscriptions, which the handler's
 * `resourceUpdated` reads while it is open (docs/mcp.md, "Sessions and
 * subscriptions").
 */
import { parseJsonLossless } from "../json-lossless.js";
import { toJsonText } from "../json-text.js";
import { negotiatedVersion, reply, type MethodContext } from "./methods.js";
import { allowsBatches, ASSUMED_PROTOCOL_VERSION, classify, INVALID_REQUEST, PARSE_ERROR, rpcError, type JsonRpcResponse } from "./protocol.js";

export interface McpConnectionOptions {
  /** Writes one message (JSON text, no newline in it) to the client. */
  send: (text: string) => void;
  /** The tools' `ToolContext` for every call on this connection (no `authorize`: there is no request to read). */
  ctx?: unknown;
}

export interface McpConnection {
  /** One JSON-RPC text from the client; its answer, if any, is sent before the promise resolves. Never rejects. */
  receive(text: string): Promise<void>;
  /** The client is gone: nothing more is sent, and its running calls are cancelled. */
  close(): void;
}

/** One open connection as `resourceUpdated` sees it: what its client subscribed to, and its way to the client. */
export interface OpenConnection {
  subscriptions: ReadonlySet<string>;
  send(text: string): void;
}

/** Tells connections apart in the handler's table of running calls, where a request is known by scope and id. */
let connections = 0;

/** Opens a connection, one of the handler's `openConnections` until it is closed. */
export function openConnection(
  base: Omit<MethodContext, "ctx" | "scope" | "signal" | "toClient" | "client" | "sendOnRequestStream">,
  options: McpConnectionOptions,
  openConnections: Set<OpenConnection>,
): McpConnection {
  // Aborted by `close`: the client is gone, so the calls it made stop (as a closed HTTP connection stops its call).
  const gone = new AbortController();
  let open = true;
  // A tool's requests to the client (sampling, elicitation), its progress and its log entries go out on the same stream as the answers.
  const toClient = (message: unknown) => {
    if (open) options.send(toJsonText(message));
    return open;
  };
  // The HTTP sessions' store is not this connection's: it has no list changes to offer, and keeps its subscriptions itself, in memory, until it closes (docs/mcp.md).
  const subscriptions = new Set<string>();
  const self: OpenConnection = {
    subscriptions,
    send: (text) => {
      if (open) options.send(text);
    },
  };
  openConnections.add(self);
  const context: MethodContext = { ...base, listChanged: false, sessions: undefined, subscriptions, ctx: options.ctx, scope: `connection:${++connections}`, signal: gone.signal, toClient, client: {}, sendOnRequestStream: toClient };
  let version = ASSUMED_PROTOCOL_VERSION;
  // Requests being answered, and those of them the client cancelled, by their id's JSON text.
  const running = new Set<string>();
  const cancelled = new Set<string>();
  const send = (message: JsonRpcResponse | JsonRpcResponse[]) => {
    if (open) options.send(toJsonText(message));
  };

  async function receive(text: string): Promise<void> {
    const parsed = parseJsonLossless(text);
    if (!parsed.ok) return send(rpcError(null, PARSE_ERROR, `Parse error: ${parsed.error.message}`));
    const batch = Array.isArray(parsed.value);
    const messages = (batch ? parsed.value : [parsed.value]) as unknown[];
    if (batch && (messages.length === 0 || !allowsBatches(version))) {
      return send(rpcError(null, INVALID_REQUEST, messages.length === 0 ? "Invalid Request: an empty batch" : `Invalid Request: MCP ${version} has no JSON-RPC batches; send one message per line`));
    }
    const incoming = messages.map(classify);
    const initialize = incoming.find((m) => m.kind === "request" && m.request.method === "initialize");
    if (initialize?.kind === "request") {
      if (batch) return send(rpcError(null, INVALID_REQUEST, "Invalid Request: initialize must be sent alone, not in a batch"));
      version = negotiatedVersion(initialize.request.params.protocolVersion);
    }
    const ids = incoming.flatMap((m) => (m.kind === "request" ? [toJsonText(m.request.id)] : []));
    for (const id of ids) running.add(id);
    for (const m of incoming) {
      if (m.kind !== "notification" || m.method !== "notifications/cancelled") continue;
      const id = toJsonText((m.params as { requestId?: unknown } | null | undefined)?.requestId ?? null);
      if (running.has(id)) cancelled.add(id);
    }
    let answers: JsonRpcResponse[];
    try {
      answers = (await Promise.all(incoming.map((m) => reply(m, context)))).filter((r): r is JsonRpcResponse => r !== undefined);
    } finally {
      for (const id of ids) running.delete(id);
    }
    // MCP: a cancelled request is not answered (the client has forgotten its id).
    answers = answers.filter((a) => !cancelled.delete(toJsonText(a.id)));
    if (answers.length > 0) send(batch ? answers : answers[0]!);
  }

  return {
    receive: (text) =>
      receive(text).catch(() => {
        // `answer` turns every failure into a JSON-RPC error; this only guards the writer.
      }),
    close() {
      open = false;
      openConnections.delete(self);
      gone.abort("the client closed the connection");
    },
  };
}
