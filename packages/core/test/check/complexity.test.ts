/**
 * The checker's work is linear in the input for every shape the build emits
 * (docs/limits.md): for each shape below, an input twice as deep (or with
 * twice the items) costs at most twice the node visits, plus a small
 * constant, whether it is valid or has one bad leaf, sent as JSON text or as
 * an object. Visits are counted by the checker itself (`visits` in its
 * result), so the test measures work, not time.
 */
import { describe, expect, it } from "vitest";
import { checker } from "../../../runtime/src/check/index.js";
import { parseJsonLossless } from "../../../runtime/src/json-lossless.js";
import { NEAREST_PER_CALL } from "../../../runtime/src/nearest.js";
import { MAX_ISSUES } from "../../../runtime/src/limits.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import type { JsonSchema } from "../../src/model/index.js";

const str: JsonSchema = { type: "string" };
const int: JsonSchema = { type: "integer", "x-toolcall": { kind: "int" } };
const ref = (name: string): JsonSchema => ({ $ref: `#/$defs/${name}` });
const obj = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({ type: "object", properties, required, additionalProperties: false });
const lit = (value: string): JsonSchema => ({ type: "string", const: value });
const arrayOf = (items: JsonSchema): JsonSchema => ({ type: "array", items });
const tool = (node: JsonSchema, defs: Record<string, JsonSchema> = {}): JsonSchema => ({ ...obj({ arg: node }), $defs: defs });

interface Shape {
  name: string;
  schema: JsonSchema;
  /** An input `n` levels deep; `bad` puts one wrong leaf at the far end. */
  input: (n: number, bad: boolean) => unknown;
  /** An input of `n` items at one level. */
  wide: (n: number, bad: boolean) => unknown;
}

/** `n` copies of `item`, the last one `last` when bad. */
const many = (n: number, item: unknown, last: unknown, bad: boolean): unknown[] => Array.from({ length: n }, (_, i) => (bad && i === n - 1 ? last : item));

/** `{ type: "group" | "list", children: [...] }` down to a text leaf: the document trees of mdast, Slate, ProseMirror. */
const docTree = (n: number, bad: boolean): unknown => {
  let node: unknown = { type: "text", value: bad ? 5 : "leaf" };
  for (let i = 0; i < n; i++) node = { type: i % 2 ? "group" : "list", children: [{ type: "text", value: "x" }, node] };
  return node;
};

