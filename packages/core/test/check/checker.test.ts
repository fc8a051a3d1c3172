/**
 * The checker's contract beyond the dispatch tables: a failed union branch
 * leaves no trace at any depth, object input is read once and never
 * written, and an `arguments` object is not plain data.
 */
import { describe, expect, it } from "vitest";
import { checker } from "../../../runtime/src/check/index.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import type { JsonSchema } from "../../src/model/index.js";

const obj = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({ type: "object", properties, required, additionalProperties: false });
const date: JsonSchema = { type: "string", format: "date-time", "x-toolcall": { kind: "date" } };
const ref = (name: string): JsonSchema => ({ $ref: `#/$defs/${name}` });
const check = (schema: JsonSchema) => checker(validationSchema(schema) as never);

describe("union branches never leak", () => {
  // DNode has `at: Date`, SNode `at: string`, each recursive through `next?`: a valid SNode chain must stay strings.
  const defs = {
    DNode: obj({ at: date, next: ref("DNode") }, ["at"]),
    SNode: obj({ at: { type: "string" }, next: ref("SNode") }, ["at"]),
  };
  const tagged = check({ ...obj({ v: { anyOf: [obj({ kind: { type: "string", const: "d" }, n: ref("DNode") }), obj({ kind: { type: "string", const: "s" }, n: ref("SNode") })] } }), $defs: defs });
  const untagged = check({ ...obj({ v: { anyOf: [obj({ n: ref("DNode"), d: { type: "boolean" } }, ["n"]), obj({ n: ref("SNode"), s: { type: "boolean" } }, ["n"])] } }), $defs: defs });
  const chain = { at: "2026-01-01T00:00:00Z", next: { at: "2026-01-02T00:00:00Z", next: { at: "2026-01-03T00:00:00Z" } } };

  it("a tagged union converts along the tagged branch only", () => {
    const result = tagged({ v: { kind: "s", n: chain } });
    expect(result).toMatchObject({ ok: true, value: { v: { kind: "s", n: chain } } });
  });

  it("a branch that converted Dates deep in its recursion, then failed, leaves the next branch the strings", () => {
    // The first branch converts every `at` of `n` to a Date, then fails on `s`, which it does not declare; the second must see strings.
    const result = untagged(JSON.parse(JSON.stringify({ v: { n: chain, s: true } })), true);
    expect(result.ok).toBe(true);
    const value = (result as unknown as { value: { v: { n: typeof chain } } }).value;
    expect(value.v.n.next.next.at).toBe("2026-01-03T00:00:00Z");
    const asDates = untagged({ v: { n: chain, d: true } });
    expect(asDates.ok && (asDates.value as { v: { n: { next: { at: unknown } } } }).v.n.next.at instanceof Date).toBe(true);
  });

  it("defaults filled inside a failed branch stay there", () => {
    const withDefault = check(obj({ v: { anyOf: [obj({ a: { type: "string", default: "filled" }, only: { type: "boolean" } }, ["only"]), obj({ a: { type: "string" }, other: { type: "boolean" } }, [])] } }));
    expect(withDefault({ v: { other: true } })).toMatchObject({ ok: true, value: { v: { other: true } } });
    expect((withDefault({ v: { other: true } }) as unknown as { value: { v: object } }).value.v).not.toHaveProperty("a");
  });
});

describe("a tag selects its own branch", () => {
  // The tag's branches are counted among the object branches only: a scalar branch before them must not shift which one a literal names.
  const shapes = check(obj({ v: { anyOf: [{ type: "string" }, obj({ kind: { type: "string", const: "a" }, x: { type: "string" } }), obj({ kind: { type: "string", const: "b" }, y: { type: "number" } })] } }));

  it.each([
    ["parsed text", true],
    ["object input", false],
  ])("in %s, each literal reaches the branch that declares it", (_, owned) => {
    for (const v of ["text", { kind: "a", x: "s" }, { kind: "b", y: 1 }]) {
      expect(shapes({ v: owned ? JSON.parse(JSON.stringify(v)) : v }, owned as boolean)).toMatchObject({ ok: true, value: { v } });
    }
    expect(shapes({ v: { kind: "c" } }, owned as boolean)).toMatchObject({ ok: false, issues: [{ path: "v.kind", message: 'expected "a", or "b", received "c"' }] });
  });
});

describe("object input", () => {
  const schema = check(obj({ name: { type: "string", minLength: 2 }, n: { type: "integer", "x-toolcall": { kind: "bigint" } } }));

  it("a required property with a bad value is one issue, not also missing", () => {
    const result = schema({ name: "x", n: 5 });
    expect(result).toMatchObject({ ok: false, issues: [{ path: "name", message: 'expected a string of at least 2 characters, received "x"' }] });
  });

  it("reads each getter once and never writes to the caller's object", () => {
    let reads = 0;
    const args = {
      get name() {
        reads++;
        return "ada";
      },
      n: 5,
    };
    const result = schema(args);
    expect(result).toMatchObject({ ok: true, value: { name: "ada", n: 5n } });
    expect(reads).toBe(1);
    expect(args.n).toBe(5);
  });

  it("refuses an arguments object", () => {
    const args = (function (..._: unknown[]) {
      // biome-ignore lint/complexity/noArguments: the point is a real `arguments` object, which is not plain data
      return arguments;
    })("ada", 5);
    const result = check(obj({ a: {} }, []))({ a: args });
    expect(result).toMatchObject({ ok: false, refused: { path: ["a"], problem: "an arguments object" } });
  });
});

describe("parsed text", () => {
  const closed = check(obj({ a: { type: "integer", "x-toolcall": { kind: "int" } }, b: { type: "string" } }, ["a"]));

  it("sees only own keys when a library made a property of Object.prototype enumerable", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.polluted = 1;
    try {
      expect(closed(JSON.parse('{"a":1,"b":"x"}'), true)).toMatchObject({ ok: true, value: { a: 1, b: "x" } });
      expect(closed(JSON.parse('{"a":1,"c":"x"}'), true)).toMatchObject({ ok: false, issues: [{ path: "c" }] });
    } finally {
      delete proto.polluted;
    }
  });

  it("reads a declared __proto__ as the own property it is, and converts it in a copy", () => {
    // Schemas from JSON text: in an object literal `__proto__:` would set the prototype.
    const protoKey = checker(JSON.parse('{"type":"object","properties":{"__proto__":{"coerce":{"kind":"int"}},"b":{"type":"string"}},"required":["__proto__"],"additionalProperties":false}'));
    const parsed = JSON.parse('{"__proto__":2,"b":"x"}');
    const result = protoKey(parsed, true);
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toBe(2);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    const wire = checker(JSON.parse('{"type":"object","properties":{"__proto__":{"coerce":{"kind":"int","wire":"string"}}},"additionalProperties":false}'))(JSON.parse('{"__proto__":"7"}'), true);
    expect(wire.ok && Object.getOwnPropertyDescriptor(wire.value, "__proto__")?.value).toBe(7);
  });

  it("the same issues in the same order whether the keys come as declared or not", () => {
    const declared = closed(JSON.parse('{"a":"1","b":2,"x":0}'), true);
    const reordered = closed(JSON.parse('{"x":0,"b":2,"a":"1"}'), true);
    expect(declared.ok || reordered.ok).toBe(false);
    if (!declared.ok && !reordered.ok && "issues" in declared && "issues" in reordered) {
      expect(declared.issues.map((i) => i.path)).toEqual(["a", "b", "x"]);
      expect(reordered.issues.map((i) => i.path)).toEqual(["x", "b", "a"]);
    }
  });
});
