/**
 * The official MCP conformance suite's `dns-rebinding-protection` scenario
 * against `mcpHandler` served by `nodeListener` on 127.0.0.1, as a user's
 * Node server would be (no `authorize`: the scenario is about a local server
 * without authentication, which is the one rebinding threatens). It sends an
 * initialize with `Host: evil.example.com` and `Origin:
 * http://evil.example.com`, which must be refused, then one with the
 * server's own loopback host, which must be answered.
 *
 * The suite's CLI needs Node 22 or newer; CI's Node 24 leg runs this file.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeListener } from "../../packages/unplugin-toolcall/src/node.js";
import { tempDir } from "../helpers/temp-dir.js";
import { checksByScenario, conformanceSkip as skip, runConformance } from "./conformance-cli.js";
import { loadFixtureModule } from "./handler-module.js";

if (skip) console.warn(`skipped: ${skip}`);

/** Runs the one scenario against `url`; resolves with its checks (from the results the CLI writes) and its output. */
async function runScenario(url: string) {
  const outDir = tempDir("conformance-rebinding");
  const { code, output } = await runConformance(["server", "--url", url, "--scenario", "dns-rebinding-protection", "--output-dir", outDir]);
  return { checks: checksByScenario(outDir).get("dns-rebinding-protection") ?? [], output, code };
}

describe.skipIf(skip !== undefined)("conformance suite: dns-rebinding-protection against mcpHandler on loopback", () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const mod = await loadFixtureModule("conformance-rebinding");
    server = createServer(nodeListener(mod.mcpHandler()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("refuses the rebound Host and Origin, answers its own loopback host", { timeout: 60_000 }, async () => {
    const { checks, output, code } = await runScenario(url);
    expect(checks.map((c) => [c.id, c.status, c.errorMessage]), output).toEqual([
      ["localhost-host-rebinding-rejected", "SUCCESS", undefined],
      ["localhost-host-valid-accepted", "SUCCESS", undefined],
    ]);
    expect(code, output).toBe(0);
  });
});
