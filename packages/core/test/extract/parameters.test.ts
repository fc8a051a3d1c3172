import { describe, expect, it } from "vitest";
import { extractFixture, extractSources, located, property, toolNamed } from "./helpers.js";

const NUMBER = { type: "number", "x-toolcall": { kind: "number" } };
const INT = { type: "integer", "x-toolcall": { kind: "int" } };

// docs/declaring-tools.md: parameters -> input properties and the call plan.
describe("parameters", () => {
  const result = extractFixture("params");

  it("positional parameters become properties in order; optional and defaulted ones are not required", () => {
    const tool = toolNamed(result, "positional");
    expect(tool.call).toEqual([
      { from: "property", name: "city" },
      { from: "property", name: "days" },
      { from: "property", name: "unit" },
      { from: "property", name: "limit" },
    ]);
    expect(tool.inputSchema).toEqual({
      type: "object",
      properties: {
        city: { type: "string" },
        days: INT,
        unit: { type: "string", enum: ["c", "f"], default: "c" },
        limit: { ...NUMBER, default: 5 },
      },
      required: ["city"],
      additionalProperties: false,
    });
  });

  it.each([
    ["n", { ...NUMBER, default: -1.5 }],
    ["s", { type: "string", default: "plain" }],
    ["b", { type: "boolean", default: false }],
    ["z", { type: ["string", "null"], default: null }],
    ["list", { type: "array", items: { type: "string" }, default: ["a", "b"] }],
    ["obj", { type: "object", properties: { x: NUMBER }, required: ["x"], additionalProperties: false, default: { x: 1 } }],
    ["big", { type: "integer", default: 42, "x-toolcall": { kind: "bigint" } }],
    ["wire", { type: "string", pattern: "^-?\\d+$", default: "-42", "x-toolcall": { kind: "bigint", wire: "string" } }],
    ["computed", NUMBER],
  ])("literal default of %s", (name, expected) => {
    expect(property(result, "defaults", name)).toEqual(expected);
    expect(toolNamed(result, "defaults").inputSchema.required).toBeUndefined();
  });

  it("a single destructured parameter takes the object's properties; pattern defaults count; @param a.b describes", () => {
    const tool = toolNamed(result, "search");
    expect(tool.call).toEqual([{ from: "input" }, { from: "context" }]);
    expect(tool.inputSchema).toEqual({
      type: "object",
      properties: {
        query: { description: "Words to look for.", type: "string" },
        limit: { description: "overrides the property's own doc", ...NUMBER, default: 10 },
        exact: { type: "boolean", default: false },
      },
      required: ["query"],
      additionalProperties: false,
    });
  });

  it("a named object parameter stays one argument", () => {
    const tool = toolNamed(result, "ship");
    expect(tool.call).toEqual([{ from: "property", name: "to" }]);
    expect(tool.inputSchema.required).toEqual(["to"]);
    expect(property(result, "ship", "to")).toEqual({
      type: "object",
      properties: { street: { type: "string" }, zip: { type: "string" } },
      required: ["street"],
      additionalProperties: false,
    });
  });

  it("ToolContext (renamed, generic, in any position) is never in the schema", () => {
    const tool = toolNamed(result, "contextFirst");
    expect(tool.call).toEqual([{ from: "context" }, { from: "property", name: "greeting" }]);
    expect(Object.keys(tool.inputSchema.properties as object)).toEqual(["greeting"]);
  });

  it("`T | undefined` is optional, `T | null` is nullable and required", () => {
    const tool = toolNamed(result, "maybe");
    expect(tool.inputSchema.required).toEqual(["count"]);
    expect(property(result, "maybe", "note")).toEqual({ type: "string" });
    expect(property(result, "maybe", "count")).toEqual({ type: ["number", "null"], "x-toolcall": { kind: "number" } });
  });

  it("takes types from JSDoc @param {Type} when there is no annotation", () => {
    expect(property(result, "fromJsDoc", "count")).toEqual({ description: "how many", ...NUMBER });
    expect(property(result, "fromJsDoc", "mode")).toEqual({ description: "which one", type: "string", enum: ["a", "b"] });
  });

  it("names `_` from its @param, else argN, with a warning", () => {
    expect(toolNamed(result, "underscore").call).toEqual([
      { from: "property", name: "first" },
      { from: "property", name: "second" },
    ]);
    expect(property(result, "underscore", "second")).toEqual({ description: "the second", ...NUMBER });
    expect(toolNamed(result, "unnamed").call).toEqual([
      { from: "property", name: "arg1" },
      { from: "property", name: "arg2" },
    ]);
  });

  it("uses the first overload signature", () => {
    expect(property(result, "overloaded", "a")).toEqual({ type: "string" });
    expect(toolNamed(result, "overloaded").outputSchema).toEqual({ type: "string" });
  });

  it("a function without parameters takes an empty object", () => {
    expect(toolNamed(result, "nothing").inputSchema).toEqual({ type: "object", properties: {}, additionalProperties: false });
    expect(toolNamed(result, "nothing").call).toEqual([]);
  });

  it("warns exactly where docs/declaring-tools.md says", () => {
    expect(located(result.diagnostics)).toEqual([
      // `computed: number = Date.now()`: a default not known at build time is said, not dropped in silence.
      "TC_UNRESOLVED_DEFAULT tools.ts:20:22",
      "TC_UNNAMED_PARAMETER tools.ts:62:43",
      "TC_UNNAMED_PARAMETER tools.ts:67:25",
      "TC_UNNAMED_PARAMETER tools.ts:67:36",
      "TC_OVERLOADS tools.ts:72:17",
    ]);
  });

  it("renames a duplicate name and warns about stale @param tags", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `/**`,
        ` * @param city the city`,
        ` * @param town renamed since`,
        ` */`,
        `export function f(city: string, _: number) {}`,
      ].join("\n"),
    });
    // `_` takes the second @param's name (town), which is not stale then.
    expect(toolNamed(r, "f").call).toEqual([
      { from: "property", name: "city" },
      { from: "property", name: "town" },
    ]);
    const dup = extractSources({
      "a.ts": [`"use tools";`, `/** @param a first\n * @param gone old */`, `export function f(a: string, _: number, __: boolean) {}`].join("\n"),
    });
    expect(Object.keys(toolNamed(dup, "f").inputSchema.properties as object)).toEqual(["a", "gone", "__"]);
    const stale = extractSources({ "a.ts": `"use tools";\n/**\n * @param nope text\n */\nexport function f(a: string) {}\n` });
    expect(located(stale.diagnostics)).toEqual(["TC_STALE_PARAM_DOC a.ts:3:4"]);
  });

  it("renames duplicates city_2 when two parameters end up with one name", () => {
    const r = extractSources({ "a.ts": `"use tools";\n/**\n * @param x one\n * @param a two\n */\nexport function f(_: string, a: number) {}\n` });
    // `_` is named from the @param at its position (x).
    expect(Object.keys(toolNamed(r, "f").inputSchema.properties as object)).toEqual(["x", "a"]);
    const clash = extractSources({ "a.ts": `"use tools";\nexport function f(_: string, arg1: number) {}\n` });
    expect(Object.keys(toolNamed(clash, "f").inputSchema.properties as object)).toEqual(["arg1", "arg1_2"]);
    expect(located(clash.diagnostics)).toEqual(["TC_UNNAMED_PARAMETER a.ts:2:19", "TC_DUPLICATE_PARAMETER a.ts:2:30"]);
  });

  it("types a destructured parameter from its JSDoc @param {Type}, and warns about a type that does not parse", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `/** @param {{ a: string; b?: number }} opts the options */`,
        `export function f({ a, b = 2 }) {}`,
        `/** @param {string[} x broken */`,
        `export function g(x) {}`,
      ].join("\n"),
    });
    expect(toolNamed(r, "f").inputSchema).toEqual({
      type: "object",
      properties: { a: { type: "string" }, b: { ...NUMBER, default: 2 } },
      required: ["a"],
      additionalProperties: false,
    });
    expect(located(r.diagnostics)).toEqual(["TC_INVALID_TAG a.ts:4:5", "TC_UNTYPED_PARAMETER a.ts:5:19"]);
  });
});
