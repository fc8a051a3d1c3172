/**
 * Session mode of the MCP handler (docs/mcp.md, "Sessions"): `initialize`
 * opens a session named by the `Mcp-Session-Id` header, `GET` opens its
 * server-sent event stream, `DELETE` ends it. What a session is (its
 * protocol version, the resources it subscribed to, its log level) and the
 * delivery of messages to its streams go through this store interface, so
 * that handlers in several processes can share sessions: a request may land
 * on any of them, and a message published on one reaches a stream held by
 * another. The event streams themselves stay in the process that answered
 * the `GET` (session-stream.ts).
 *
 * `createMcpSessions()` is the store in this process's memory (the default
 * of `sessions: true`); `unplugin-toolcall/redis` has one on Redis. The
 * handler uses only these methods, so a store made by one copy of the run
 * time serves handlers of another (the dev server keeps one store while
 * each edit loads `virtual:tools` anew).
 */

/** What a store keeps of one session. */
export interface McpSessionRecord {
  /** The protocol version `initialize` negotiated. */
  version: string;
  /** The least severe level of `notifications/message` the client asked for with `logging/setLevel`; unset until it asks. */
  logLevel?: string;
  /** What the client declared in `initialize` (its `capabilities`): which requests a tool may send it (client-requests.ts). */
  clientCapabilities?: Record<string, unknown>;
}

/** What a process holding a session's event stream is told (`listen`). */
export interface McpSessionListener {
  /** One JSON-RPC message, as JSON text, for the stream. */
  message(text: string): void;
  /** The session ended (closed, evicted, expired): end the stream. */
  closed(): void;
}

export interface McpSessions {
  /** Starts a session that speaks `version`; resolves to its id. */
  open(version: string): Promise<string>;
  /** The session, or undefined when there is none (ended, evicted, expired, from before a restart). */
  get(id: string): Promise<McpSessionRecord | undefined>;
  /** Changes a session's optional fields (its log level, its client's capabilities). */
  set(id: string, fields: Partial<Omit<McpSessionRecord, "version">>): Promise<void>;
  /** Ends a session, its subscriptions and its streams; false when there was none. */
  close(id: string): Promise<boolean>;
  /** Notes that session `id` wants `notifications/resources/updated` for `uri` (`resources/subscribe`). */
  subscribe(id: string, uri: string): Promise<void>;
  /** Forgets that (`resources/unsubscribe`). */
  unsubscribe(id: string, uri: string): Promise<void>;
  /** The sessions subscribed to `uri`. */
  subscribers(uri: string): Promise<string[]>;
  /** Sends one JSON-RPC message (JSON text) to the event streams of session `to`, or of every session when `to` is null, wherever they are open. */
  publish(to: string | null, text: string): Promise<void>;
  /** Hands `listener` the messages published to session `id` (and to all); resolves, once listening, to the function that stops it. */
  listen(id: string, listener: McpSessionListener): Promise<() => void>;
}

export interface McpSessionsOptions {
  /** Most sessions kept; opening one more ends the oldest (its client gets 404 and initializes again). Default 1,000. */
  max?: number;
}

interface Session {
  record: McpSessionRecord;
  subscriptions: Set<string>;
  listeners: Set<McpSessionListener>;
}

/** The sessions in this process's memory: for one process (a Node server, the Vite dev server). */
export function createMcpSessions(options: McpSessionsOptions = {}): McpSessions {
  const max = Math.max(1, options.max ?? 1000);
  // A Map keeps insertion order: the first key is the oldest session.
  const sessions = new Map<string, Session>();

  const end = (id: string, session: Session) => {
    sessions.delete(id);
    for (const listener of session.listeners) listener.closed();
    session.listeners.clear();
  };
  const deliver = (session: Session, text: string) => {
    for (const listener of session.listeners) listener.message(text);
  };

  return {
    async open(version) {
      const id = crypto.randomUUID();
      sessions.set(id, { record: { version }, subscriptions: new Set(), listeners: new Set() });
      for (const [oldest, session] of sessions) {
        if (sessions.size <= max) break;
        end(oldest, session);
      }
      return id;
    },
    async get(id) {
      const session = sessions.get(id);
      return session && { ...session.record };
    },
    async set(id, fields) {
      const session = sessions.get(id);
      if (session) session.record = { ...session.record, ...fields, version: session.record.version };
    },
    async close(id) {
      const session = sessions.get(id);
      if (!session) return false;
      end(id, session);
      return true;
    },
    async subscribe(id, uri) {
      sessions.get(id)?.subscriptions.add(uri);
    },
    async unsubscribe(id, uri) {
      sessions.get(id)?.subscriptions.delete(uri);
    },
    async subscribers(uri) {
      return [...sessions].filter(([, s]) => s.subscriptions.has(uri)).map(([id]) => id);
    },
    async publish(to, text) {
      if (to === null) for (const session of sessions.values()) deliver(session, text);
      else {
        const session = sessions.get(to);
        if (session) deliver(session, text);
      }
    },
    async listen(id, listener) {
      const session = sessions.get(id);
      if (!session) {
        listener.closed();
        return () => {};
      }
      session.listeners.add(listener);
      return () => void session.listeners.delete(listener);
    },
  };
}
