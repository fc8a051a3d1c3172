/**
 * examples/node-mcp as its README runs it: `vite build --ssr src/server.ts`,
 * then `node dist/server.js` (a `node:http` server mounting `mcpHandler` at
 * /mcp) on a loopback port the OS picks, with a fresh token; then the
 * official MCP client and the refusals (example-suite.ts).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exec } from "../helpers/packed.js";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { mcpExampleTests, type RunningExample } from "./example-suite.js";
import { NODE_EXAMPLE, startNodeExample } from "./node-example.js";

describe("examples/node-mcp: mcpHandler on node:http", () => {
  const token = randomUUID();
  let server: Awaited<ReturnType<typeof startNodeExample>> | undefined;

  beforeAll(async () => {
    await exec(path.join(NODE_EXAMPLE, "node_modules", ".bin", "vite"), ["build", "--ssr", "src/server.ts"], NODE_EXAMPLE);
    server = await startNodeExample(token);
  }, 180_000);

  afterAll(() => {
    server?.child.kill();
  });

  // Its tools are the Worker example's own files (its vite.config.ts), so the suite's tools are the same.
  it("is the Node MCP server of docs/mcp.md", () => {
    expect(readFileSync(path.join(NODE_EXAMPLE, "src/server.ts"), "utf8")).toBe(docExample("docs/mcp.md", "examples/node-mcp/src/server.ts"));
  });

  mcpExampleTests((): RunningExample => ({ url: server!.url, token }));
});
