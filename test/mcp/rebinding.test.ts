/**
 * DNS rebinding against `mcpHandler` (docs/mcp.md, "How hosts are
 * checked"): a page on the attacker's site, whose name now resolves to the
 * server, sends the attacker's name as `Host` and as `Origin` alike. Each
 * case is a `Host` and an `Origin` (or none) under some options, and whether
 * the handler answers it; first in-process (the request's URL is its host),
 * then through `nodeListener` on 127.0.0.1, where `Host` is a header anyone
 * can write and the socket is loopback whatever it says.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeListener } from "../../packages/unplugin-toolcall/src/node.js";
import { INITIALIZE, postWithHost } from "../helpers/host-request.js";
import { loadFixtureModule, type McpModule } from "./handler-module.js";

const mod: McpModule = await loadFixtureModule("mcp-rebinding");

/** A `Host` (with its port, if any), the `Origin` a page sends (none: a desktop app, a server), and whether it is answered. */
type Case = [host: string, origin: string | undefined, answered: boolean];

function post(handler: ReturnType<McpModule["mcpHandler"]>, host: string, origin: string | undefined): Promise<Response> {
  return handler(
    new Request(`http://${host}/mcp`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...(origin ? { Origin: origin } : {}) },
      body: INITIALIZE,
    }),
  );
}

async function expectCases(options: Record<string, unknown>, cases: Case[]): Promise<void> {
  const handler = mod.mcpHandler(options);
  const got = await Promise.all(cases.map(async ([host, origin]) => (await post(handler, host, origin)).status === 200));
  expect(cases.map(([host, origin], i) => [host, origin, got[i]])).toEqual(cases);
}

describe("mcpHandler's host and origin rule", () => {
  it("by default trusts a loopback host on any port and its own page, and no page on another host", async () => {
    await expectCases({}, [
      // The rebinding pair: the attacker's name as Host and as Origin.
      ["evil.example.com", "http://evil.example.com", false],
      ["evil.example.com:3000", "http://evil.example.com:3000", false],
      // A page of the loopback server itself, IPv4, IPv6, by name, any port.
      ["127.0.0.1:3000", "http://127.0.0.1:3000", true],
      ["[::1]:3000", "http://[::1]:3000", true],
      ["localhost:45678", "http://localhost:45678", true],
      ["localhost", "http://localhost", true],
      // A port change is another origin: another app on this machine.
      ["localhost:3000", "http://localhost:5173", false],
      ["127.0.0.1:3000", "http://[::1]:3000", false],
      ["[::1]:3000", "http://evil.example.com:3000", false],
      // A public deployment (a Worker): clients without Origin are answered, a page is not, even its own.
      ["mcp.example.com", undefined, true],
      ["evil.example.com", undefined, true],
      ["mcp.example.com", "https://mcp.example.com", false],
      // An address is not rebound, but a page on a non-loopback host still needs naming.
      ["192.168.1.5:3000", "http://192.168.1.5:3000", false],
      ["localhost:3000", "null", false],
    ]);
  });

  it("with allowedHosts answers those hosts only, with or without Origin, and their own pages", async () => {
    await expectCases({ allowedHosts: ["mcp.example.com", "localhost:3000", ".tools.example", "[::1]"] }, [
      ["mcp.example.com", undefined, true],
      ["mcp.example.com", "https://mcp.example.com", true],
      ["MCP.Example.com", "https://mcp.example.com", true],
      ["mcp.example.com", "https://evil.example.com", false],
      ["evil.example.com", undefined, false],
      ["evil.example.com", "http://evil.example.com", false],
      // A port in the entry is that port only; loopback is no longer implied.
      ["localhost:3000", "http://localhost:3000", true],
      ["localhost:3001", undefined, false],
      ["127.0.0.1:3000", undefined, false],
      ["[::1]:9", "http://[::1]:9", true],
      // A leading dot: the name and its subdomains, not a name that merely ends the same.
      ["tools.example", undefined, true],
      ["a.tools.example", "https://a.tools.example", true],
      ["eviltools.example", undefined, false],
    ]);
  });

  it("lets allowedOrigins add pages, with CORS, but not hosts", async () => {
    const options = { allowedOrigins: ["https://mcp.example.com", "http://localhost:5173"] };
    await expectCases(options, [
      ["mcp.example.com", "https://mcp.example.com", true],
      ["localhost:3000", "http://localhost:5173", true],
      ["evil.example.com", "http://evil.example.com", false],
    ]);
    const cross = await post(mod.mcpHandler(options), "localhost:3000", "http://localhost:5173");
    expect(cross.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const own = await post(mod.mcpHandler(options), "localhost:3000", "http://localhost:3000");
    expect(own.headers.get("access-control-allow-origin")).toBeNull();
    await expectCases({ allowedHosts: ["mcp.example.com"], allowedOrigins: "*" }, [
      ["mcp.example.com", "https://app.example", true],
      ["evil.example.com", "https://app.example", false],
    ]);
  });

  it("says why it refused", async () => {
    const handler = mod.mcpHandler({ allowedHosts: ["mcp.example.com"] });
    const host = await post(handler, "evil.example.com:8080", undefined);
    expect([host.status, (await host.json()).error.message]).toEqual([403, "Forbidden: this MCP endpoint does not answer requests for host evil.example.com:8080"]);
    const page = await post(mod.mcpHandler(), "evil.example.com", "http://evil.example.com");
    expect([page.status, (await page.json()).error.message]).toEqual([403, "Forbidden: this MCP endpoint does not answer pages from http://evil.example.com"]);
  });
});

describe("through nodeListener on 127.0.0.1", () => {
  let server: Server;
  let url: string;
  let port: number;
  beforeAll(async () => {
    server = createServer(nodeListener(mod.mcpHandler()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    url = `http://127.0.0.1:${port}/mcp`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("refuses the rebound Host and Origin and answers its own host, IPv4 or IPv6", async () => {
    const cases: Case[] = [
      [`evil.example.com:${port}`, `http://evil.example.com:${port}`, false],
      [`127.0.0.1:${port}`, `http://127.0.0.1:${port}`, true],
      [`[::1]:${port}`, `http://[::1]:${port}`, true],
      [`localhost:${port}`, `http://localhost:${port + 1}`, false],
      [`localhost:${port}`, undefined, true],
    ];
    const got = await Promise.all(cases.map(async ([host, origin]) => (await postWithHost(url, { Host: host, ...(origin ? { Origin: origin } : {}) })).status === 200));
    expect(cases.map(([host, origin], i) => [host, origin, got[i]])).toEqual(cases);
  });
});
