/**
 * Sessions past one machine (docs/mcp.md, "Sessions on Redis"): two
 * handlers, each with its own `redisMcpSessions` store on its own
 * connections to one real redis-server (started here), stand for two
 * processes behind a load balancer. One official MCP client initializes on
 * A, then opens its event stream, subscribes and reads on B; an update
 * announced on A reaches the stream B holds, a list change too, the log
 * level one store sets the other reads, and a DELETE on A ends the session
 * and its streams on B.
 */
import { ResourceUpdatedNotificationSchema, ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import type { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createClient } from "redis";
import { redisMcpSessions } from "unplugin-toolcall/redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type RedisServer } from "../helpers/redis-server.js";
import { connectClient, type Fetch } from "./client.js";
import { loadFixtureModule } from "./handler-module.js";

const mod = await loadFixtureModule("mcp-redis-sessions", ["content.ts"]);
const URL_ = "http://mcp.test/mcp";

describe("two handlers sharing sessions through Redis", () => {
  let redis: RedisServer;
  const connections: { close(): Promise<unknown> }[] = [];

  /** One "process": its own command and pub/sub connections, its own store. */
  async function store() {
    const client = createClient({ url: redis.url });
    await client.connect();
    const subscriber = client.duplicate();
    await subscriber.connect();
    connections.push(client, subscriber);
    return redisMcpSessions({ client, subscriber });
  }

  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(async () => {
    for (const c of connections) await c.close().catch(() => {});
    await redis?.stop();
  });

  it("initialize on A; stream, subscribe and read on B; an update on A reaches B's stream", async () => {
    const storeA = await store();
    const storeB = await store();
    const a = mod.mcpHandler({ sessions: storeA });
    const b = mod.mcpHandler({ sessions: storeB });
    const served: string[] = [];
    let streamOpen!: () => void;
    const opened = new Promise<void>((resolve) => (streamOpen = resolve));
    // The load balancer: initialize and DELETE to A, everything else to B.
    const fetch: Fetch = async (url, init) => {
      const method = init?.method ?? "GET";
      const initialize = typeof init?.body === "string" && init.body.includes('"method":"initialize"');
      const to = initialize || method === "DELETE" ? "A" : "B";
      const response = await (to === "A" ? a : b)(new Request(url, init));
      served.push(`${to} ${method}${initialize ? " initialize" : ""} ${response.status}`);
      if (to === "B" && method === "GET" && response.status === 200) streamOpen();
      return response;
    };
    const client = await connectClient(URL_, { fetch });
    const transport = client.transport as StreamableHTTPClientTransport;
    const id = transport.sessionId!;
    try {
      expect(client.getServerCapabilities()?.resources).toEqual({ subscribe: true, listChanged: true });
      const updated = new Promise<string>((resolve) => client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => resolve(n.params.uri)));
      const toolsChanged = new Promise<void>((resolve) => client.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve()));
      await opened;
      await client.subscribeResource({ uri: "config://app" });
      expect((await client.readResource({ uri: "config://app" })).contents[0]).toMatchObject({ text: '{"theme":"dark"}' });

      await a.resourceUpdated("config://app");
      expect(await updated).toBe("config://app");
      a.toolsChanged();
      await toolsChanged;

      // What the client declared in initialize (on A), for a tool's requests to it (sampling, elicitation) from either instance.
      expect(await storeB.get(id)).toEqual({ version: "2025-11-25", clientCapabilities: {} });
      await storeA.set(id, { clientCapabilities: { elicitation: { form: {} }, sampling: {} } });
      // What the logging methods keep per session: set through one store, read through the other.
      await storeA.set(id, { logLevel: "warning" });
      expect(await storeB.get(id)).toEqual({ version: "2025-11-25", logLevel: "warning", clientCapabilities: { elicitation: { form: {} }, sampling: {} } });

      expect(served[0]).toBe("A POST initialize 200");
      expect(served.slice(1).every((line) => line.startsWith("B "))).toBe(true);

      // A stream of the session's on B, read raw: the DELETE on A must end it.
      const raw = await b(new Request(URL_, { method: "GET", headers: { Accept: "text/event-stream", "Mcp-Session-Id": id, "MCP-Protocol-Version": "2025-11-25" } }));
      expect(raw.status).toBe(200);
      await transport.terminateSession();
      expect(await raw.text()).toBe(": stream open\n\n");
      expect(served.at(-1)).toBe("A DELETE 200");
      const ping = await b(new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json", "Mcp-Session-Id": id, "MCP-Protocol-Version": "2025-11-25" }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' }));
      expect(ping.status).toBe(404);
      expect(await storeB.subscribers("config://app")).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