const shapes: Shape[] = [
  {
    name: "tagged recursive union",
    schema: tool(ref("Doc"), {
      Doc: { anyOf: [obj({ type: lit("group"), children: arrayOf(ref("Doc")) }), obj({ type: lit("list"), children: arrayOf(ref("Doc")) }), obj({ type: lit("text"), value: str })] },
    }),
    input: docTree,
    wide: (n, bad) => ({ type: "group", children: many(n, { type: "list", children: [{ type: "text", value: "x" }] }, { type: "text", value: 5 }, bad) }),
  },
  {
    name: "union told apart only by required keys",
    schema: tool(ref("Filter"), {
      Filter: { anyOf: [obj({ and: arrayOf(ref("Filter")) }), obj({ or: arrayOf(ref("Filter")) }), obj({ field: str, eq: str })] },
    }),
    input: (n, bad) => {
      let node: unknown = { field: "a", eq: bad ? 5 : "b" };
      for (let i = 0; i < n; i++) node = { [i % 2 ? "and" : "or"]: [{ field: "x", eq: "y" }, node] };
      return node;
    },
    wide: (n, bad) => ({ and: many(n, { or: [{ field: "x", eq: "y" }] }, { field: "x", eq: 5 }, bad) }),
  },
  {
    name: "union told apart only by JSON type",
    schema: tool(ref("Nested"), { Nested: { anyOf: [str, arrayOf(ref("Nested"))] } }),
    input: (n, bad) => {
      let node: unknown = bad ? 5 : "leaf";
      for (let i = 0; i < n; i++) node = ["x", node];
      return node;
    },
    wide: (n, bad) => many(n, ["x", ["y"]], [5], bad),
  },
  {
    name: "union with no discriminant (branches tried in order)",
    schema: tool(ref("T"), { T: { anyOf: [obj({ children: arrayOf(ref("T")), x: str }), obj({ children: arrayOf(ref("T")), x: int })] } }),
    input: (n, bad) => {
      let node: unknown = { children: [], x: bad ? true : 1 };
      for (let i = 0; i < n; i++) node = { children: [{ children: [], x: 2 }, node], x: i % 2 ? "s" : 3 };
      return node;
    },
    wide: (n, bad) => ({ children: many(n, { children: [{ children: [], x: "s" }], x: 1 }, { children: [], x: true }, bad), x: "s" }),
  },
  {
    name: "nested unions",
    schema: tool(ref("N"), {
      N: { anyOf: [obj({ kind: lit("pair"), left: ref("M"), right: ref("M") }), { type: "null" }] },
      M: { anyOf: [ref("N"), str, obj({ list: arrayOf(ref("N")) })] },
    }),
    input: (n, bad) => {
      let node: unknown = { kind: "pair", left: "a", right: bad ? 5 : "b" };
      for (let i = 0; i < n; i++) node = { kind: "pair", left: { list: [null, node] }, right: "r" };
      return node;
    },
    wide: (n, bad) => ({ kind: "pair", left: { list: many(n, { kind: "pair", left: "a", right: { list: [null] } }, { kind: "pair", left: 5, right: "b" }, bad) }, right: "r" }),
  },
  {
    name: "a union of arrays",
    schema: tool({ anyOf: [arrayOf(str), arrayOf(int)] }),
    input: (n, bad) => {
      // Nesting is not this shape's dimension: `n` levels are `n` items here.
      const items: unknown[] = Array.from({ length: n }, (_, i) => i);
      if (bad) items[n - 1] = "x";
      return items;
    },
    wide: (n, bad) => many(n, "s", 5, bad),
  },
  {
    name: "a recursive record",
    schema: tool(ref("R"), { R: { type: "object", additionalProperties: { anyOf: [ref("R"), { type: "number", "x-toolcall": { kind: "number" } }] } } }),
    input: (n, bad) => {
      let node: Record<string, unknown> = { leaf: bad ? "x" : 1 };
      for (let i = 0; i < n; i++) node = { a: 1, b: 2, next: node };
      return node;
    },
    wide: (n, bad) => Object.fromEntries(many(n, 1, "x", bad).map((v, i) => [`k${i}`, i % 3 ? v : { inner: v }])),
  },
  {
    // Parsed text: the branch filter leaves one branch per level; a bad leaf fails the filtered check, and the call is checked again without it.
    name: "untagged union told apart by a string's length (branch filter)",
    schema: tool(ref("L"), {
      L: { anyOf: Array.from({ length: 8 }, (_, i) => obj({ next: ref("L"), items: arrayOf(ref("L")), v: { type: "string", minLength: i, maxLength: i } }, ["v"])) },
    }),
    input: (n, bad) => {
      let node: Record<string, unknown> = { v: bad ? "x".repeat(8) : "x".repeat(7) };
      for (let i = 0; i < n; i++) node = { next: node, v: "x".repeat(i % 8) };
      return node;
    },
    wide: (n, bad) => ({ items: many(n, { v: "xxxxxxx" }, { v: "x".repeat(8) }, bad), v: "" }),
  },
  {
    name: "deep optional chains",
    schema: tool(ref("O"), { O: obj({ next: ref("O"), v: str }, []) }),
    input: (n, bad) => {
      let node: Record<string, unknown> = { v: bad ? 5 : "end" };
      for (let i = 0; i < n; i++) node = { next: node, v: "x" };
      return node;
    },
    wide: (n, bad) => ({ next: { next: { v: bad ? 5 : "x" } }, v: "y".repeat(n) }),
  },
];

/** Node visits to check `{ arg }`, as JSON text (parsed as dispatch parses it) and as an object. */
function visits(shape: Shape, arg: unknown): { text: number; object: number; ok: boolean } {
  const check = checker(validationSchema(shape.schema) as never);
  const parsed = parseJsonLossless(JSON.stringify({ arg }));
  if (!parsed.ok) throw new Error("unparseable input");
  const text = check(parsed.value as Record<string, unknown>, true);
  const object = check({ arg }, false);
  expect(object.ok).toBe(text.ok);
  return { text: text.visits, object: object.visits, ok: text.ok };
}

// 40 and 80 levels stay below the 256-level nesting limit (a level of these shapes is up to three containers deep).
const DIMENSIONS = [
  { dimension: "depth 40 -> 80", small: 40, make: (shape: Shape) => shape.input },
  { dimension: "items 500 -> 1000", small: 500, make: (shape: Shape) => shape.wide },
];

describe("the checker's work at most doubles when the input doubles", () => {
  const rows = shapes.flatMap((shape) => [false, true].flatMap((bad) => DIMENSIONS.map((d) => ({ shape, bad, ...d, label: `${shape.name}, ${bad ? "one bad leaf" : "valid"}, ${d.dimension}` }))));
  it.each(rows)("$label", ({ shape, bad, small, make }) => {
    const build = make(shape);
    const before = visits(shape, build(small, bad));
    const after = visits(shape, build(small * 2, bad));
    expect(before.ok).toBe(!bad);
    expect(after.ok).toBe(!bad);
    for (const form of ["text", "object"] as const) {
      expect(after[form], `${form}: ${before[form]} -> ${after[form]} visits`).toBeLessThanOrEqual(2 * before[form] + 16);
    }
  });
});

