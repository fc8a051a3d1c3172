// A tool's return value is written out for the model by the result helpers
// (docs/limits.md). Whatever the tool returns, the writing is bounded: a
// structure that shares its objects (2^40 paths through 41 objects), a
// cycle, nesting past the depth limit, an array of length 2^32-1 each become
// a `tool_failed` error at once, never a stalled or aborted process; and
// `dispatch` itself hands the value over untouched, without throwing.
import { describe, expect, it } from "vitest";
import { createDispatch } from "../src/dispatch.js";
import { jsonTextOf, toJsonText } from "../src/json-text.js";
import { MAX_DEPTH, MAX_SHARED_VALUES, MAX_VALUES } from "../src/limits.js";
import { jsonValueOf, toJsonValue } from "../src/providers/json.js";
import { anthropicToolResult, geminiToolResult, mcpToolResult, openaiChatToolResult, openaiResponsesToolResult } from "../src/providers/index.js";
import { Unsendable } from "../src/result-budget.js";
import { resultText } from "../src/result-text.js";
import { viewTable } from "../src/views/table.js";

/** A binary tree `levels` deep whose two children are one object: levels + 1 objects, 2^levels paths. */
function sharedTree(levels: number): unknown {
  let node: unknown = { leaf: true };
  for (let i = 0; i < levels; i++) node = { left: node, right: node };
  return node;
}

function chain(levels: number): unknown {
  let node: unknown = 1;
  for (let i = 0; i < levels; i++) node = [node];
  return node;
}

const cyclic: Record<string, unknown> = { a: 1 };
cyclic.self = cyclic;
const longArray: unknown[] = [];
longArray.length = 2 ** 32 - 1;

const cases: [string, () => unknown, RegExp][] = [
  ["a shared tree 40 levels deep", () => sharedTree(40), new RegExp(`copies hold more than ${MAX_SHARED_VALUES} values`)],
  ["a cycle", () => cyclic, /a cycle \(an object that contains itself\)/],
  [`nesting past ${MAX_DEPTH} levels`, () => chain(MAX_DEPTH + 1), new RegExp(`nested more than ${MAX_DEPTH} levels deep`)],
  ["an array of length 2^32-1", () => longArray, new RegExp(`more than ${MAX_VALUES} values \\(a list of 4294967295 items\\)`)],
];

const tools = cases.map(([name, make]) => ({ name, validate: (input: Record<string, unknown>) => ({ ok: true as const, value: input, visits: 0 }), invoke: make }));
const dispatch = createDispatch(tools);
const views = viewTable(tools.map((t) => ({ tool: { name: t.name, description: "", inputSchema: { type: "object" }, outputSchema: { type: "object" } } })));

// Unbounded, each of these would run for minutes (2^40 paths) or abort the
// process; bounded, each returns the reason at once. No wall-clock assert
// (the machine is shared): the reason proves the writer gave up instead of
// walking, and the unit tier's 10 s timeout catches a hang.

describe.each(cases)("a tool returning %s", (name, make, reason) => {
  it("dispatch hands the value over untouched", async () => {
    const result = await dispatch(name, {});
    expect(result.ok).toBe(true);
  });

  it("the writers give up with the reason", () => {
    const text = jsonTextOf(make());
    expect(text).toBeInstanceOf(Unsendable);
    expect((text as Unsendable).reason).toMatch(reason);
    expect(toJsonText(make())).toMatch(/^"\[unserializable value: .*\]"$/);
    const value = jsonValueOf(make());
    expect((value as Unsendable).reason).toMatch(reason);
    expect(toJsonValue(make())).toMatch(/^\[unserializable value: /);
    expect(resultText({ ok: true, value: make() })).toMatch(/^The tool returned a value that cannot be sent as JSON: /);
  });

  it("every result helper resolves to a tool_failed error saying why", async () => {
    const message = expect.stringMatching(reason);
    const chat = await openaiChatToolResult(dispatch, { id: "1", type: "function", function: { name, arguments: "{}" } });
    expect(chat.content).toMatch(/^Error \(tool_failed\): The tool returned a value that cannot be sent as JSON: /);
    expect(chat.content).toEqual(message);
    const responses = await openaiResponsesToolResult(dispatch, { type: "function_call", call_id: "1", name, arguments: "{}" });
    expect(responses.output).toEqual(message);
    const anthropic = await anthropicToolResult(dispatch, { type: "tool_use", id: "1", name, input: {} });
    expect(anthropic).toEqual({ type: "tool_result", tool_use_id: "1", content: message, is_error: true });
    const gemini = await geminiToolResult(dispatch, { name, args: {} });
    expect(gemini.functionResponse.response).toEqual({ error: { code: "tool_failed", message } });
    const mcp = await mcpToolResult(views, dispatch, { name, arguments: {} });
    expect(mcp).toEqual({ content: [{ type: "text", text: message }], isError: true });
  });
});

describe("what stays within the limits is written in full", () => {
  it("shared objects are written at each place, up to the copy budget", () => {
    expect(toJsonText(sharedTree(3))).toBe(JSON.stringify(sharedTree(3)));
    // 2^15 leaves and as many inner nodes: within 100,000 values of copies.
    expect(toJsonText(sharedTree(15)).length).toBe(JSON.stringify(sharedTree(15)).length);
    expect(toJsonValue(sharedTree(15))).toEqual(JSON.parse(JSON.stringify(sharedTree(15))));
  });

  it(`nesting of exactly ${MAX_DEPTH} levels is written`, () => {
    expect(toJsonText(chain(MAX_DEPTH))).toBe(JSON.stringify(chain(MAX_DEPTH)));
    expect(toJsonValue(chain(MAX_DEPTH))).toEqual(chain(MAX_DEPTH));
  });
});
