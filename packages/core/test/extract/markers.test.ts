import { describe, expect, it } from "vitest";
import { publicSchema } from "../../src/providers/schema-walk.js";
import { extractFixture, extractSources, located, property, toolNamed } from "./helpers.js";

const WIRE = { type: "string", pattern: "^-?\\d+$" };

// docs/types.md, the markers table, and the JSDoc constraint tags.
describe("markers and constraint tags", () => {
  const result = extractFixture("markers");

  it("has no diagnostics", () => {
    expect(result.diagnostics).toEqual([]);
  });

  it.each([
    ["numbers", "i", { type: "integer", "x-toolcall": { kind: "int" } }],
    ["numbers", "pos", { type: "integer", minimum: 1, "x-toolcall": { kind: "int" } }],
    ["numbers", "nonNeg", { type: "integer", minimum: 0, "x-toolcall": { kind: "int" } }],
    ["numbers", "bounded", { type: "integer", minimum: 1, maximum: 100, "x-toolcall": { kind: "int" } }],
    ["numbers", "exclusive", { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1, "x-toolcall": { kind: "number" } }],
    ["numbers", "step", { type: "number", multipleOf: 0.5, "x-toolcall": { kind: "number" } }],
    ["numbers", "negative", { type: "integer", minimum: -10, "x-toolcall": { kind: "int" } }],
    ["numbers", "renamed", { type: "integer", "x-toolcall": { kind: "int" } }],
    ["bigints", "big", { type: "integer", "x-toolcall": { kind: "bigint" } }],
    [
      "bigints",
      "bounded",
      { type: "integer", minimum: 0, maximum: 9007199254740992, "x-toolcall": { kind: "bigint", minimum: "0", maximum: "9007199254740993" } },
    ],
    ["bigints", "wire", { ...WIRE, "x-toolcall": { kind: "bigint", wire: "string" } }],
    ["bigints", "wireBounded", { ...WIRE, "x-toolcall": { kind: "bigint", wire: "string", minimum: "1" } }],
    ["bigints", "nullableWire", { ...WIRE, type: ["string", "null"], "x-toolcall": { kind: "bigint", wire: "string" } }],
    ["bigints", "intWire", { ...WIRE, "x-toolcall": { kind: "int", wire: "string" } }],
    ["strings", "email", { type: "string", format: "email" }],
    ["strings", "slug", { type: "string", minLength: 1, maxLength: 80, pattern: "^[a-z]+$" }],
    ["strings", "tags", { type: "array", items: { type: "string" }, minItems: 1, maxItems: 10 }],
    ["strings", "short", { description: "Short text.", type: "string", maxLength: 10 }],
    ["strings", "percent", { description: "A percentage.", type: "number", minimum: 0, maximum: 100, "x-toolcall": { kind: "number" } }],
  ])("%s(%s)", (tool, name, expected) => {
    expect(property(result, tool, name)).toEqual(expected);
  });

  it("reads JSDoc constraint tags and @default on properties", () => {
    expect(property(result, "tagged", "options")).toEqual({
      type: "object",
      properties: {
        count: { description: "How many.", type: "number", default: 5, minimum: 1, maximum: 10, "x-toolcall": { kind: "number" } },
        code: { type: "string", pattern: "^\\d+$", minLength: 2 },
        ids: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 3 },
      },
      required: ["code", "ids"],
      additionalProperties: false,
    });
  });

  it("publicSchema strips every x-toolcall annotation and leaves the model untouched", () => {
    const tool = toolNamed(result, "bigints");
    const text = JSON.stringify(publicSchema(tool.inputSchema));
    expect(text).not.toContain("x-toolcall");
    expect(JSON.stringify(tool.inputSchema)).toContain("x-toolcall");
    expect(publicSchema(tool.inputSchema).properties).toMatchObject({ wire: WIRE });
  });

  it("ignores Wire<\"string\"> on a non-integer type with a warning, and rejects misapplied constraints", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `import type { Wire, Min, MaxLength } from "unplugin-toolcall/types";`,
        `export function f(a: number & Wire<"string">) {}`,
        `export function g(b: string & Min<1>, c: number & MaxLength<2>) {}`,
      ].join("\n"),
    });
    expect(property(r, "f", "a")).toEqual({ type: "number", "x-toolcall": { kind: "number" } });
    expect(located(r.diagnostics)).toEqual(["TC_WIRE_IGNORED a.ts:3:31", "TC_INVALID_MARKER a.ts:4:31", "TC_INVALID_MARKER a.ts:4:51"]);
    expect(r.diagnostics.map((d) => d.severity)).toEqual(["warning", "error", "error"]);
    // A tool with an error is left out (its schema would be wrong), the module's other tools stay.
    expect(r.tools.map((t) => t.name)).toEqual(["f"]);
    expect(r.withheld.map((w) => `${w.reason.code} ${w.reason.loc.line}:${w.reason.loc.column}`)).toEqual(["TC_INVALID_MARKER 4:31"]);
  });

  it("recognises markers only when imported from unplugin-toolcall/types", () => {
    const r = extractSources({ "a.ts": `"use tools";\ntype Int = string;\nexport function f(a: Int) {}\n` });
    expect(property(r, "f", "a")).toEqual({ type: "string" });
  });

  it("applies markers through generic aliases and type parameters", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `import type { Int, Min, Max, MaxLength } from "unplugin-toolcall/types";`,
        `type Between<Lo extends number, Hi extends number> = Int & Min<Lo> & Max<Hi>;`,
        `type Short<N extends number = 8> = MaxLength<N>;`,
        `type Constrained<C> = string & C;`,
        `export function f(a: Between<1, 7>, b: string & Short, c: string & Short<3>, d: Constrained<MaxLength<5>>) {}`,
      ].join("\n"),
    });
    expect(r.diagnostics).toEqual([]);
    expect(property(r, "f", "a")).toEqual({ type: "integer", minimum: 1, maximum: 7, "x-toolcall": { kind: "int" } });
    expect(property(r, "f", "b")).toEqual({ type: "string", maxLength: 8 });
    expect(property(r, "f", "c")).toEqual({ type: "string", maxLength: 3 });
    expect(property(r, "f", "d")).toEqual({ type: "string", maxLength: 5 });
  });

  it("warns about a format that dispatch does not check, naming the ones it does", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `import type { Format } from "unplugin-toolcall/types";`,
        `interface Page {`,
        `  /** @format datetime */`,
        `  at: string;`,
        `  /** @format email */`,
        `  owner: string;`,
        `}`,
        `export function fetchPage(url: string & Format<"url">, page: Page, id: string & Format<"uuid">) {}`,
      ].join("\n"),
    });
    expect(located(r.diagnostics)).toEqual(["TC_UNKNOWN_FORMAT a.ts:4:7", "TC_UNKNOWN_FORMAT a.ts:9:41"]);
    expect(r.diagnostics.every((d) => d.severity === "warning")).toBe(true);
    const [datetime, url] = r.diagnostics;
    expect(datetime.message).toContain("Did you mean `date-time`?");
    expect(url.message).toContain("`url` is not a format toolcall checks");
    expect(url.message).toContain("Did you mean `uri`?");
    expect(url.message).toContain("Known formats: date-time, date, time, duration, email, hostname, ipv4, ipv6, uuid, uri, uri-reference, json-pointer.");
  });
});
