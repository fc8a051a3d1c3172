/**
 * MCP sessions on Redis (docs/mcp.md, "Sessions on Redis"): the store of
 * `mcpHandler({ sessions })` shared by every process that points at the
 * same Redis, so a client's requests may land on any of them. A session is
 * a hash (its protocol version and log level) and a set of the URIs it
 * subscribed to, both expiring when unused for `ttlSeconds`; each URI has
 * the set of sessions subscribed to it. Messages for a session's event
 * stream go through Redis pub/sub, one channel per session and one for
 * all, so a notification published by one process reaches the stream
 * another holds.
 *
 * It takes the clients you made (node-redis's `createClient()`, connected,
 * and a `duplicate()` of it for pub/sub, which Redis keeps on a connection
 * of its own), so neither this package nor `virtual:tools` depends on a
 * Redis package, and edge runtimes never see one.
 */
import type { McpSessionListener, McpSessionRecord, McpSessions } from "@toolcall/runtime";

/** The commands connection: node-redis's client has this method. */
export interface RedisCommands {
  sendCommand(args: string[]): Promise<unknown>;
}

/** The pub/sub connection: node-redis's client (a `duplicate()`, connected) has these. */
export interface RedisSubscriber {
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  unsubscribe(channel: string, listener?: (message: string) => void): Promise<unknown>;
}

export interface RedisMcpSessionsOptions {
  /** Runs the commands. */
  client: RedisCommands;
  /** Receives the messages for the event streams this process holds. */
  subscriber: RedisSubscriber;
  /** Put before every key and channel name. Default `"toolcall:mcp:"`. */
  prefix?: string;
  /** Seconds a session is kept after its last request. Default 86,400 (a day). */
  ttlSeconds?: number;
}

/** What a session's channel carries to end its streams; messages are JSON objects, so never this. */
const CLOSE = "close";

export function redisMcpSessions(options: RedisMcpSessionsOptions): McpSessions {
  const { client, subscriber } = options;
  const prefix = options.prefix ?? "toolcall:mcp:";
  const ttl = String(Math.max(1, Math.floor(options.ttlSeconds ?? 86_400)));
  const run = (...args: string[]) => client.sendCommand(args);
  const sessionKey = (id: string) => `${prefix}session:${id}`;
  const subscriptionsKey = (id: string) => `${prefix}subscriptions:${id}`;
  const subscribersKey = (uri: string) => `${prefix}subscribers:${uri}`;
  const sessionChannel = (id: string) => `${prefix}to:${id}`;
  const allChannel = `${prefix}to-all`;

  // The listeners of the streams this process holds, by session.
  const local = new Map<string, Set<McpSessionListener>>();
  // Each session channel's handler, and when its subscription is in place.
  const channels = new Map<string, { handler: (text: string) => void; ready: Promise<unknown> }>();
  let listeningToAll: Promise<unknown> | undefined;
  const toAll = (text: string) => {
    for (const listeners of local.values()) for (const l of listeners) l.message(text);
  };

  const exists = async (id: string) => Number(await run("EXISTS", sessionKey(id))) > 0;

  return {
    async open(version) {
      const id = crypto.randomUUID();
      await run("HSET", sessionKey(id), "version", version);
      await run("EXPIRE", sessionKey(id), ttl);
      return id;
    },
    async get(id) {
      const [version, logLevel, capabilities] = (await run("HMGET", sessionKey(id), "version", "logLevel", "clientCapabilities")) as (string | null)[];
      if (typeof version !== "string") return undefined;
      // Kept while used: each request starts the session's time again.
      await run("EXPIRE", sessionKey(id), ttl);
      await run("EXPIRE", subscriptionsKey(id), ttl);
      const record: McpSessionRecord = { version };
      if (typeof logLevel === "string") record.logLevel = logLevel;
      // Kept as JSON text: written by set below, from the client's initialize.
      if (typeof capabilities === "string") record.clientCapabilities = JSON.parse(capabilities) as Record<string, unknown>;
      return record;
    },
    async set(id, fields) {
      if (!(await exists(id))) return;
      if (fields.logLevel !== undefined) await run("HSET", sessionKey(id), "logLevel", fields.logLevel);
      if (fields.clientCapabilities !== undefined) await run("HSET", sessionKey(id), "clientCapabilities", JSON.stringify(fields.clientCapabilities));
    },
    async close(id) {
      const removed = Number(await run("DEL", sessionKey(id))) > 0;
      const uris = (await run("SMEMBERS", subscriptionsKey(id))) as string[];
      for (const uri of uris) await run("SREM", subscribersKey(uri), id);
      await run("DEL", subscriptionsKey(id));
      await run("PUBLISH", sessionChannel(id), CLOSE);
      return removed;
    },
    async subscribe(id, uri) {
      await run("SADD", subscriptionsKey(id), uri);
      await run("EXPIRE", subscriptionsKey(id), ttl);
      await run("SADD", subscribersKey(uri), id);
    },
    async unsubscribe(id, uri) {
      await run("SREM", subscriptionsKey(id), uri);
      await run("SREM", subscribersKey(uri), id);
    },
    async subscribers(uri) {
      const ids = (await run("SMEMBERS", subscribersKey(uri))) as string[];
      const live: string[] = [];
      for (const id of ids) {
        if (await exists(id)) live.push(id);
        // An expired session's subscriptions go when next looked at.
        else await run("SREM", subscribersKey(uri), id);
      }
      return live;
    },
    async publish(to, text) {
      await run("PUBLISH", to === null ? allChannel : sessionChannel(to), text);
    },
    async listen(id, listener) {
      if (!(await exists(id))) {
        listener.closed();
        return () => {};
      }
      listeningToAll ??= subscriber.subscribe(allChannel, toAll);
      await listeningToAll;
      let listeners = local.get(id);
      if (!listeners) {
        const forSession = new Set<McpSessionListener>();
        listeners = forSession;
        local.set(id, forSession);
        const handler = (text: string) => {
          if (text !== CLOSE) for (const l of forSession) l.message(text);
          else {
            for (const l of forSession) l.closed();
            forget(id);
          }
        };
        channels.set(id, { handler, ready: subscriber.subscribe(sessionChannel(id), handler) });
      }
      listeners.add(listener);
      await channels.get(id)?.ready;
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) forget(id);
      };
    },
  };

  function forget(id: string): void {
    const channel = channels.get(id);
    local.delete(id);
    channels.delete(id);
    if (channel) void subscriber.unsubscribe(sessionChannel(id), channel.handler).catch(() => {});
  }
}
