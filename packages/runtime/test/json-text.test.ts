import { describe, expect, it } from "vitest";
import { toJsonText } from "../src/json-text.js";
import { resultText } from "../src/result-text.js";

describe("toJsonText", () => {
  it.each([
    [{ a: 1, b: "x", c: [true, null] }, '{"a":1,"b":"x","c":[true,null]}'],
    [12345678901234567890123n, "12345678901234567890123"],
    [{ id: -9007199254740993n }, '{"id":-9007199254740993}'],
    [new Date("2026-01-02T03:04:05Z"), '"2026-01-02T03:04:05.000Z"'],
    [new Map<unknown, unknown>([["a", 1n], [2, "b"]]), '{"a":1,"2":"b"}'],
    [new Set([1, 2]), "[1,2]"],
    [{ u: undefined, f: () => 1, s: Symbol("x"), n: NaN }, '{"n":null}'],
    [[undefined, () => 1], "[null,null]"],
    [undefined, "null"],
    [{ toJSON: () => ({ v: 1n }) }, '{"v":1}'],
    // A value with no text drops its key, wherever it stands.
    [{ u: undefined, a: 1, s: Symbol("y") }, '{"a":1}'],
    [{ a: { toJSON: () => undefined }, b: [{ toJSON: () => undefined }] }, '{"b":[null]}'],
    [{ only: undefined }, "{}"],
    [new Date(NaN), "null"],
  ])("%s", (value, text) => {
    expect(toJsonText(value)).toBe(text);
  });

  it("never throws: cycles and throwing getters", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(toJsonText(cyclic)).toBe('"[unserializable value: a cycle (an object that contains itself)]"');
    const shared = { x: 1 };
    expect(toJsonText([shared, shared])).toBe('[{"x":1},{"x":1}]');
    const hostile = {
      get boom(): unknown {
        throw new Error("no");
      },
    };
    expect(() => toJsonText(hostile)).not.toThrow();
  });

  it("indents like JSON.stringify", () => {
    const v = { a: [1, { b: 2, skip: undefined }, []], c: {}, d: { gone: undefined }, e: [undefined], f: { g: { h: "deep" } } };
    expect(toJsonText(v, 2)).toBe(JSON.stringify(v, null, 2));
  });
});

describe("resultText", () => {
  it("keeps strings, serialises values, and gives an error's message", () => {
    expect(resultText({ ok: true, value: "hello" })).toBe("hello");
    expect(resultText({ ok: true, value: { n: 2n ** 64n } })).toBe('{"n":18446744073709551616}');
    expect(resultText({ ok: false, error: { code: "tool_failed", message: "boom" } })).toBe("boom");
  });
});
