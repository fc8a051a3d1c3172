/**
 * The MCP Inspector's CLI (`npx @modelcontextprotocol/inspector --cli`, a
 * client the MCP project ships) against examples/node-mcp: it lists the
 * tools and calls two. The inspector needs Node 22.19+, which comes from the
 * npm `node` package (test/helpers/node-binary.mjs); only when no such
 * binary can be installed does this file skip, and its name says why.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspectorCommand, node22Env } from "../helpers/mcp-inspector.js";
import { nodeBinDir } from "../helpers/node-binary.mjs";
import { exec } from "../helpers/packed.js";
import { tempDir } from "../helpers/temp-dir.js";
import { NODE_EXAMPLE, startNodeExample } from "./node-example.js";

const run = promisify(execFile);
const node22 = await nodeBinDir("22").catch((error: Error) => error);
const reason = node22 instanceof Error ? `no Node 22 binary could be installed: ${node22.message.split("\n")[0]}` : "";
if (reason) console.warn(`inspector-cli.test.ts skipped: ${reason}`);

describe.skipIf(node22 instanceof Error)(`the MCP Inspector CLI against examples/node-mcp${reason ? ` (skipped: ${reason})` : ""}`, () => {
  const bin = node22 as string;
  const token = randomUUID();
  const home = tempDir("mcp-inspector-home");
  let command = "";
  let server: Awaited<ReturnType<typeof startNodeExample>> | undefined;

  beforeAll(async () => {
    const outDir = tempDir("mcp-inspector-server");
    const vite = path.join(NODE_EXAMPLE, "node_modules", ".bin", "vite");
    // Its own output folder: node-example.test.ts may be building dist/ at the same time.
    [command] = await Promise.all([inspectorCommand(bin), exec(vite, ["build", "--ssr", "src/server.ts", "--outDir", outDir], NODE_EXAMPLE)]);
    server = await startNodeExample(token, path.join(outDir, "server.js"));
  }, 600_000);

  afterAll(() => {
    server?.child.kill();
  });

  /** One inspector CLI call; resolves to the JSON it prints. */
  async function inspector(...args: string[]): Promise<any> {
    const { stdout } = await run(command, ["--cli", server!.url, "--transport", "http", "--header", `Authorization: Bearer ${token}`, ...args], {
      // HOME: the inspector keeps a catalog of servers there.
      env: node22Env(bin, { HOME: home }),
      timeout: 120_000,
    });
    return JSON.parse(stdout);
  }

  it("runs on Node 22", async () => {
    const { stdout } = await run(path.join(bin, "node"), ["--version"]);
    expect(stdout).toMatch(/^v22\./);
  });

  it("lists the tools", async () => {
    const { tools } = await inspector("--method", "tools/list");
    expect(tools.map((t: { name: string }) => t.name)).toEqual(["forecast", "get_order"]);
    expect(tools[1].inputSchema.properties.id).toEqual({ type: "integer" });
  });

  it("calls them", async () => {
    const forecast = await inspector("--method", "tools/call", "--tool-name", "forecast", "--tool-arg", "city=Lisbon", "days=2");
    expect(forecast.structuredContent).toEqual({ city: "Lisbon", days: 2, unit: "c" });
    const order = await inspector("--method", "tools/call", "--tool-name", "get_order", "--tool-arg", "id=42");
    expect(order.structuredContent).toEqual({ id: 42, status: "shipped" });
    // A result with isError: the CLI prints it, says so on stderr and exits 1.
    const bad = await inspector("--method", "tools/call", "--tool-name", "forecast", "--tool-arg", "city=Lisbon", "days=30").catch((error: { stdout?: string; stderr?: string }) => error);
    expect(JSON.parse(bad.stdout ?? "{}")).toMatchObject({ isError: true, content: [{ type: "text", text: expect.stringContaining("days: expected an integer >= 1 and <= 14, received 30") }] });
    expect(bad.stderr).toContain("returned isError:true");
  });
});
