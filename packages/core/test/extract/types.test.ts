import { describe, expect, it } from "vitest";
import { extractFixture, extractSources, property, toolNamed } from "./helpers.js";

const S = { type: "string" };
const N = { type: "number", "x-toolcall": { kind: "number" } };
const obj = (properties: Record<string, unknown>, required: string[], additionalProperties: unknown = false) =>
  required.length ? { type: "object", properties, required, additionalProperties } : { type: "object", properties, additionalProperties };
const USER = obj({ name: S, id: S, nickname: S }, ["name", "id"]);

// docs/types.md: TypeScript types -> JSON Schema, one row per construct.
describe("types", () => {
  const result = extractFixture("types");

  it("has no diagnostics", () => {
    expect(result.diagnostics).toEqual([]);
  });

  it.each([
    // [tool, parameter, schema]
    ["primitives", "s", S],
    ["primitives", "n", N],
    ["primitives", "b", { type: "boolean" }],
    ["primitives", "big", { type: "integer", "x-toolcall": { kind: "bigint" } }],
    ["primitives", "nil", { type: "null" }],
    ["literals", "s", { type: "string", const: "x" }],
    ["literals", "n", { type: "integer", const: 3, "x-toolcall": { kind: "int" } }],
    ["literals", "f", { type: "number", const: 1.5, "x-toolcall": { kind: "number" } }],
    ["literals", "neg", { type: "integer", const: -2, "x-toolcall": { kind: "int" } }],
    ["literals", "t", { type: "boolean", const: true }],
    ["literals", "big", { type: "integer", const: 7, "x-toolcall": { kind: "bigint" } }],
    ["unions", "strings", { type: "string", enum: ["a", "b", "c"] }],
    ["unions", "numbers", { type: "number", enum: [1, 2, 2.5], "x-toolcall": { kind: "number" } }],
    ["unions", "bool", { type: "boolean" }],
    ["unions", "mixed", { anyOf: [S, N] }],
    ["unions", "nullableString", { type: ["string", "null"] }],
    ["unions", "nullableEnum", { type: ["string", "null"], enum: ["a", "b", null] }],
    ["unions", "nullableObject", { anyOf: [obj({ a: S }, ["a"]), { type: "null" }] }],
    ["unions", "nullableArray", { anyOf: [{ type: "array", items: S }, { type: "null" }] }],
    ["arrays", "list", { type: "array", items: S }],
    ["arrays", "generic", { type: "array", items: N }],
    ["arrays", "readonlyList", { type: "array", items: S }],
    ["arrays", "readonlyGeneric", { type: "array", items: { type: "boolean" } }],
    ["arrays", "pair", { type: "array", prefixItems: [S, N], items: false, minItems: 2, maxItems: 2 }],
    ["arrays", "named", { type: "array", prefixItems: [S, N], items: false, minItems: 1, maxItems: 2 }],
    ["arrays", "rest", { type: "array", prefixItems: [S], items: N, minItems: 1 }],
    ["records", "dict", { type: "object", properties: {}, additionalProperties: N }],
    ["records", "keyed", obj({ a: S, b: S }, ["a", "b"])],
    ["records", "indexed", { type: "object", properties: {}, additionalProperties: { type: "boolean" } }],
    ["records", "mixed", obj({ id: S }, ["id"], S)],
    ["objects", "user", USER],
    ["objects", "merged", obj({ a: S, b: N }, ["a"])],
    ["objects", "partial", obj({ name: S, id: S, nickname: S }, [])],
    ["objects", "required", obj({ id: S, nickname: S }, ["id", "nickname"])],
    ["objects", "omitted", obj({ name: S }, ["name"])],
    ["objects", "readonlyUser", obj({ id: S }, ["id"])],
    ["enums", "direction", { type: "integer", enum: [0, 5, 6], "x-toolcall": { kind: "int" } }],
    ["enums", "level", { type: "string", enum: ["low", "high"] }],
    ["enums", "one", { type: "integer", const: 0, "x-toolcall": { kind: "int" } }],
    ["enums", "qualified", { type: "integer", enum: [0, 5, 6], "x-toolcall": { kind: "int" } }],
    ["generics", "pair", { type: "array", prefixItems: [S, S], items: false, minItems: 2, maxItems: 2 }],
    ["generics", "page", obj({ items: { type: "array", items: USER }, next: S }, ["items"])],
    ["generics", "defaulted", obj({ items: { type: "array", items: S }, next: S }, ["items"])],
    ["dates", "at", { type: "string", format: "date-time", "x-toolcall": { kind: "date" } }],
    ["dates", "maybe", { type: ["string", "null"], format: "date-time", "x-toolcall": { kind: "date" } }],
  ])("%s(%s)", (tool, name, expected) => {
    expect(property(result, tool, name)).toEqual(expected);
  });

  const NODE = {
    description: "A tree node.",
    ...obj({ value: S, children: { type: "array", items: { $ref: "#/$defs/Node" } } }, ["value", "children"]),
  };

  it("puts only recursive types in root $defs and refers to them with $ref", () => {
    const tool = toolNamed(result, "recursive");
    expect(tool.inputSchema.properties).toEqual({ node: { $ref: "#/$defs/Node" }, tree: { $ref: "#/$defs/Tree" } });
    expect(tool.inputSchema.$defs).toEqual({
      Node: NODE,
      Tree: obj({ value: N, left: { $ref: "#/$defs/Tree" }, right: { $ref: "#/$defs/Tree" } }, ["value"]),
    });
    expect(toolNamed(result, "objects").inputSchema.$defs).toBeUndefined();
  });

  it("gives a recursive output type its own $defs", () => {
    expect(toolNamed(result, "makeNode").outputSchema).toEqual({ $ref: "#/$defs/Node", $defs: { Node: NODE } });
  });

  it("every object schema closes additionalProperties unless it has an index signature", () => {
    const walk = (s: unknown, out: unknown[]): unknown[] => {
      if (s && typeof s === "object") {
        const o = s as Record<string, unknown>;
        if (o.type === "object") out.push(o.additionalProperties);
        for (const v of Object.values(o)) walk(v, out);
      }
      return out;
    };
    const flags = result.tools.flatMap((t) => walk(t.inputSchema, []));
    expect(flags.every((f) => f === false || (typeof f === "object" && f !== null))).toBe(true);
  });

  it("names $defs apart when two recursive types share a name", () => {
    const r = extractSources({
      "a.ts": `"use tools";\nimport type { Node as Other } from "./b";\ninterface Node { next?: Node }\nexport function f(a: Node, b: Other) {}\n`,
      "b.ts": `export interface Node { up?: Node }\n`,
    });
    const tool = toolNamed(r, "f");
    expect(tool.inputSchema.properties).toEqual({ a: { $ref: "#/$defs/Node" }, b: { $ref: "#/$defs/Node_2" } });
    expect(Object.keys(tool.inputSchema.$defs as object)).toEqual(["Node", "Node_2"]);
  });

  it("merges interface declarations and follows generic interfaces with extends", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `interface Box<T> { value: T }`,
        `interface Labeled<T> extends Box<T> { label: string }`,
        `interface Opts { a: string }`,
        `interface Opts { b?: number }`,
        `export function f(x: Labeled<boolean>, o: Opts) {}`,
      ].join("\n"),
    });
    expect(property(r, "f", "x")).toEqual(obj({ value: { type: "boolean" }, label: S }, ["value", "label"]));
    expect(property(r, "f", "o")).toEqual(obj({ a: S, b: N }, ["a"]));
  });

  it("converts a declaration used by several tools to the same schema", () => {
    const r = extractSources({ "a.ts": `"use tools";\ninterface P { a: string }\nexport function f(p: P) {}\nexport function g(p: P) {}\n` });
    const f = property(r, "f", "p");
    const g = property(r, "g", "p");
    expect(f).toEqual(g);
  });

  it("reads types declared in namespaces, merged with an interface of the same name", () => {
    const r = extractSources({
      "sdk.d.ts": [
        `export interface Tool { name: string; input_schema: Tool.InputSchema }`,
        `export declare namespace Tool {`,
        `  /** The input schema. */`,
        `  interface InputSchema { type: "object"; properties?: Record<string, Property> }`,
        `  type Property = { description?: string };`,
        `  namespace Deep.Er { type Leaf = "leaf" }`,
        `}`,
        `export type Leaf = "top";`,
      ].join("\n"),
      "a.ts": `"use tools";\nimport type { Tool, Leaf } from "./sdk";\nexport function f(t: Tool, s: Tool.InputSchema, l: Tool.Deep.Er.Leaf, top: Leaf) {}\n`,
    });
    expect(r.diagnostics).toEqual([]);
    const inputSchema = {
      description: "The input schema.",
      ...obj({ type: { type: "string", const: "object" }, properties: { type: "object", properties: {}, additionalProperties: obj({ description: S }, []) } }, ["type"]),
    };
    expect(property(r, "f", "t")).toEqual(obj({ name: S, input_schema: inputSchema }, ["name", "input_schema"]));
    expect(property(r, "f", "s")).toEqual(inputSchema);
    expect(property(r, "f", "l")).toEqual({ type: "string", const: "leaf" });
    expect(property(r, "f", "top")).toEqual({ type: "string", const: "top" });
  });

  it("reads `string & {}` as string", () => {
    const r = extractSources({ "a.ts": `"use tools";\nexport function f(model: "small" | "large" | (string & {})) {}\n` });
    expect(r.diagnostics).toEqual([]);
    // The literals add nothing a plain string does not admit.
    expect(property(r, "f", "model")).toEqual(S);
    const mixed = extractSources({ "a.ts": `"use tools";\nexport function f(v: "a" | 1 | boolean | "b" | 2.5 | { x: string }) {}\n` });
    expect(property(mixed, "f", "v")).toEqual({
      anyOf: [
        { type: "string", enum: ["a", "b"] },
        { type: "number", enum: [1, 2.5], "x-toolcall": { kind: "number" } },
        { type: "boolean" },
        obj({ x: S }, ["x"]),
      ],
    });
  });

  it("reads Exclude and Extract on unions of literals", () => {
    const r = extractSources({
      "a.ts": `"use tools";\ntype Unit = "c" | "f" | "k";\nexport function f(a: Exclude<Unit, "k">, b: Extract<Unit, "k" | "x">, c: Exclude<1 | 2 | 3, 2>) {}\n`,
    });
    expect(r.diagnostics).toEqual([]);
    expect(property(r, "f", "a")).toEqual({ type: "string", enum: ["c", "f"] });
    expect(property(r, "f", "b")).toEqual({ type: "string", const: "k" });
    expect(property(r, "f", "c")).toEqual({ type: "integer", enum: [1, 3], "x-toolcall": { kind: "int" } });
  });
});
