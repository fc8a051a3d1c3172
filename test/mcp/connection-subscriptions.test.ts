/**
 * Resource subscriptions over a message connection (`connect` of the
 * handler, what stdio serves; docs/mcp.md, "Sessions and subscriptions"):
 * the connection is its client's session, so it declares `subscribe`, keeps
 * the URIs its client subscribed to, and `resourceUpdated(uri)` of the
 * handler sends it `notifications/resources/updated` for them, beside the
 * HTTP sessions of the same handler. The official MCP client speaks to the
 * connection in-process over the SDK's in-memory transport.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { describe, expect, it } from "vitest";
import { connectClient, resourceUpdates } from "./client.js";
import { loadFixtureModule } from "./handler-module.js";

interface Connection {
  receive(text: string): Promise<void>;
  close(): void;
}
type Handler = ((request: Request) => Promise<Response>) & {
  resourceUpdated(uri: string): Promise<void>;
  connect(options: { send: (text: string) => void; ctx?: unknown }): Connection;
};

const mod = await loadFixtureModule("mcp-connection-subscriptions", ["content.ts"]);
const handlerOf = (options?: Record<string, unknown>) => mod.mcpHandler(options) as unknown as Handler;

/** The official client on a new connection of `handler`; `sent` is every line the connection wrote. */
async function connectOver(handler: Handler, ctx?: unknown): Promise<{ client: Client; connection: Connection; sent: string[] }> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const sent: string[] = [];
  const connection = handler.connect({
    send: (text) => {
      sent.push(text);
      void serverSide.send(JSON.parse(text));
    },
    ctx,
  });
  serverSide.onmessage = (message) => void connection.receive(JSON.stringify(message));
  await serverSide.start();
  const client = new Client({ name: "toolcall-test", version: "1.0.0" });
  await client.connect(clientSide);
  return { client, connection, sent };
}


const failure = (promise: Promise<unknown>) => promise.then(() => "no error", (e: Error & { code?: number }) => `${e.code} ${e.message}`);

describe("resource subscriptions over a connection", () => {
  it("declares subscribe, and sends updated to each connection for the URIs it subscribed to, until unsubscribed", async () => {
    const handler = handlerOf();
    const a = await connectOver(handler);
    const b = await connectOver(handler);
    try {
      expect(a.client.getServerCapabilities()?.resources).toEqual({ subscribe: true, listChanged: false });
      const toA = resourceUpdates(a.client);
      const toB = resourceUpdates(b.client);
      expect(await a.client.subscribeResource({ uri: "config://app" })).toEqual({});
      // A template's URI is a resource too.
      await a.client.subscribeResource({ uri: "users://42/profile" });
      await b.client.subscribeResource({ uri: "images://logo" });

      // Sent in this order, the first update each client sees must be one it subscribed to.
      await handler.resourceUpdated("images://logo");
      await handler.resourceUpdated("config://app");
      expect(await toA.next()).toBe("config://app");
      expect(await toB.next()).toBe("images://logo");

      expect(await a.client.unsubscribeResource({ uri: "config://app" })).toEqual({});
      await handler.resourceUpdated("config://app");
      await handler.resourceUpdated("users://42/profile");
      expect(await toA.next()).toBe("users://42/profile");
      // B's marker: a ping answered after both updates were sent; B subscribed to neither.
      await b.client.ping();
      expect(toB.arrived).toEqual([]);
    } finally {
      await a.client.close();
      await b.client.close();
    }
  });

  it("tells the HTTP sessions and the connections of one handler alike", async () => {
    const handler = handlerOf({ sessions: true });
    let streamOpen!: () => void;
    const opened = new Promise<void>((resolve) => (streamOpen = resolve));
    const http = await connectClient("http://mcp.test/mcp", {
      fetch: async (url, init) => {
        const response = await handler(new Request(url, init));
        if ((init?.method ?? "GET") === "GET" && response.status === 200) streamOpen();
        return response;
      },
    });
    const stdio = await connectOver(handler);
    try {
      const toHttp = resourceUpdates(http);
      const toStdio = resourceUpdates(stdio.client);
      await opened;
      await http.subscribeResource({ uri: "config://app" });
      await stdio.client.subscribeResource({ uri: "config://app" });
      await handler.resourceUpdated("config://app");
      expect(await toHttp.next()).toBe("config://app");
      expect(await toStdio.next()).toBe("config://app");
    } finally {
      await http.close();
      await stdio.client.close();
    }
  });

  it("refuses a URI it has no resource for, and one hidden from the connection's ctx, as resources/read does", async () => {
    const handler = handlerOf({ visible: (declaration: { name: string }, ctx: { admin: boolean }) => declaration.name !== "appConfig" || ctx.admin });
    const guest = await connectOver(handler, { admin: false });
    const owner = await connectOver(handler, { admin: true });
    try {
      expect(await failure(guest.client.subscribeResource({ uri: "users://1/settings" }))).toBe("-32002 MCP error -32002: Resource not found: users://1/settings");
      expect(await failure(guest.client.readResource({ uri: "config://app" }))).toBe("-32002 MCP error -32002: Resource not found: config://app");
      expect(await failure(guest.client.subscribeResource({ uri: "config://app" }))).toBe("-32002 MCP error -32002: Resource not found: config://app");
      expect(await failure(owner.client.subscribeResource({ uri: "config://app" }))).toBe("no error");
    } finally {
      await guest.client.close();
      await owner.client.close();
    }
  });

  it("forgets a connection's subscriptions when it closes", async () => {
    const handler = handlerOf();
    const { client, connection, sent } = await connectOver(handler);
    await client.subscribeResource({ uri: "config://app" });
    await handler.resourceUpdated("config://app");
    const updated = (text: string) => text.includes("notifications/resources/updated");
    expect(sent.filter(updated)).toHaveLength(1);
    connection.close();
    await client.close();
    // `resourceUpdated` writes to connections as it runs: once it has resolved, nothing more comes.
    await handler.resourceUpdated("config://app");
    expect(sent.filter(updated)).toHaveLength(1);
  });
});
