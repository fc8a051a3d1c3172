import { describe, expect, it } from "vitest";
import { checkAnthropicStrict, checkAnthropicTool } from "./checkers/anthropic.js";
import { checkGeminiDeclaration } from "./checkers/gemini.js";
import { checkMcpTool } from "./checkers/mcp.js";
import { checkOpenAIFunction, checkOpenAIStrict } from "./checkers/openai.js";

// Negative controls: each checker must catch each rule it claims to check,
// otherwise the "no violations" assertions in views.test.ts prove nothing.
const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: "object",
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
  ...extra,
});
const deep = (levels: number): Record<string, unknown> => (levels === 0 ? { type: "string" } : obj({ a: deep(levels - 1) }));

describe("checkOpenAIStrict catches", () => {
  it.each([
    ["an optional property", { type: "object", properties: { a: { type: "string" } }, required: [], additionalProperties: false }, "must be required"],
    ["a missing additionalProperties", { type: "object", properties: {}, required: [] }, "additionalProperties must be false"],
    ["an object without properties", { type: "object", additionalProperties: false }, "needs properties"],
    ["minLength", obj({ a: { type: "string", minLength: 1 } }), "keyword minLength"],
    ["prefixItems", obj({ a: { type: "array", prefixItems: [{ type: "string" }] } }), "keyword prefixItems"],
    ["const", obj({ a: { const: 1 } }), "keyword const"],
    ["an unsupported format", obj({ a: { type: "string", format: "uri" } }), "format uri"],
    ["an array without items", obj({ a: { type: "array" } }), "needs items"],
    ["a $ref with siblings", obj({ a: { $ref: "#/$defs/A", description: "x" } }, { $defs: { A: { type: "string" } } }), "sibling"],
    ["a dangling $ref", obj({ a: { $ref: "#/$defs/Nope" } }), "does not resolve"],
    ["a root anyOf", { anyOf: [obj({})] }, "root must"],
    ["11 levels of nesting", deep(11), "levels of nesting"],
    ["1,001 enum values", obj({ a: { enum: Array.from({ length: 1001 }, (_, i) => i) } }), "enum values"],
  ])("%s", (_, schema, message) => {
    expect(checkOpenAIStrict(schema as Record<string, unknown>).join("\n")).toContain(message);
  });
  it("accepts 10 levels of nesting", () => expect(checkOpenAIStrict(deep(10))).toEqual([]));
});

describe("checkOpenAIFunction catches", () => {
  it.each([
    ["a long name", { name: "x".repeat(65), parameters: obj({}) }, "does not match"],
    ["a dotted name", { name: "a.b", parameters: obj({}) }, "does not match"],
    ["a long description", { name: "a", description: "x".repeat(1025), parameters: obj({}) }, "1024"],
    ["a non-object root", { name: "a", parameters: { type: "string" } }, "root must be type object"],
  ])("%s", (_, fn, message) => {
    expect(checkOpenAIFunction(fn as never).join("\n")).toContain(message);
  });
});

describe("checkAnthropicStrict catches", () => {
  it.each([
    ["recursion", obj({ t: { $ref: "#/$defs/T" } }, { $defs: { T: obj({ c: { type: "array", items: { $ref: "#/$defs/T" } } }) } }), "recursion"],
    ["minimum", obj({ a: { type: "integer", minimum: 1 } }), "keyword minimum"],
    ["maxLength", obj({ a: { type: "string", maxLength: 3 } }), "keyword maxLength"],
    ["minItems 2", obj({ a: { type: "array", items: { type: "string" }, minItems: 2 } }), "minItems must be 0 or 1"],
    ["a lookahead pattern", obj({ a: { type: "string", pattern: "^(?=a)" } }), "not simple"],
    ["a backreference", obj({ a: { type: "string", pattern: "(a)\\1" } }), "not simple"],
    ["an open record", obj({ a: { type: "object", additionalProperties: { type: "string" } } }), "additionalProperties must be false"],
    ["an unsupported format", obj({ a: { type: "string", format: "regex" } }), "format regex"],
    ["allOf with $ref", obj({ a: { allOf: [{ $ref: "#/$defs/A" }] } }, { $defs: { A: { type: "string" } } }), "allOf with $ref"],
  ])("%s", (_, schema, message) => {
    expect(checkAnthropicStrict(schema as Record<string, unknown>).join("\n")).toContain(message);
  });
});

