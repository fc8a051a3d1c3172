import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as mcpTypes from "@modelcontextprotocol/sdk/types.js";
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { buildFixture, type Bundler } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";

// The provider helpers as users get them: the fixture built by a real bundler
// with the plugin, the bundle imported, the SDKs passed in by the caller.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "fixture");

describe.each<Bundler>(["esbuild", "rollup"])("provider helpers bundled by %s", (bundler) => {
  it("keep the SDKs out of the bundle and work with them passed in", async () => {
    const outDir = tempDir(`providers-bundled-${bundler}`);
    const { file, code } = await buildFixture(bundler, { root, entry: path.join(root, "src/entry.ts"), outDir, options: { dts: false } });
    // Nothing of ai or the MCP SDK is imported or inlined: users without them still build.
    // (Comments may name them: the JSDoc shows how to pass them in.)
    const codeOnly = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    expect(codeOnly).not.toMatch(/^\s*(import|export)\b[^;]*?from\s*["'](ai|@modelcontextprotocol\/[^"']*)["']/m);
    expect(codeOnly).not.toMatch(/(import|require)\(\s*["'](ai|@modelcontextprotocol\/[^"']*)["']\s*\)/);
    expect(codeOnly).not.toContain("McpServer");
    expect(codeOnly).not.toMatch(/new Function|\beval\(/);

    const mod = await import(pathToFileURL(file).href);
    expect(mod.openaiTools({ strict: true }).map((t: { function: { name: string } }) => t.function.name)).toEqual([
      "explode",
      "forecast",
      "ping",
      "supply",
      "whoami",
    ]);

    const server = new McpServer({ name: "bundled", version: "1.0.0" });
    mod.registerMcpTools(server, mcpTypes, { context: () => ({ user: "grace" }) });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(b);
    const client = new Client({ name: "c", version: "1.0.0" });
    await client.connect(a);
    try {
      expect((await client.callTool({ name: "whoami", arguments: { greeting: "Hi" } })).structuredContent).toEqual({ result: "Hi, grace" });
      await expect(client.callTool({ name: "nope", arguments: {} })).rejects.toMatchObject({ code: -32602 });
    } finally {
      await client.close();
      await server.close();
    }

    const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
    const model = new MockLanguageModelV3({
      doGenerate: [
        { content: [{ type: "tool-call", toolCallId: "k", toolName: "ping", input: "{}" }], finishReason: { unified: "tool-calls", raw: undefined }, usage, warnings: [] },
        { content: [{ type: "text", text: "ok" }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] },
      ],
    });
    const result = await generateText({ model, prompt: "ping", tools: mod.aiSdkTools({ tool, jsonSchema }), stopWhen: stepCountIs(2) });
    expect(result.steps[0].toolResults[0].output).toBe("pong");
  });
});
