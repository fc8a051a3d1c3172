// Object input is read into a copy that the checker and the tool both see
// (docs/limits.md): these pin down how an untyped place (`unknown`) finds
// what it refuses, small input and past the point where objects are
// remembered, without a path or a map for a small call.
import { describe, expect, it } from "vitest";
import { checker } from "../../../runtime/src/check/index.js";
import { MAX_DEPTH } from "../../../runtime/src/limits.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";

/** Every argument untyped, as `(args: Record<string, unknown>)` declares it. */
const read = checker(validationSchema({ type: "object", additionalProperties: {} }) as never);

/** An object of `n` number properties: past 4,096 values the checker starts remembering objects. */
const wide = (n: number): Record<string, unknown> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
const cycle = (path: (string | number)[]) => ({ ok: false, refused: { path, problem: "a cycle (an object that contains itself)" } });

describe("object input at an untyped place", () => {
  it("copies nested plain data and leaves the input as it was", () => {
    const input = { to: { lines: ["a", "b"], city: "Oslo" }, n: 1, none: undefined };
    const result = read(input);
    expect(result).toMatchObject({ ok: true, value: { to: { lines: ["a", "b"], city: "Oslo" }, n: 1 } });
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty("none");
    expect(result.value.to).not.toBe(input.to);
    expect((result.value.to as { lines: unknown }).lines).not.toBe(input.to.lines);
  });

  it("names a cycle where it closes, in a small input and past the point where objects are remembered", () => {
    const small: Record<string, unknown> = { x: 1 };
    small.self = small;
    expect(read({ to: small })).toMatchObject(cycle(["to", "self"]));
    const large = wide(5000);
    large.self = large;
    expect(read({ a: large })).toMatchObject(cycle(["a", "self"]));
    const inArray: unknown[] = [1];
    inArray.push({ back: inArray });
    expect(read({ xs: inArray })).toMatchObject(cycle(["xs", 1, "back"]));
  });

  it("a value nested too deeply is refused at the limit, with the path to it", () => {
    let value: unknown = 1;
    for (let i = 0; i < 600; i++) value = [value];
    const result = read({ value });
    expect(result).toMatchObject({ ok: false, refused: { problem: `a value nested more than ${MAX_DEPTH} levels deep` } });
    if (result.ok || !("refused" in result)) return;
    expect(result.refused.path[0]).toBe("value");
    expect(result.refused.path.length).toBe(MAX_DEPTH);
  });

  it("a subtree reached twice gives each place its own copy, small or large", () => {
    for (const leaf of [{ id: 1 }, wide(5000)]) {
      const result = read({ xs: [leaf, leaf] });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const [a, b] = result.value.xs as object[];
      expect(a).toEqual(leaf);
      expect(b).toEqual(leaf);
      expect(a).not.toBe(b);
    }
  });

  it("past 4,096 values a shared subtree is read once; a getter in it runs once", () => {
    let reads = 0;
    const shared = {
      get id() {
        reads++;
        return 7;
      },
    };
    const result = read({ big: wide(5000), xs: [shared, shared, shared] });
    expect(result.ok).toBe(true);
    expect(reads).toBe(1);
    if (result.ok) expect(result.value.xs).toEqual([{ id: 7 }, { id: 7 }, { id: 7 }]);
  });

  it("a getter's value is read into the copy as a writable data property", () => {
    let reads = 0;
    const order = {
      get id() {
        return ++reads;
      },
    };
    const result = read({ order });
    expect(result.ok && result.value.order).toEqual({ id: 1 });
    if (result.ok) expect(Object.getOwnPropertyDescriptor(result.value.order, "id")).toMatchObject({ value: 1, writable: true });
    expect(reads).toBe(1);
  });

  it("names where a getter threw or a non-plain value sits, at any depth", () => {
    const throwing = {
      get bad() {
        throw new Error("nope");
      },
    };
    expect(read({ a: [{ b: throwing }] })).toMatchObject({ ok: false, refused: { path: ["a", 0, "b", "bad"], problem: "a value that could not be read (nope)" } });
    expect(read({ a: { when: new Date(0) } })).toMatchObject({ ok: false, refused: { path: ["a", "when"], problem: "a Date" } });
    expect(read({ a: [1, , 3] })).toMatchObject({ ok: false, refused: { path: ["a", 1], problem: "a hole in a sparse array (send every item, or null)" } });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(read({ a: { p: proxy } })).toMatchObject({ ok: false, refused: { path: ["a", "p"] } });
  });

  it("keeps a __proto__ key an own data property in nested copies", () => {
    const result = read(JSON.parse('{"a": {"__proto__": {"x": 1}}}'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const a = result.value.a as object;
    expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(a, "__proto__")?.value).toEqual({ x: 1 });
  });
});
