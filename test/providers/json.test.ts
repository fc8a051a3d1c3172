import { describe, expect, it } from "vitest";
import { cloneJson, toJsonText, toJsonValue } from "../../packages/runtime/src/providers/json.js";

const cyclic: Record<string, unknown> = { a: 1 };
cyclic.self = cyclic;
const shared = { x: 1 };
const hostile = new Proxy({}, {
  ownKeys() {
    throw new Error("no keys for you");
  },
});
const throwingToJSON = { toJSON() { throw new Error("nope"); } };

describe("toJsonText (result text for models; never throws)", () => {
  it.each<[string, unknown, string]>([
    ["a bigint beyond 2^53, every digit", 2n ** 70n, "1180591620717411303424"],
    ["a negative bigint in an object", { id: -9007199254740993n }, '{"id":-9007199254740993}'],
    ["a Date as ISO text", new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), '"2026-01-02T03:04:05.000Z"'],
    ["an invalid Date as null", new Date(Number.NaN), "null"],
    ["a Map with string keys as an object", new Map([["a", 1n]]), '{"a":1}'],
    ["a Map with object keys as pairs", new Map([[{ k: 1 }, "v"]]), '[[{"k":1},"v"]]'],
    ["a Set as an array", new Set([1, "a"]), '[1,"a"]'],
    ["a typed array as numbers", new Uint8Array([1, 2]), "[1,2]"],
    ["an Error as name and message", new TypeError("bad"), '{"name":"TypeError","message":"bad"}'],
    ["a cycle marked, not followed", cyclic, '{"a":1,"self":"[Circular]"}'],
    ["a shared (acyclic) reference twice", [shared, shared], '[{"x":1},{"x":1}]'],
    ["undefined at the top as null", undefined, "null"],
    ["undefined and functions: left out of objects, null in arrays", { a: undefined, f() {}, l: [undefined, () => 1] }, '{"l":[null,null]}'],
    ["non-finite numbers as null", [Number.NaN, Infinity], "[null,null]"],
    ["toJSON honoured", { toJSON: () => ({ via: "toJSON" }) }, '{"via":"toJSON"}'],
    ["a string stays a JSON string", 'say "hi"\n', '"say \\"hi\\"\\n"'],
  ])("%s", (_, value, expected) => {
    expect(toJsonText(value)).toBe(expected);
    expect(() => JSON.parse(toJsonText(value))).not.toThrow();
  });

  it.each<[string, unknown]>([
    ["a throwing toJSON", throwingToJSON],
    ["a proxy that throws on enumeration", hostile],
  ])("falls back to text for %s", (_, value) => {
    expect(() => toJsonText(value)).not.toThrow();
    expect(typeof JSON.parse(toJsonText(value))).toBe("string");
  });
});

describe("toJsonValue (plain JSON data for structured results)", () => {
  it.each<[string, unknown, unknown]>([
    ["a safe bigint as a number", 42n, 42],
    ["an unsafe bigint as its exact decimal string", 2n ** 70n, "1180591620717411303424"],
    ["a Date as ISO text", { at: new Date(0) }, { at: "1970-01-01T00:00:00.000Z" }],
    ["undefined at the top as null", undefined, null],
  ])("%s", (_, value, expected) => {
    expect(toJsonValue(value)).toEqual(expected);
  });

  it('"number" mode keeps bigints numeric (to match an integer output schema)', () => {
    expect(toJsonValue({ n: 2n ** 70n }, "number")).toEqual({ n: 1180591620717411303424 });
  });

  it("never throws", () => {
    expect(() => toJsonValue(hostile)).not.toThrow();
    expect(() => toJsonValue(throwingToJSON)).not.toThrow();
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
