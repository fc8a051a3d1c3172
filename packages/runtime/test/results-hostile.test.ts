// The result helpers under hostile input: malformed provider call objects,
// tools returning odd values, model data with a `__proto__` key. None may
// reject; `__proto__` stays an own key in what they send back.
import { describe, expect, it } from "vitest";
import { createDispatch, type Dispatch } from "../src/dispatch.js";
import { anthropicToolResult, geminiToolResult, mcpToolResult, openaiChatToolResult, openaiResponsesToolResult } from "../src/providers/index.js";
import { viewTable } from "../src/views/table.js";

const echo = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}');
const accept = (input: Record<string, unknown>) => ({ ok: true as const, value: input, visits: 0 });
const dispatch = createDispatch([
  { name: "echo", validate: accept, invoke: () => echo },
  { name: "overridden", validate: accept, invoke: () => Object.assign(Promise.resolve("real"), { then: () => undefined }) },
]);
const views = viewTable([{ tool: { name: "echo", description: "", inputSchema: { type: "object" }, outputSchema: { type: "object" } } }]);

const { proxy: revoked, revoke } = Proxy.revocable({}, {});
revoke();
const throwing = { get name(): string { throw new Error("name"); }, get function(): never { throw new Error("function"); } };

describe("result helpers never reject", () => {
  it.each([
    ["OpenAI Chat", () => openaiChatToolResult(dispatch, throwing as never)],
    ["OpenAI Chat, revoked proxy", () => openaiChatToolResult(dispatch, revoked as never)],
    ["OpenAI Responses", () => openaiResponsesToolResult(dispatch, throwing as never)],
    ["Anthropic", () => anthropicToolResult(dispatch, revoked as never)],
    ["Gemini", () => geminiToolResult(dispatch, revoked as never)],
    ["MCP", () => mcpToolResult(views, dispatch, throwing as never)],
  ])("%s with a call object that cannot be read gives an error result", async (_, call) => {
    const result = await call();
    expect(JSON.stringify(result)).toContain("unknown_tool");
  });

  it("a misbehaving dispatch still gives a result", async () => {
    const broken = (() => Promise.resolve(undefined)) as unknown as Dispatch;
    const thrower = (() => { throw new Error("dispatch threw"); }) as unknown as Dispatch;
    expect((await openaiChatToolResult(broken, { id: "1", type: "function", function: { name: "echo", arguments: "{}" } })).content).toBe("Error (tool_failed): dispatch gave no result");
    expect((await anthropicToolResult(thrower, { type: "tool_use", id: "1", name: "echo", input: {} })).content).toBe("Error (tool_failed): dispatch threw");
  });

  it("a Promise with an overridden then is followed through the real then", async () => {
    expect(await dispatch("overridden", {})).toEqual({ ok: true, value: "real" });
    expect((await openaiChatToolResult(dispatch, { id: "1", type: "function", function: { name: "overridden", arguments: "{}" } })).content).toBe("real");
  });
});

describe("__proto__ in results stays an own key", () => {
  it("Gemini response", async () => {
    const part = await geminiToolResult(dispatch, { name: "echo", args: {} });
    const output = (part.functionResponse.response as { output: Record<string, unknown> }).output;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.keys(output)).toEqual(["__proto__", "x"]);
    expect(Object.getOwnPropertyDescriptor(output, "__proto__")?.value).toEqual({ polluted: true });
  });

  it("MCP structuredContent and text", async () => {
    const result = await mcpToolResult(views, dispatch, { name: "echo", arguments: {} });
    const structured = result.structuredContent as Record<string, unknown>;
    expect(Object.getPrototypeOf(structured)).toBe(Object.prototype);
    expect(Object.keys(structured)).toEqual(["__proto__", "x"]);
    expect(JSON.parse(result.content[0].type === "text" ? result.content[0].text : "")).toEqual(echo);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
