import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Extractor } from "../../packages/core/src/extract/index.js";
import { virtualToolsText, writeVirtualTools } from "../../packages/core/test/virtual-tools.js";
import { runtimeEntry } from "./harness.js";
import { toolCallingModel } from "./ai-sdk-model.js";
import { connectInMemory } from "../helpers/mcp-in-memory.js";
import { tempDir } from "../helpers/temp-dir.js";

// The real pipeline: the extractor reads fixture/src/tools.ts, the module
// generator writes virtual:tools (real dispatch + provider views), and each
// provider's own client or call object drives it.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "fixture");
const extracted = new Extractor({ root }).extract([path.join(root, "src/tools.ts")]);
const outDir = tempDir("providers-real");
const mod = await import(writeVirtualTools(outDir, virtualToolsText(extracted.tools, runtimeEntry)));

describe("provider helpers over the real extractor and dispatch", () => {
  it("extracts the fixture without errors", () => {
    expect(extracted.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(extracted.tools.map((t) => t.name)).toEqual(["explode", "forecast", "ping", "supply", "whoami"]);
  });

  it("OpenAI strict: null for an optional argument means absent, so the default applies", async () => {
    const [forecast] = mod.openaiTools({ strict: true }).filter((t: { function: { name: string } }) => t.function.name === "forecast");
    expect(forecast.function.parameters.required).toEqual(["city", "days"]);
    const message = await mod.openaiToolResult({ id: "c1", type: "function", function: { name: "forecast", arguments: '{"city":"Paris","days":null}' } });
    expect(JSON.parse(message.content)).toEqual({ city: "Paris", days: 3, summary: "Sunny in Paris for 3 days" });
  });

  it("the model-readable error for a bad call reaches each provider's error form", async () => {
    const bad = { city: "Paris", days: 40 };
    const chat = await mod.openaiToolResult({ id: "c", function: { name: "forecast", arguments: JSON.stringify(bad) } });
    expect(chat.content).toMatch(/^Error \(invalid_arguments\): .*days: expected an integer >= 1 and <= 14, received 40/s);
    const anthropic = await mod.anthropicToolResult({ type: "tool_use", id: "t", name: "forecast", input: bad });
    expect(anthropic).toMatchObject({ is_error: true });
    const gemini = await mod.geminiToolResult({ name: "forecast", args: bad });
    expect(gemini.functionResponse.response.error.code).toBe("invalid_arguments");
    const thrown = await mod.openaiResponsesToolResult({ call_id: "r", name: "explode", arguments: '{"reason":"out of coffee"}' });
    expect(thrown.output).toBe("Error (tool_failed): out of coffee");
  });

  it("MCP client: list, call with ctx, isError, unknown tool -32602, bigint text copy", async () => {
    const { client, close } = await connectInMemory(mod, { context: () => ({ user: "ada" }) });
    try {
      const { tools } = await client.listTools();
      expect(tools.find((t) => t.name === "whoami")!.inputSchema.properties).toEqual({ greeting: { type: "string" } });
      expect(await client.callTool({ name: "whoami", arguments: { greeting: "Hello" } })).toEqual({
        content: [{ type: "text", text: '{"result":"Hello, ada"}' }],
        structuredContent: { result: "Hello, ada" },
      });
      const supply = await client.callTool({ name: "supply", arguments: {} });
      expect((supply.content as { text: string }[])[0].text).toBe(`{"result":${2n ** 70n}}`);
      const bad = await client.callTool({ name: "forecast", arguments: { city: "Paris", extra: 1 } });
      expect(bad.isError).toBe(true);
      await expect(client.callTool({ name: "nope", arguments: {} })).rejects.toMatchObject({ code: -32602 });
    } finally {
      await close();
    }
  });

  it("AI SDK: generateText runs a tool through the real dispatch", async () => {
    const model = toolCallingModel("forecast", '{"city":"Oslo"}');
    const result = await generateText({ model, prompt: "weather?", tools: mod.aiSdkTools({ tool, jsonSchema }), stopWhen: stepCountIs(2) });
    expect(result.steps[0].toolResults[0].output).toEqual({ city: "Oslo", days: 3, summary: "Sunny in Oslo for 3 days" });
    expect(JSON.stringify(model.doGenerateCalls[1].prompt)).toContain("Sunny in Oslo for 3 days");
  });
});
