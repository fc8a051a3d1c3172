import { describe, expect, it } from "vitest";
import type { JsonSchema, ToolModel } from "../../src/model/index.js";
import { checkProviders, PROVIDER_DIAGNOSTIC_CODES } from "../../src/providers/check.js";
import { allTools, forecast, recursive, tuplesAndRecords } from "./fixtures.js";

const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});
const make = (name: string, inputSchema: JsonSchema = object({}), extra: Partial<ToolModel> = {}): ToolModel => ({
  ...forecast,
  name,
  description: "d",
  inputSchema,
  outputSchema: undefined,
  loc: { file: "/p/src/t.ts", line: 7, column: 3 },
  ...extra,
});
const many = (n: number, schema?: JsonSchema) => Array.from({ length: n }, (_, i) => make(`t${String(i).padStart(3, "0")}`, schema));
const deep = (levels: number): JsonSchema => (levels === 0 ? { type: "string" } : object({ a: deep(levels - 1) }));
const codes = (tools: ToolModel[]) => checkProviders(tools).map((d) => d.code);

describe("checkProviders", () => {
  it.each<[string, ToolModel[], string]>([
    ["an open record", [tuplesAndRecords], "TC_PROVIDER_OPENAI_STRICT_RECORD"],
    ["an open record (Anthropic)", [tuplesAndRecords], "TC_PROVIDER_ANTHROPIC_STRICT_RECORD"],
    ["recursion (Anthropic strict)", [recursive], "TC_PROVIDER_ANTHROPIC_STRICT_RECURSION"],
    ["recursion through a required property (Gemini)", [recursive], "TC_PROVIDER_GEMINI_RECURSION"],
    ["a name with a dot", [make("a.b")], "TC_PROVIDER_OPENAI_NAME"],
    ["a name with a dot (Anthropic)", [make("a.b")], "TC_PROVIDER_ANTHROPIC_NAME"],
    ["a name starting with a digit", [make("1abc")], "TC_PROVIDER_GEMINI_NAME"],
    ["a name with a colon", [make("a:b")], "TC_PROVIDER_MCP_NAME"],
    ["a 65-character name", [make("a".repeat(65))], "TC_PROVIDER_OPENAI_NAME"],
    ["a parameter name with a dash", [make("a", object({ "first-name": { type: "string" } }))], "TC_PROVIDER_GEMINI_PARAM_NAME"],
    ["an `unknown` parameter (OpenAI strict)", [make("a", object({ payload: { "x-toolcall": { kind: "unknown" } } }))], "TC_PROVIDER_OPENAI_STRICT_ANY_VALUE"],
    ["a `bigint` sent as a JSON number (once for every SDK that parses first)", [make("a", object({ id: { type: "integer", "x-toolcall": { kind: "bigint" } } }))], "TC_PROVIDER_PARSED_BIGINT"],
    ["an `unknown` parameter (Gemini)", [make("a", object({ payload: { "x-toolcall": { kind: "unknown" } } }))], "TC_PROVIDER_GEMINI_ANY_VALUE"],
    ["an `object` parameter (OpenAI strict)", [make("a", object({ options: { type: ["object", "array"] } }))], "TC_PROVIDER_OPENAI_STRICT_ANY_VALUE"],
    ["a description over 1,024 characters", [make("a", undefined, { description: "x".repeat(1025) })], "TC_PROVIDER_DESCRIPTION_LENGTH"],
    ["129 tools", many(129), "TC_PROVIDER_TOO_MANY_TOOLS"],
    ["21 tools", many(21), "TC_PROVIDER_ANTHROPIC_STRICT_TOOLS"],
    ["25 optional parameters", many(5, object(Object.fromEntries(["a", "b", "c", "d", "e"].map((k) => [k, { type: "string" }])), [])), "TC_PROVIDER_ANTHROPIC_STRICT_OPTIONAL_PARAMS"],
    ["17 union parameters", many(17, object({ a: { type: ["string", "null"] } })), "TC_PROVIDER_ANTHROPIC_STRICT_UNION_PARAMS"],
    ["5,001 properties", [make("a", object(Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`p${i}`, { type: "string" }]))))], "TC_PROVIDER_OPENAI_STRICT_PROPERTIES"],
    ["11 levels of nesting", [make("a", deep(11))], "TC_PROVIDER_OPENAI_STRICT_NESTING"],
    ["1,001 enum values", [make("a", object({ e: { enum: Array.from({ length: 1001 }, (_, i) => i) } }))], "TC_PROVIDER_OPENAI_STRICT_ENUM_VALUES"],
    // The strict rewrite adds the values: null to an optional property's enum, a const as a one-value enum.
    ["1,000 enum values, optional (null makes 1,001)", [make("a", object({ e: { type: "integer", enum: Array.from({ length: 1000 }, (_, i) => i) } }, []))], "TC_PROVIDER_OPENAI_STRICT_ENUM_VALUES"],
    ["1,001 consts", [make("a", object(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`c${i}`, { const: i }]))))], "TC_PROVIDER_OPENAI_STRICT_ENUM_VALUES"],
    ["120,001 characters of const strings", [make("a", object(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`c${i}`, { const: "v".repeat(121) }]))))], "TC_PROVIDER_OPENAI_STRICT_SCHEMA_TEXT"],
    ["a 300-value enum of 60-character strings", [make("a", object({ e: { type: "string", enum: Array.from({ length: 300 }, (_, i) => String(i).padStart(60, "x")) } }))], "TC_PROVIDER_OPENAI_STRICT_ENUM_TEXT"],
    ["120,001 characters of names", [make("a", object(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [String(i).padStart(121, "k"), { type: "string" }]))))], "TC_PROVIDER_OPENAI_STRICT_SCHEMA_TEXT"],
  ])("warns about %s", (_, tools, code) => {
    const found = checkProviders(tools).filter((d) => d.code === code);
    expect(found.length).toBe(1);
    expect(found[0].severity).toBe("warning");
    expect(tools.map((t) => t.loc)).toContain(found[0].loc);
    expect(found[0].message).toContain(PROVIDER_DIAGNOSTIC_CODES[code as keyof typeof PROVIDER_DIAGNOSTIC_CODES]);
  });

  it("does not warn about a `bigint & Wire<\"string\">` or an `Int`: both reach the tool exact through every SDK", () => {
    const wire: JsonSchema = { type: "string", pattern: "^-?\\d+$", "x-toolcall": { kind: "bigint", wire: "string" } };
    expect(codes([make("a", object({ id: wire, n: { type: "integer", "x-toolcall": { kind: "int" } } }))])).not.toContain("TC_PROVIDER_PARSED_BIGINT");
  });

  it.each<[string, ToolModel[], string]>([
    // `object` has a type: Gemini takes it.
    ["an `object` parameter (Gemini)", [make("a", object({ options: { type: ["object", "array"] } }))], "TC_PROVIDER_GEMINI_ANY_VALUE"],
    // A `{}` left by a type that failed (and was reported) is not reported again.
    ["a failed type's `{}`", [make("a", object({ broken: {} }))], "TC_PROVIDER_OPENAI_STRICT_ANY_VALUE"],
    ["at the limits: 128 tools", many(128), "TC_PROVIDER_TOO_MANY_TOOLS"],
    ["20 tools", many(20), "TC_PROVIDER_ANTHROPIC_STRICT_TOOLS"],
    ["10 levels of nesting", [make("a", deep(10))], "TC_PROVIDER_OPENAI_STRICT_NESTING"],
    ["24 optional parameters", many(4, object(Object.fromEntries(["a", "b", "c", "d", "e", "f"].map((k) => [k, { type: "string" }])), [])), "TC_PROVIDER_ANTHROPIC_STRICT_OPTIONAL_PARAMS"],
    ["a nullable recursive property (Gemini)", [make("a", { ...object({ t: { anyOf: [{ $ref: "#/$defs/T" }, { type: "null" }] } }), $defs: { T: object({ c: { type: "array", items: { $ref: "#/$defs/T" } } }) } })], "TC_PROVIDER_GEMINI_RECURSION"],
    ["a 1,024-character description", [make("a", undefined, { description: "x".repeat(1024) })], "TC_PROVIDER_DESCRIPTION_LENGTH"],
  ])("stays quiet %s", (_, tools, code) => {
    expect(codes(tools)).not.toContain(code);
  });

  it("names the tool, the place and the rule; the 129th tool is where the limit is passed", () => {
    const tools = many(129);
    const [d] = checkProviders(tools).filter((x) => x.code === "TC_PROVIDER_TOO_MANY_TOOLS");
    expect(d.message).toMatch(/^Tool "t128": the project has 129 tools/);
    expect(d.loc).toBe(tools[128].loc);
  });

  it("counts the deprecation suffix in the description length", () => {
    expect(codes([make("a", undefined, { description: "x".repeat(1010), deprecated: "use b instead" })])).toContain("TC_PROVIDER_DESCRIPTION_LENGTH");
  });

  it("reports only the expected rules for the fixture project", () => {
    expect(codes(allTools).sort()).toEqual([
      "TC_PROVIDER_ANTHROPIC_STRICT_RECORD",
      "TC_PROVIDER_ANTHROPIC_STRICT_RECURSION",
      "TC_PROVIDER_GEMINI_RECURSION",
      "TC_PROVIDER_OPENAI_STRICT_RECORD",
      "TC_PROVIDER_PARSED_BIGINT",
    ]);
  });
});
