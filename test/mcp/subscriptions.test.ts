/**
 * Resource subscriptions (docs/mcp.md, "Subscriptions"): in session mode the
 * official MCP client subscribes to a resource, and `resourceUpdated(uri)`
 * of the handler reaches its event stream as `notifications/resources/updated`;
 * only for the URIs it subscribed to, and no longer once it unsubscribed.
 * Stateless, the capability is not declared and the methods are not found.
 */
import { describe, expect, it } from "vitest";
import { connectClient, resourceUpdates, type Fetch } from "./client.js";
import { loadFixtureModule } from "./handler-module.js";

const URL_ = "http://mcp.test/mcp";
const mod = await loadFixtureModule("mcp-subscriptions", ["content.ts"]);

/** A fetch into `handler` that resolves `streamOpen` once the client's GET event stream is answered (the store listens by then). */
function viaHandler(handler: (request: Request) => Promise<Response>): { fetch: Fetch; streamOpen: Promise<void> } {
  let opened!: () => void;
  const streamOpen = new Promise<void>((resolve) => (opened = resolve));
  return {
    streamOpen,
    async fetch(url, init) {
      const response = await handler(new Request(url, init));
      if ((init?.method ?? "GET") === "GET" && response.status === 200) opened();
      return response;
    },
  };
}


describe("resource subscriptions in session mode", () => {
  it("declares subscribe, and sends updated for the subscribed URIs only, until unsubscribed", async () => {
    const handler = mod.mcpHandler({ sessions: true });
    const { fetch, streamOpen } = viaHandler(handler);
    const client = await connectClient(URL_, { fetch });
    try {
      expect(client.getServerCapabilities()?.resources).toEqual({ subscribe: true, listChanged: true });
      const updated = resourceUpdates(client);
      await streamOpen;
      expect(await client.subscribeResource({ uri: "config://app" })).toEqual({});
      // A template's URI is a resource too.
      await client.subscribeResource({ uri: "users://42/profile" });
      // Sent in this order, the first update the client sees must be the subscribed one.
      await handler.resourceUpdated("images://logo");
      await handler.resourceUpdated("config://app");
      expect(await updated.next()).toBe("config://app");
      await handler.resourceUpdated("users://42/profile");
      expect(await updated.next()).toBe("users://42/profile");

      expect(await client.unsubscribeResource({ uri: "config://app" })).toEqual({});
      await handler.resourceUpdated("config://app");
      await handler.resourceUpdated("users://42/profile");
      expect(await updated.next()).toBe("users://42/profile");
    } finally {
      await client.close();
    }
  });

  it("refuses a URI it has no resource for, as resources/read would", async () => {
    const handler = mod.mcpHandler({ sessions: true });
    const client = await connectClient(URL_, { fetch: viaHandler(handler).fetch });
    try {
      await expect(client.subscribeResource({ uri: "users://1/settings" })).rejects.toThrow(/-32002.*Resource not found: users:\/\/1\/settings/s);
    } finally {
      await client.close();
    }
  });
});

describe("resource subscriptions without sessions", () => {
  it("declares no subscribe, answers the methods as not found, and resourceUpdated has no one to tell", async () => {
    const handler = mod.mcpHandler();
    const client = await connectClient(URL_, { fetch: viaHandler(handler).fetch });
    try {
      expect(client.getServerCapabilities()?.resources).toEqual({ listChanged: false });
      await expect(client.subscribeResource({ uri: "config://app" })).rejects.toThrow(/-32601.*Method not found: resources\/subscribe/s);
      await expect(handler.resourceUpdated("config://app")).resolves.toBeUndefined();
    } finally {
      await client.close();
    }
  });
});
