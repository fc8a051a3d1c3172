/**
 * The dev server's MCP endpoint (`/__toolcall/mcp`) over MCP's Streamable
 * HTTP transport: POST carries JSON-RPC messages (answered as one JSON
 * body), GET opens a server-sent event stream for notifications, DELETE ends
 * the session. A session starts with `initialize` and is named by the
 * `Mcp-Session-Id` header afterwards. When the tools change, every open
 * stream receives `notifications/tools/list_changed`.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isSameOrigin, readBody, sendJson } from "../devtools/dev-server.js";
import {
  INVALID_REQUEST,
  PARSE_ERROR,
  SUPPORTED_PROTOCOL_VERSIONS,
  answer,
  type JsonRpcMessage,
  type JsonRpcResponse,
  type ProtocolContext,
} from "./protocol.js";

const KEEP_ALIVE_MS = 30_000;

interface Session {
  streams: Set<ServerResponse>;
}

export interface McpEndpoint {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Tells every open stream that the tool list changed. */
  toolsChanged(): void;
}

export function createMcpEndpoint(context: ProtocolContext): McpEndpoint {
  const sessions = new Map<string, Session>();

  function rpcError(res: ServerResponse, status: number, code: number, message: string): void {
    sendJson(res, status, { jsonrpc: "2.0", id: null, error: { code, message } });
  }

  /** The session a request names, or undefined after answering with the error. */
  function sessionOf(req: IncomingMessage, res: ServerResponse): Session | undefined {
    const id = req.headers["mcp-session-id"];
    if (typeof id !== "string") {
      rpcError(res, 400, INVALID_REQUEST, "Bad Request: Mcp-Session-Id header is required; send initialize first");
      return undefined;
    }
    const session = sessions.get(id);
    // 404 tells the client to start a new session (after a dev server restart, say).
    if (!session) rpcError(res, 404, INVALID_REQUEST, "Session not found; send initialize again");
    return session;
  }

  async function post(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      rpcError(res, 400, PARSE_ERROR, `Parse error: ${(error as Error).message}`);
      return;
    }
    const batch = Array.isArray(body);
    const messages = (batch ? body : [body]) as JsonRpcMessage[];
    if (messages.length === 0 || messages.some((m) => !m || typeof m !== "object" || m.jsonrpc !== "2.0")) {
      rpcError(res, 400, INVALID_REQUEST, "Invalid Request: expected JSON-RPC 2.0 messages");
      return;
    }
    const initializing = messages.some((m) => m.method === "initialize");
    let sessionId: string | undefined;
    if (initializing) {
      if (messages.length > 1) {
        rpcError(res, 400, INVALID_REQUEST, "Invalid Request: initialize must be sent alone");
        return;
      }
      sessionId = randomUUID();
      sessions.set(sessionId, { streams: new Set() });
    } else {
      if (!sessionOf(req, res)) return;
      const version = req.headers["mcp-protocol-version"];
      if (typeof version === "string" && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
        rpcError(res, 400, INVALID_REQUEST, `Unsupported MCP-Protocol-Version ${version}; supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")}`);
        return;
      }
    }
    const responses = (await Promise.all(messages.map((m) => answer(m, context)))).filter((r): r is JsonRpcResponse => r !== undefined);
    const headers: Record<string, string> = sessionId ? { "Mcp-Session-Id": sessionId } : {};
    if (responses.length === 0) {
      // Only notifications or responses: accepted, nothing to say.
      res.writeHead(202, headers).end();
      return;
    }
    sendJson(res, 200, batch ? responses : responses[0], headers);
  }

  function get(req: IncomingMessage, res: ServerResponse): void {
    if (!String(req.headers.accept ?? "").includes("text/event-stream")) {
      res.writeHead(406, { "Content-Type": "text/plain" }).end("Not Acceptable: GET opens a text/event-stream");
      return;
    }
    const session = sessionOf(req, res);
    if (!session) return;
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    res.flushHeaders();
    session.streams.add(res);
    // An SSE comment now and then: clients drop a stream that stays silent (undici's body timeout is 5 minutes).
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), KEEP_ALIVE_MS).unref();
    res.on("close", () => {
      clearInterval(keepAlive);
      session.streams.delete(res);
    });
  }

  function remove(req: IncomingMessage, res: ServerResponse): void {
    const id = req.headers["mcp-session-id"];
    const session = sessionOf(req, res);
    if (!session) return;
    for (const stream of session.streams) stream.end();
    sessions.delete(id as string);
    res.writeHead(200).end();
  }

  return {
    async handle(req, res) {
      if (!isSameOrigin(req)) {
        rpcError(res, 403, INVALID_REQUEST, "Forbidden: the MCP endpoint answers only the dev server's own origin");
        return;
      }
      if (req.method === "POST") return post(req, res);
      if (req.method === "GET") return get(req, res);
      if (req.method === "DELETE") return remove(req, res);
      res.writeHead(405, { Allow: "GET, POST, DELETE" }).end();
    },
    toolsChanged() {
      const event = `event: message\ndata: ${JSON.stringify({ jsonrpc: "2.0", method: "notifications/tools/list_changed" })}\n\n`;
      for (const session of sessions.values()) for (const stream of session.streams) stream.write(event);
    },
  };
}
