/**
 * Session mode of the MCP handler: `initialize` opens a session named by the
 * `Mcp-Session-Id` header, `GET` opens its server-sent event stream (where
 * `notifications/tools/list_changed` and the resources' and prompts' go), `DELETE` ends it. In memory, so
 * it serves one process (a Node server, the Vite dev server); on Workers,
 * where requests land in many isolates, use the stateless default.
 *
 * The handler uses only these methods, so a store made by one copy of the
 * run time serves handlers of another (the dev server keeps one store while
 * each edit loads `virtual:tools` anew).
 */

import type { ByteStream } from "./fetch-types.js";
import { sseEvent } from "./sse.js";
import type { ToolLogLevel } from "../tool-call.js";

export interface McpSessions {
  /** Starts a session that speaks `version`; returns its id. */
  open(version: string): string;
  /** The protocol version a session negotiated, or undefined when there is no such session (ended, evicted, from before a restart). */
  version(id: string): string | undefined;
  /** Ends a session and its streams; false when there was none. */
  close(id: string): boolean;
  /** A new event stream of the session (for `GET`), or undefined when there is no such session. */
  stream(id: string): ByteStream | undefined;
  /** The log level a session's client set with `logging/setLevel`, if any (mcp/logging.ts). */
  logLevel(id: string): ToolLogLevel | undefined;
  /** Keeps a session's log level; nothing when there is no such session. */
  setLogLevel(id: string, level: ToolLogLevel): void;
  /** Sends `notifications/tools/list_changed` to every open stream. */
  toolsChanged(): void;
  /** Sends `notifications/<list>/list_changed` to every open stream (the tools, resources or prompts changed). */
  listChanged(list: "tools" | "resources" | "prompts"): void;
}

export interface McpSessionsOptions {
  /** Most sessions kept; opening one more ends the oldest (its client gets 404 and initializes again). Default 1,000. */
  max?: number;
  /** Milliseconds between the comments that keep an idle stream open (clients drop a silent one). Default 30,000. */
  keepAliveMs?: number;
}

interface Session {
  version: string;
  logLevel?: ToolLogLevel;
  streams: Set<ReadableStreamDefaultController<Uint8Array>>;
}

const encoder = new TextEncoder();
const KEEP_ALIVE = encoder.encode(": keep-alive\n\n");

export function createMcpSessions(options: McpSessionsOptions = {}): McpSessions {
  const max = Math.max(1, options.max ?? 1000);
  const keepAliveMs = options.keepAliveMs ?? 30_000;
  // A Map keeps insertion order: the first key is the oldest session.
  const sessions = new Map<string, Session>();

  const end = (session: Session) => {
    for (const stream of session.streams) {
      try {
        stream.close();
      } catch {
        // Already closed by the client.
      }
    }
    session.streams.clear();
  };
  const send = (session: Session, bytes: Uint8Array) => {
    for (const stream of session.streams) {
      try {
        stream.enqueue(bytes);
      } catch {
        session.streams.delete(stream);
      }
    }
  };

  return {
    open(version) {
      const id = crypto.randomUUID();
      sessions.set(id, { version, streams: new Set() });
      for (const [oldest, session] of sessions) {
        if (sessions.size <= max) break;
        end(session);
        sessions.delete(oldest);
      }
      return id;
    },
    version: (id) => sessions.get(id)?.version,
    logLevel: (id) => sessions.get(id)?.logLevel,
    setLogLevel(id, level) {
      const session = sessions.get(id);
      if (session) session.logLevel = level;
    },
    close(id) {
      const session = sessions.get(id);
      if (!session) return false;
      end(session);
      sessions.delete(id);
      return true;
    },
    stream(id) {
      const session = sessions.get(id);
      if (!session) return undefined;
      let controller: ReadableStreamDefaultController<Uint8Array>;
      let timer: ReturnType<typeof setInterval> | undefined;
      return new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          session.streams.add(c);
          // A comment first: the response starts at once, and the client knows the stream is open.
          c.enqueue(encoder.encode(": stream open\n\n"));
          timer = setInterval(() => {
            try {
              c.enqueue(KEEP_ALIVE);
            } catch {
              // The stream ended (its session closed): stop.
              clearInterval(timer);
              session.streams.delete(c);
            }
          }, keepAliveMs);
          // In Node, an idle stream's timer need not keep the process alive.
          (timer as { unref?: () => void }).unref?.();
        },
        cancel() {
          clearInterval(timer);
          session.streams.delete(controller);
        },
      });
    },
    toolsChanged() {
      this.listChanged("tools");
    },
    listChanged(list) {
      const bytes = encoder.encode(sseEvent({ jsonrpc: "2.0", method: `notifications/${list}/list_changed` }));
      for (const session of sessions.values()) send(session, bytes);
    },
  };
}
