/**
 * DNS rebinding against the dev server's developer tools (the MCP endpoint
 * and the inspector's API, which both run the project's tools). Vite refuses
 * a foreign `Host` itself unless `server.allowedHosts` is `true` (a tunnel,
 * a framework that sets it), so the dev server here has it `true`: what is
 * refused below is refused by toolcall. A second one lists a name in
 * `server.allowedHosts`, which the tools then answer too.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWithHost } from "../helpers/host-request.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

/** A `Host`, the `Origin` sent with it (none: not a web page), and whether the endpoint answers. */
type Case = [host: string, origin: string | undefined, answered: boolean];

async function expectCases(url: string, cases: Case[], body?: string): Promise<void> {
  const got: Case[] = [];
  for (const [host, origin] of cases) {
    const response = await postWithHost(url, { Host: host, ...(origin ? { Origin: origin } : {}) }, body);
    got.push([host, origin, response.status === 200]);
  }
  expect(got).toEqual(cases);
}

const portOf = (dev: PlaygroundDevServer) => (dev.server.httpServer!.address() as AddressInfo).port;

describe("the developer tools under Vite's server.allowedHosts: true", () => {
  let dev: PlaygroundDevServer;
  let port: number;
  beforeAll(async () => {
    dev = await startPlaygroundDevServer("dev-rebinding", { allowedHosts: true });
    port = portOf(dev);
  });
  afterAll(() => dev?.close());

  it("the MCP endpoint refuses a rebound Host, with or without Origin, and answers loopback names", async () => {
    await expectCases(`${dev.origin}/__toolcall/mcp`, [
      [`evil.example.com:${port}`, `http://evil.example.com:${port}`, false],
      [`evil.example.com:${port}`, undefined, false],
      [`127.0.0.1:${port}`, `http://127.0.0.1:${port}`, true],
      [`[::1]:${port}`, `http://[::1]:${port}`, true],
      [`localhost:${port}`, undefined, true],
      // A page on another port of this machine is another app.
      [`localhost:${port}`, `http://localhost:${port + 1}`, false],
    ]);
  });

  it("the inspector's API refuses a rebound Host too", async () => {
    const call = JSON.stringify({ name: "forecast", args: { city: "Lisbon" } });
    await expectCases(
      `${dev.origin}/__toolcall/api/call`,
      [
        [`evil.example.com:${port}`, `http://evil.example.com:${port}`, false],
        [`127.0.0.1:${port}`, `http://127.0.0.1:${port}`, true],
        [`localhost:${port}`, `http://localhost:${port + 1}`, false],
      ],
      call,
    );
  });
});

describe("the developer tools under a server.allowedHosts list", () => {
  let dev: PlaygroundDevServer;
  let port: number;
  beforeAll(async () => {
    dev = await startPlaygroundDevServer("dev-allowed-hosts", { allowedHosts: ["tools.dev.test"] });
    port = portOf(dev);
  });
  afterAll(() => dev?.close());

  it("answers the listed name and its own pages, as well as loopback", async () => {
    await expectCases(`${dev.origin}/__toolcall/mcp`, [
      [`tools.dev.test:${port}`, `http://tools.dev.test:${port}`, true],
      [`tools.dev.test:${port}`, undefined, true],
      [`localhost:${port}`, `http://localhost:${port}`, true],
      [`tools.dev.test:${port}`, `http://evil.example.com:${port}`, false],
    ]);
  });
});