describe("checkAnthropicTool catches", () => {
  it.each([
    ["a root anyOf", { name: "a", input_schema: { type: "object", anyOf: [] } }, "must not use anyOf"],
    ["a non-object root", { name: "a", input_schema: { type: "array" } }, "root must be type object"],
    ["a bad name", { name: "a b", input_schema: obj({}) }, "does not match"],
  ])("%s", (_, tool, message) => {
    expect(checkAnthropicTool(tool as never).join("\n")).toContain(message);
  });
});

describe("checkGeminiDeclaration catches", () => {
  it.each([
    ["both parameters fields", { name: "a", parameters: {}, parametersJsonSchema: obj({}) }, "exclusive"],
    ["a name starting with a digit", { name: "1a", parametersJsonSchema: obj({}) }, "does not match"],
    ["a parameter name with a dash", { name: "a", parametersJsonSchema: obj({ "a-b": { type: "string" } }) }, "parameter name a-b"],
    ["const", { name: "a", parametersJsonSchema: obj({ a: { const: 1 } }) }, "keyword const"],
    ["a list of types", { name: "a", parametersJsonSchema: obj({ a: { type: ["string", "null"] } }) }, "single type name"],
    ["exclusiveMinimum", { name: "a", parametersJsonSchema: obj({ a: { type: "number", exclusiveMinimum: 0 } }) }, "keyword exclusiveMinimum"],
    ["a $ref with a description", { name: "a", parametersJsonSchema: obj({ a: { $ref: "#/$defs/A", description: "d" } }, { $defs: { A: { type: "string" } } }) }, "not $-prefixed"],
    ["required recursion", { name: "a", parametersJsonSchema: obj({ t: { $ref: "#/$defs/T" } }, { $defs: { T: obj({ n: { $ref: "#/$defs/T" } }) } }) }, "recursive"],
    ["required recursion behind a described $ref", { name: "a", parametersJsonSchema: obj({ t: { anyOf: [{ $ref: "#/$defs/T" }], description: "d" } }, { $defs: { T: obj({ n: { $ref: "#/$defs/T" } }) } }) }, "recursive"],
    ["a bad response schema", { name: "a", parametersJsonSchema: obj({}), responseJsonSchema: { type: "string", minLength: 1 } }, "response"],
  ])("%s", (_, decl, message) => {
    expect(checkGeminiDeclaration(decl as never).join("\n")).toContain(message);
  });
});

describe("checkMcpTool catches", () => {
  it.each([
    ["a non-object output root", { name: "a", inputSchema: obj({}), outputSchema: { type: "string" } }, "outputSchema root"],
    ["a non-object input root", { name: "a", inputSchema: { type: "string" } }, "inputSchema root"],
    ["a name with a space", { name: "a b", inputSchema: obj({}) }, "does not match"],
    ["an unknown annotation", { name: "a", inputSchema: obj({}), annotations: { readOnly: true } }, "unknown"],
    ["a mistyped annotation", { name: "a", inputSchema: obj({}), annotations: { readOnlyHint: "yes" } }, "wrong type"],
    ["a leaked x-toolcall", { name: "a", inputSchema: obj({ a: { type: "integer", "x-toolcall": { kind: "int" } } }) }, "leaked"],
  ])("%s", (_, tool, message) => {
    expect(checkMcpTool(tool as never).join("\n")).toContain(message);
  });
});