/**
 * The schema's width: a union of `b` branches the checker has to try in
 * turn (same keys, told apart only by a string's length), recursive through
 * `next`, the value matching the last branch at every level; an object of
 * `n` declared names sent unknown keys (each one's "did you mean" compares
 * it with the names); `k` unknown keys. Each twice as wide costs at most
 * twice the visits, plus a small constant ("did you mean"'s comparisons
 * count as visits).
 */
const untaggedChain = (b: number): JsonSchema =>
  tool(ref("U"), {
    U: { anyOf: Array.from({ length: b }, (_, i) => obj({ next: ref("U"), v: { type: "string", minLength: i, maxLength: i } }, ["v"])) },
  });
/** `levels` nodes down `next`, each matching the last of `b` branches (or, bad, none at the bottom). */
const chainInput = (b: number, levels: number, bad: boolean): unknown => {
  let node: Record<string, unknown> = { v: bad ? "x".repeat(b) : "x".repeat(b - 1) };
  for (let i = 0; i < levels; i++) node = { next: node, v: "x".repeat(b - 1) };
  return node;
};
/** `n` declared names of eight characters, and `k` unknown keys of the same length (so each is compared with every name). */
const names = (n: number): Record<string, JsonSchema> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`name${String(i).padStart(4, "0")}`, str]));
const unknownKeys = (k: number): Record<string, unknown> => Object.fromEntries(Array.from({ length: k }, (_, i) => [`zzzz${String(i).padStart(4, "0")}`, "x"]));

const WIDTHS = [
  {
    dimension: "union branches 8 -> 16, tried in turn, recursive 30 levels",
    at: (w: number, bad: boolean) => ({ schema: untaggedChain(w), arg: chainInput(w, 30, bad) }),
    small: 8,
  },
  {
    dimension: "declared names 100 -> 200, 10 unknown keys",
    at: (w: number, bad: boolean) => ({ schema: tool(obj(names(w), [])), arg: { ...unknownKeys(10), ...(bad ? { name0000: 5 } : {}) } }),
    small: 100,
  },
  {
    dimension: "unknown keys 10 -> 20, 100 declared names",
    at: (w: number, bad: boolean) => ({ schema: tool(obj(names(100), [])), arg: { ...unknownKeys(w), ...(bad ? { name0000: 5 } : {}) } }),
    small: 10,
  },
];

describe("the checker's work at most doubles when the schema or the input widens", () => {
  const rows = WIDTHS.flatMap((d) => [false, true].map((bad) => ({ ...d, bad, label: `${d.dimension}, ${bad ? "one bad leaf" : "valid but for unknown keys"}` })));
  it.each(rows)("$label", ({ at, small, bad }) => {
    const widthVisits = (w: number) => {
      const { schema, arg } = at(w, bad);
      return visits({ name: "", schema, input: () => arg, wide: () => arg }, arg);
    };
    const before = widthVisits(small);
    const after = widthVisits(small * 2);
    for (const form of ["text", "object"] as const) {
      expect(after[form], `${form}: ${before[form]} -> ${after[form]} visits`).toBeLessThanOrEqual(2 * before[form] + 16);
    }
  });

  it("one call's \"did you mean\" compares at most its budget of candidates, whatever the names and keys", () => {
    // 300 declared names, 100 unknown keys each within a few edits of many of them: the case that took a second.
    const schema = tool(obj(names(300), []));
    const quiet = visits({ name: "", schema, input: () => ({}), wide: () => ({}) }, {});
    const noisy = visits({ name: "", schema, input: () => ({}), wide: () => ({}) }, unknownKeys(100));
    expect(noisy.ok).toBe(false);
    expect(noisy.text - quiet.text).toBeLessThanOrEqual(NEAREST_PER_CALL + 300 + 100);
  });

  it("\"did you mean\" is written only for the issues reported, and a prefix too far from a key is compared once", () => {
    // 300 names sharing the stem `name`, 100 unknown keys starting `zzzz`: each key reported costs one comparison
    // (the stem is too far) and the containment test over the 300 names; the 80 keys past MAX_ISSUES cost nothing.
    const schema = tool(obj(names(300), []));
    const quiet = visits({ name: "", schema, input: () => ({}), wide: () => ({}) }, {});
    const noisy = visits({ name: "", schema, input: () => ({}), wide: () => ({}) }, unknownKeys(100));
    expect(noisy.ok).toBe(false);
    expect(noisy.text - quiet.text).toBeLessThanOrEqual(MAX_ISSUES * (1 + 300) + 100);
  });
});
