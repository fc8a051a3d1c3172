import { describe, expect, it } from "vitest";
import { cloneJson, toJsonValue } from "../../packages/runtime/src/providers/json.js";

const cyclic: Record<string, unknown> = { a: 1 };
cyclic.self = cyclic;
const shared = { x: 1 };
const hostile = new Proxy({}, {
  ownKeys() {
    throw new Error("no keys for you");
  },
});
const throwingToJSON = { toJSON() { throw new Error("nope"); } };

// The JSON *text* of results is the runtime's toJsonText (tested with the runtime);
// this is the structured form for Gemini, MCP structuredContent and the AI SDK.
describe("toJsonValue (plain JSON data for structured results; never throws)", () => {
  it.each<[string, unknown, unknown]>([
    ["a Map with string keys as an object", new Map([["a", 1n]]), { a: 1 }],
    ["a Map with object keys as pairs", new Map([[{ k: 1 }, "v"]]), [[{ k: 1 }, "v"]]],
    ["a Set as an array", new Set([1, "a"]), [1, "a"]],
    ["a typed array as numbers", new Uint8Array([1, 2]), [1, 2]],
    ["an Error as name and message", new TypeError("bad"), { name: "TypeError", message: "bad" }],
    ["a cycle refused, not followed", cyclic, "[unserializable value: a cycle (an object that contains itself)]"],
    ["a shared (acyclic) reference twice", [shared, shared], [{ x: 1 }, { x: 1 }]],
    ["undefined and functions: left out of objects, null in arrays", { a: undefined, f() {}, l: [undefined, () => 1] }, { l: [null, null] }],
    ["non-finite numbers as null", [Number.NaN, Infinity], [null, null]],
    ["an invalid Date as null", new Date(Number.NaN), null],
    ["toJSON honoured", { toJSON: () => ({ via: "toJSON" }) }, { via: "toJSON" }],
    ["a safe bigint as a number", 42n, 42],
    ["an unsafe bigint as its exact decimal string", 2n ** 70n, "1180591620717411303424"],
    ["a Date as ISO text", { at: new Date(0) }, { at: "1970-01-01T00:00:00.000Z" }],
    ["undefined at the top as null", undefined, null],
  ])("%s", (_, value, expected) => {
    expect(toJsonValue(value)).toEqual(expected);
  });

  it('"number" mode keeps bigints numeric (to match an integer output schema)', () => {
    expect(toJsonValue({ n: 2n ** 70n }, "number")).toEqual({ n: 2 ** 70 });
  });

  it('"keep" mode leaves bigints for the exact text writer', () => {
    expect(toJsonValue([2n ** 70n], "keep")).toEqual([2n ** 70n]);
  });

  it("never throws", () => {
    expect(toJsonValue(hostile)).toBe("[unserializable value: reading it threw (a getter or toJSON)]");
    expect(typeof toJsonValue(throwingToJSON)).toBe("string");
  });
});

describe("cloneJson", () => {
  it("copies deeply", () => {
    const original = { a: [{ b: 1 }] };
    const copy = cloneJson(original);
    expect(copy).toEqual(original);
    copy.a[0].b = 2;
    expect(original.a[0].b).toBe(1);
  });
});
