import { describe, expect, it } from "vitest";
import { allTools } from "../../packages/core/test/providers/fixtures.js";
import { writeProvidersModule } from "./harness.js";

// The emitted module with a hand-written dispatch: each provider helper takes
// the SDK's call object and answers with that API's result object.
const mod = await import(writeProvidersModule("results", allTools));

describe("result helpers", () => {
  it("OpenAI Chat: tool call -> tool message, the error in the text", async () => {
    const call = { id: "call_1", type: "function", function: { name: "forecast", arguments: '{"city":"Paris"}' } };
    expect(await mod.openaiToolResult(call)).toEqual({ role: "tool", tool_call_id: "call_1", content: '{"temperature":21.5,"summary":"Sunny in Paris"}' });
    const bad = { ...call, function: { name: "forecast", arguments: '{"city":3}' } };
    expect((await mod.openaiToolResult(bad)).content).toBe("Error (invalid_arguments): city: expected a string, received 3.");
    const broken = { ...call, function: { name: "forecast", arguments: "{city" } };
    expect((await mod.openaiToolResult(broken)).content).toMatch(/^Error \(invalid_json\)/);
  });

  it("OpenAI Responses: function_call -> function_call_output", async () => {
    const item = { type: "function_call", id: "fc_1", call_id: "call_9", name: "ping", arguments: "{}", status: "completed" };
    expect(await mod.openaiResponsesToolResult(item)).toEqual({ type: "function_call_output", call_id: "call_9", output: "pong" });
  });

  it("Anthropic: tool_use -> tool_result, is_error on failure", async () => {
    const block = { type: "tool_use", id: "toolu_1", name: "forecast", input: { city: "Oslo" } };
    expect(await mod.anthropicToolResult(block, { user: "ada" })).toEqual({
      type: "tool_result",
      tool_use_id: "toolu_1",
      content: '{"temperature":21.5,"summary":"Sunny in Oslo for ada"}',
    });
    const failed = await mod.anthropicToolResult({ ...block, name: "tag_points", input: {} });
    expect(failed).toEqual({ type: "tool_result", tool_use_id: "toolu_1", content: "Error (tool_failed): The label service is down.", is_error: true });
  });

  it("Gemini: functionCall (bare or in a part) -> functionResponse with output or error", async () => {
    const call = { id: "g1", name: "forecast", args: { city: "Rome" } };
    expect(await mod.geminiToolResult(call)).toEqual({
      functionResponse: { id: "g1", name: "forecast", response: { output: { temperature: 21.5, summary: "Sunny in Rome" } } },
    });
    expect(await mod.geminiToolResult({ functionCall: { name: "nope", args: {} } })).toEqual({
      functionResponse: { name: "nope", response: { error: { code: "unknown_tool", message: 'Unknown tool "nope".' } } },
    });
  });

  it("MCP: structuredContent (wrapped when not an object) plus a text copy; isError on failure", async () => {
    expect(await mod.mcpToolResult({ name: "forecast", arguments: { city: "Lima" } })).toEqual({
      content: [{ type: "text", text: '{"temperature":21.5,"summary":"Sunny in Lima"}' }],
      structuredContent: { temperature: 21.5, summary: "Sunny in Lima" },
    });
    expect(await mod.mcpToolResult({ name: "ping" })).toEqual({ content: [{ type: "text", text: '{"result":"pong"}' }], structuredContent: { result: "pong" } });
    expect(await mod.mcpToolResult({ name: "forecast", arguments: {} })).toMatchObject({ isError: true });
  });

  it("never throws on values JSON cannot hold: bigint keeps every digit, Date becomes ISO text", async () => {
    const exact = (2n ** 70n).toString();
    const call = (name: string) => ({ id: "c", type: "function", function: { name, arguments: "{}" } });
    expect((await mod.openaiToolResult(call("transfer"))).content).toBe(exact);
    expect((await mod.openaiToolResult(call("set_status"))).content).toBe('{"at":"2026-01-02T00:00:00.000Z","big":12}');
    // Structured forms hold plain JSON data: a bigint beyond 2^53 as its decimal string.
    expect((await mod.geminiToolResult({ name: "transfer", args: {} })).functionResponse.response).toEqual({ output: exact });
    const mcp = await mod.mcpToolResult({ name: "transfer", arguments: {} });
    // MCP: a number, so it matches the {"type":"integer"} output schema clients validate; the text keeps every digit.
    expect(mcp.structuredContent).toEqual({ result: Number(2n ** 70n) });
    expect(mcp.content[0].text).toBe(`{"result":${exact}}`);
  });

  it("survives a dispatch that rejects", async () => {
    const result = await mod.anthropicToolResult({ type: "tool_use", id: "t", name: "ship", input: {} });
    expect(result).toMatchObject({ is_error: true, content: "Error (tool_failed): dispatch must never reject, but the helpers survive it" });
  });
});

const odd = { ...allTools[0], name: "__proto__", outputSchema: { type: "object", properties: { safe: { type: "boolean" } }, required: ["safe"], additionalProperties: false } };
const oddMod = await import(writeProvidersModule("results-proto", [odd]));

describe("a tool named __proto__ (valid per the name rule)", () => {
  it("keeps its MCP structured output and its AI SDK key", async () => {
    expect(await oddMod.mcpToolResult({ name: "__proto__", arguments: {} })).toEqual({
      content: [{ type: "text", text: '{"safe":true}' }],
      structuredContent: { safe: true },
    });
    const set = oddMod.aiSdkTools({ tool: (t: unknown) => t, jsonSchema: (s: unknown) => s });
    expect(Object.keys(set)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(set)).toBe(Object.prototype);
  });
});

describe("views from the emitted module", () => {
  it("OpenAI: Chat nests the function, Responses flattens it with an explicit strict flag", () => {
    const [chat] = mod.openaiTools();
    expect(chat).toMatchObject({ type: "function", function: { name: "forecast" } });
    expect("strict" in chat.function).toBe(false);
    expect(mod.openaiTools({ strict: true })[0].function.strict).toBe(true);
    expect(mod.openaiTools({ api: "responses" })[0]).toMatchObject({ type: "function", name: "forecast", strict: false });
    expect(mod.openaiTools({ api: "responses", strict: true })[0].parameters.required).toEqual(["city", "days", "unit"]);
  });

  it("Anthropic, Gemini and MCP shapes", () => {
    expect(mod.anthropicTools({ strict: true })[0]).toMatchObject({ name: "forecast", strict: true, input_examples: [{ city: "Paris", days: 2 }] });
    expect(mod.geminiTools()).toHaveLength(1);
    expect(mod.geminiTools()[0].functionDeclarations.map((d: { name: string }) => d.name)).toEqual(allTools.map((t) => t.name));
    expect(mod.mcpTools().find((t: { name: string }) => t.name === "ping").outputSchema.required).toEqual(["result"]);
  });

  it("hands out copies: mutating one result does not change the next", () => {
    const first = mod.openaiTools();
    first[0].function.parameters.properties.city.type = "number";
    first.pop();
    expect(mod.openaiTools()[0].function.parameters.properties.city.type).toBe("string");
    expect(mod.openaiTools()).toHaveLength(allTools.length);
  });
});
