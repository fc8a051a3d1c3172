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
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeListener } from "../../packages/unplugin-toolcall/src/node.js";
import { tempDir } from "../helpers/temp-dir.js";
import { loadFixtureModule } from "./handler-module.js";

const major = Number(process.versions.node.split(".")[0]);
const skip = major < 22 ? `@modelcontextprotocol/conformance needs Node 22 or newer; this is Node ${process.versions.node} (CI's Node 24 leg runs it)` : undefined;
if (skip) console.warn(`skipped: ${skip}`);

/** The suite's CLI script, from its package.json `bin`. */
function conformanceBin(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("@modelcontextprotocol/conformance/package.json");
  const { bin } = require(manifest) as { bin: { conformance: string } };
  return path.join(path.dirname(manifest), bin.conformance);
}

interface Check {
  id: string;
  status: string;
  errorMessage?: string;
}

/** Runs the one scenario against `url`; resolves with its checks (from the results the CLI writes) and its output. */
async function runScenario(url: string): Promise<{ checks: Check[]; output: string; code: number | null }> {
  const outDir = tempDir("conformance-rebinding");
  const child = spawn(process.execPath, [conformanceBin(), "server", "--url", url, "--scenario", "dns-rebinding-protection", "--output-dir", outDir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const files = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("checks.json"));
  const checks = files.flatMap((f) => JSON.parse(readFileSync(path.join(outDir, f), "utf8")) as Check[]);
  return { checks, output, code };
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
