// Object input is read into a copy that the validator and the tool both see
// (docs/limits.md): these pin down how the reader finds what it refuses
// without keeping a path or a map for a small call.
import { describe, expect, it } from "vitest";
import { MAX_DEPTH } from "../src/limits.js";
import { readArguments } from "../src/plain-data.js";

/** An object of `n` number properties: past 4,096 values the reader starts remembering objects. */
const wide = (n: number): Record<string, unknown> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

describe("readArguments", () => {
  it("copies nested plain data and leaves the input as it was", () => {
    const input = { to: { lines: ["a", "b"], city: "Oslo" }, n: 1, none: undefined };
    const read = readArguments(input);
    expect(read).toEqual({ ok: true, value: { to: { lines: ["a", "b"], city: "Oslo" }, n: 1 } });
    if (!read.ok) return;
    expect(read.value.to).not.toBe(input.to);
    expect((read.value.to as { lines: unknown }).lines).not.toBe(input.to.lines);
  });

  it("names a cycle where it closes, in a small input and past the point where objects are remembered", () => {
    const small: Record<string, unknown> = { x: 1 };
    small.self = small;
    expect(readArguments({ to: small })).toEqual({ ok: false, path: ["to", "self"], problem: "a cycle (this object contains itself)" });
    const top: Record<string, unknown> = { city: "x" };
    top.self = top;
    expect(readArguments(top)).toEqual({ ok: false, path: ["self"], problem: "a cycle (this object contains itself)" });
    const large = wide(5000);
    large.self = large;
    expect(readArguments({ a: large })).toEqual({ ok: false, path: ["a", "self"], problem: "a cycle (this object contains itself)" });
    const inArray: unknown[] = [1];
    inArray.push({ back: inArray });
    expect(readArguments({ xs: inArray })).toEqual({ ok: false, path: ["xs", 1, "back"], problem: "a cycle (this object contains itself)" });
  });

  it("a value nested too deeply is refused at the limit, with the path to it", () => {
    let value: unknown = 1;
    for (let i = 0; i < 600; i++) value = [value];
    const read = readArguments({ value });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem).toBe(`a value nested more than ${MAX_DEPTH} levels deep`);
    expect(read.path[0]).toBe("value");
    expect(read.path.length).toBe(MAX_DEPTH);
  });

  it("a subtree reached twice gives each place its own copy, small or large", () => {
    for (const leaf of [{ id: 1 }, wide(5000)]) {
      const read = readArguments({ xs: [leaf, leaf] });
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      const [a, b] = read.value.xs as object[];
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
    const read = readArguments({ big: wide(5000), xs: [shared, shared, shared] });
    expect(read.ok).toBe(true);
    expect(reads).toBe(1);
    if (read.ok) expect(read.value.xs).toEqual([{ id: 7 }, { id: 7 }, { id: 7 }]);
  });

  it("a getter's value is read into the copy, so what is validated is what the tool gets", () => {
    let reads = 0;
    const order = {
      get id() {
        return ++reads;
      },
    };
    const read = readArguments({ order });
    expect(read.ok && read.value.order).toEqual({ id: 1 });
    if (read.ok) expect(Object.getOwnPropertyDescriptor(read.value.order, "id")).toMatchObject({ value: 1, writable: true });
    expect(reads).toBe(1);
  });

  it("names where a getter threw or a non-plain value sits, at any depth", () => {
    const throwing = {
      get bad() {
        throw new Error("nope");
      },
    };
    expect(readArguments({ a: [{ b: throwing }] })).toEqual({ ok: false, path: ["a", 0, "b", "bad"], problem: "a value that could not be read (nope)" });
    expect(readArguments({ a: { when: new Date(0) } })).toEqual({ ok: false, path: ["a", "when"], problem: "a Date" });
    expect(readArguments({ a: [1, , 3] })).toEqual({ ok: false, path: ["a", 1], problem: "a hole in a sparse array (send every item, or null)" }); // eslint-disable-line no-sparse-arrays
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(readArguments({ a: { p: proxy } })).toMatchObject({ ok: false, path: ["a", "p"] });
    expect(readArguments(proxy)).toMatchObject({ ok: false, path: [] });
  });

  it("keeps a __proto__ key an own data property in nested copies", () => {
    const input = JSON.parse('{"a": {"__proto__": {"x": 1}}}');
    const read = readArguments(input);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const a = read.value.a as object;
    expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(a, "__proto__")?.value).toEqual({ x: 1 });
  });
});
