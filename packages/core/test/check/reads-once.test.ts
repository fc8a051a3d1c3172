/**
 * Object input is read once per place, by one rule (docs/limits.md): a
 * property is there when it is own and enumerable (what `Object.keys`
 * lists), for presence, tags and copies alike; a union reads its value once
 * into the call's own copy however many branches look at it, so getters
 * run and values are counted once; and every place of the tool's input is
 * its own object, `Date`s included, also past the point where objects
 * reached twice are remembered.
 */
import { describe, expect, it } from "vitest";
import { checker } from "../../../runtime/src/check/index.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import type { JsonSchema } from "../../src/model/index.js";

const str: JsonSchema = { type: "string" };
const int: JsonSchema = { type: "integer", "x-toolcall": { kind: "int" } };
const date: JsonSchema = { type: "string", format: "date-time", "x-toolcall": { kind: "date" } };
const lit = (value: string): JsonSchema => ({ type: "string", const: value });
const obj = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({ type: "object", properties, required, additionalProperties: false });
const arrayOf = (items: JsonSchema): JsonSchema => ({ type: "array", items });
const recordOf = (values: JsonSchema): JsonSchema => ({ type: "object", additionalProperties: values });
const check = (schema: JsonSchema) => checker(validationSchema(schema) as never);

/** `target` with `name` defined as an own property that is not enumerable. */
function hidden<T extends object>(target: T, name: string, value: unknown): T {
  Object.defineProperty(target, name, { value, enumerable: false, configurable: true, writable: true });
  return target;
}

describe("present means own and enumerable, for presence, tags and copies alike", () => {
  it("a required property that is not enumerable is missing, as it is from the copy", () => {
    const result = check(obj({ a: int, b: str }))(hidden({ b: "x" }, "a", 1));
    expect(result).toMatchObject({ ok: false, issues: [{ path: "a", message: "required, but missing" }] });
  });

  it("a required property that is not enumerable is missing when keys come in any order, or undeclared", () => {
    const open: JsonSchema = { type: "object", properties: { a: int, b: str }, required: ["a", "b", "c"] };
    const result = check(open)(hidden({ b: "x", extra: 1 }, "a", 1));
    expect(result.ok).toBe(false);
    if (result.ok || !("issues" in result)) return;
    expect(result.issues.map((i) => i.path).sort()).toEqual(["a", "c"]);
  });

  it("a tag that is not enumerable selects no branch", () => {
    const tagged = check(obj({ v: { anyOf: [obj({ kind: lit("a"), x: str }), obj({ kind: lit("b"), y: int })] } }));
    expect(tagged({ v: hidden({ x: "s" }, "kind", "a") }).ok).toBe(false);
    expect(tagged({ v: { kind: "a", x: "s" } })).toMatchObject({ ok: true, value: { v: { kind: "a", x: "s" } } });
  });

  it("a key only one branch declares selects nothing when it is not enumerable", () => {
    const byKey = check(obj({ v: { anyOf: [obj({ and: arrayOf(str) }), obj({ or: arrayOf(str) })] } }));
    expect(byKey({ v: hidden({}, "and", ["x"]) }).ok).toBe(false);
    expect(byKey({ v: { or: ["x"] } })).toMatchObject({ ok: true, value: { v: { or: ["x"] } } });
  });
});

describe("a union reads object input once, however many branches it tries", () => {
  it("600,000 strings for Int[] | string[] are counted once: accepted as object input, as they are as text", () => {
    const list = check(obj({ xs: { anyOf: [arrayOf(int), arrayOf(str)] } }));
    const xs = Array.from({ length: 600_000 }, () => "s");
    expect(list({ xs }).ok).toBe(true);
    expect(list(JSON.parse(JSON.stringify({ xs })), true).ok).toBe(true);
  });

  it("210,000 values for a union of five records are counted once (once per branch would pass the 1,000,000 limit)", () => {
    const kinds: JsonSchema[] = [int, { type: "boolean" }, { type: "null" }, arrayOf(int), str];
    const records = check(obj({ r: { anyOf: kinds.map(recordOf) } }));
    const r: Record<string, string> = {};
    for (let i = 0; i < 210_000; i++) r[`k${i}`] = "s";
    expect(records({ r }).ok).toBe(true);
  });

  it("a getter runs once, though the branch that passes is the second tried", () => {
    const untagged = check(obj({ v: { anyOf: [obj({ x: int }), obj({ x: str })] } }));
    let reads = 0;
    const v = Object.defineProperty({}, "x", { get: () => (reads++, "s"), enumerable: true });
    expect(untagged({ v })).toMatchObject({ ok: true, value: { v: { x: "s" } } });
    expect(reads).toBe(1);
  });

  it("a Proxy's traps run once per place, through a tag and through branches tried in turn", () => {
    const traps: string[] = [];
    const spy = (target: object) =>
      new Proxy(target, {
        ownKeys: (t) => (traps.push("ownKeys"), Reflect.ownKeys(t)),
        get: (t, key, receiver) => (typeof key === "string" && traps.push(`get ${key}`), Reflect.get(t, key, receiver)),
      });
    const tagged = check(obj({ v: { anyOf: [obj({ kind: lit("a"), x: str }), obj({ kind: lit("b"), x: int })] } }));
    expect(tagged({ v: spy({ kind: "b", x: 1 }) })).toMatchObject({ ok: true, value: { v: { kind: "b", x: 1 } } });
    expect(traps).toEqual(["ownKeys", "get kind", "get x"]);
    traps.length = 0;
    const untagged = check(obj({ v: { anyOf: [obj({ x: int, y: int }), obj({ x: int, y: str })] } }));
    expect(untagged({ v: spy({ x: 1, y: "s" }) }).ok).toBe(true);
    expect(traps).toEqual(["ownKeys", "get x", "get y"]);
  });

  it("the report of a union no branch passes reads no getter again", () => {
    const untagged = check(obj({ v: { anyOf: [obj({ x: int }), obj({ x: str })] } }));
    let reads = 0;
    const v = Object.defineProperty({}, "x", { get: () => (reads++, true), enumerable: true });
    expect(untagged({ v }).ok).toBe(false);
    expect(reads).toBe(1);
  });
});

