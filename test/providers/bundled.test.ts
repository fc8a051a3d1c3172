import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { buildFixture, type Bundler } from "../helpers/build-basic.js";
import { toolCallingModel } from "./ai-sdk-model.js";
import { connectInMemory } from "../helpers/mcp-in-memory.js";
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

    const { client, close } = await connectInMemory(mod, { context: () => ({ user: "grace" }) });
    try {
      expect((await client.callTool({ name: "whoami", arguments: { greeting: "Hi" } })).structuredContent).toEqual({ result: "Hi, grace" });
      await expect(client.callTool({ name: "nope", arguments: {} })).rejects.toMatchObject({ code: -32602 });
    } finally {
      await close();
    }

    const model = toolCallingModel("ping", "{}");
    const result = await generateText({ model, prompt: "ping", tools: mod.aiSdkTools({ tool, jsonSchema }), stopWhen: stepCountIs(2) });
    expect(result.steps[0].toolResults[0].output).toBe("pong");
  });
});