describe("an issue's preview lists an object's keys once per call, and runs no getter", () => {
  it("a getter in a value shown by an issue is shown as one, not run", () => {
    let reads = 0;
    const sent = Object.defineProperty({ a: 1 }, "b", { get: () => (reads++, 2), enumerable: true });
    const result = check(obj({ n: int }))({ n: sent });
    expect(result).toMatchObject({ ok: false, issues: [{ path: "n", message: 'expected an integer, received {"a":1,"b":[getter]}' }] });
    expect(reads).toBe(0);
  });

  it("an object shown by many issues is read for its preview once", () => {
    let listed = 0;
    const big = new Proxy(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])), {
      ownKeys: (t) => (listed++, Reflect.ownKeys(t)),
    });
    const ints = check(obj({ xs: arrayOf(int) }));
    const result = ints({ xs: Array(100).fill(big) });
    expect(result).toMatchObject({ ok: false, issues: expect.arrayContaining([{ path: "xs[0]", message: expect.stringContaining('received {"k0":0,"k1":1') }]) });
    expect(listed).toBe(1);
  });
});

/** Every object in `value` (containers and Dates), in the order met. */
function objectsIn(value: unknown, into: object[] = []): object[] {
  if (value === null || typeof value !== "object") return into;
  into.push(value);
  if (value instanceof Date) return into;
  for (const item of Array.isArray(value) ? value : Object.values(value)) objectsIn(item, into);
  return into;
}

describe("copies never alias", () => {
  // Every kind of object the checker gives a tool: objects, arrays, tuples, records, Dates,
  // untyped plain data, a union's converted branch, a default filled in.
  const Thing: JsonSchema = obj(
    {
      at: date,
      list: arrayOf(date),
      pair: { type: "array", prefixItems: [date, str], items: false },
      map: recordOf(date),
      free: {},
      either: { anyOf: [obj({ when: date, n: int }), obj({ when: date, s: str })] },
      filled: { type: "object", properties: { xs: arrayOf(int) }, default: { xs: [1] } } as JsonSchema,
    },
    ["at", "list", "pair", "map", "free", "either"],
  );
  const thing = check(obj({ pad: arrayOf(int), things: arrayOf(Thing) }));
  const at = "2026-01-31T09:30:00Z";
  const shared = { at, list: [at, at], pair: [at, "x"], map: { a: at }, free: { deep: [{ x: 1 }] }, either: { when: at, s: "s" } };

  // Below 4,096 values each place is read on its own; past them, objects reached twice are remembered and copied.
  it.each([
    ["each place read on its own", 0],
    ["past the point where objects reached twice are remembered", 5000],
  ])("a subtree the input reaches from three places: %s", (_, padding) => {
    const input = { pad: Array(padding).fill(1), things: [shared, shared, { ...shared }] };
    const result = thing(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const things = result.value.things as Record<string, unknown>[];
    expect(things[1]).toEqual(things[0]);
    const found = objectsIn(things);
    expect(found.filter((o) => o instanceof Date).length).toBe(3 * 6);
    // No object twice in the tool's input, and none of the caller's.
    expect(new Set(found).size).toBe(found.length);
    const theirs = new Set(objectsIn(input));
    expect(found.filter((o) => theirs.has(o))).toEqual([]);
    // So changing one place changes no other.
    (things[0]!.at as Date).setUTCFullYear(2000);
    (things[0]!.list as Date[])[0]!.setUTCFullYear(2000);
    expect((things[1]!.at as Date).getUTCFullYear()).toBe(2026);
    expect((things[1]!.list as Date[])[0]!.getUTCFullYear()).toBe(2026);
  });
});
