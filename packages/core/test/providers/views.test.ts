import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { publicSchema } from "../../src/providers/schema-walk.js";
import { buildProviderViews } from "../../src/providers/views.js";
import { checkAnthropicStrict, checkAnthropicTool } from "./checkers/anthropic.js";
import { checkGeminiDeclaration } from "./checkers/gemini.js";
import { checkMcpTool } from "./checkers/mcp.js";
import { checkOpenAIFunction, checkOpenAIStrict } from "./checkers/openai.js";
import { recursiveDefNames } from "./checkers/walk.js";
import { allTools } from "./fixtures.js";
import { validInputs, withNullsForAbsent } from "./samples.js";

const views = buildProviderViews(allTools);
const byName = <T extends { name: string }>(list: T[], name: string): T => list.find((t) => t.name === name)!;
const ajv = () => new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

describe.each(allTools.map((t) => [t.name, t] as const))("provider views of %s", (name, tool) => {
  const canonical = publicSchema(tool.inputSchema);

  it("pass each provider's checker", () => {
    expect(checkOpenAIFunction(byName(views.openai, name))).toEqual([]);
    expect(checkOpenAIFunction(byName(views.openaiStrict, name))).toEqual([]);
    expect(checkOpenAIStrict(byName(views.openaiStrict, name).parameters)).toEqual([]);
    expect(checkAnthropicTool(byName(views.anthropic, name))).toEqual([]);
    expect(checkAnthropicTool(byName(views.anthropicStrict, name))).toEqual([]);
    // Gemini refuses recursion through a required property: checkProviders warns about exactly that.
    const gemini = checkGeminiDeclaration(byName(views.gemini, name));
    if (name === "make_tree") expect(gemini).toEqual(["#/properties/root: required property refers to recursive #/$defs/Tree"]);
    else expect(gemini).toEqual([]);
    expect(checkMcpTool(byName(views.mcp, name))).toEqual([]);
    // Recursion cannot be rewritten for Anthropic strict: checkProviders warns instead (see check.test.ts).
    const anthropicStrict = checkAnthropicStrict(byName(views.anthropicStrict, name).input_schema);
    if (recursiveDefNames(canonical).length === 0) expect(anthropicStrict).toEqual([]);
    else expect(anthropicStrict.every((e) => e.includes("recursion"))).toBe(true);
  });

  it("never leak x-toolcall and stay valid JSON Schema 2020-12", () => {
    for (const list of [views.openai, views.openaiStrict, views.anthropic, views.anthropicStrict, views.gemini, views.mcp]) {
      const entry = byName(list as { name: string }[], name);
      expect(JSON.stringify(entry)).not.toContain("x-toolcall");
      for (const schema of Object.values(entry).filter((v) => typeof v === "object" && v !== null && "type" in v)) {
        expect(() => ajv().compile(schema as object)).not.toThrow();
      }
    }
  });

  it("strip x-toolcall exactly as publicSchema does, without touching the model", () => {
    const before = JSON.stringify(tool);
    expect(publicSchema(tool.inputSchema)).toEqual(canonical);
    if (tool.outputSchema) expect(publicSchema(tool.outputSchema)).toEqual(publicSchema(tool.outputSchema));
    expect(JSON.stringify(tool)).toBe(before);
  });

  it("keep the canonical schema where the provider takes it as is", () => {
    expect(byName(views.openai, name).parameters).toEqual(canonical);
    expect(byName(views.anthropic, name).input_schema).toEqual(canonical);
    // MCP: the same, less a tuple's `items: false`, which draft-07 clients apply to every element, and saying its dialect.
    expect(byName(views.mcp, name).inputSchema).toEqual({ $schema: "https://json-schema.org/draft/2020-12/schema", ...(withoutTupleClosers(canonical) as object) });
  });

  it("accept the valid sample arguments in every rewritten dialect", () => {
    const input = validInputs[name];
    expect(ajv().validate(canonical, input), "canonical").toBe(true);
    const strict = byName(views.openaiStrict, name).parameters;
    expect(ajv().validate(strict, withNullsForAbsent(canonical, input)), "openai strict").toBe(true);
    expect(ajv().validate(byName(views.anthropicStrict, name).input_schema, input), "anthropic strict").toBe(true);
    expect(ajv().validate(byName(views.gemini, name).parametersJsonSchema, input), "gemini").toBe(true);
    expect(ajv().validate(byName(views.mcp, name).inputSchema, input), "mcp").toBe(true);
  });
});

describe("rewrites", () => {
  const strictParams = (name: string) => byName(views.openaiStrict, name).parameters as Record<string, any>;
  it.each([
    ["optional typed property -> [T, null]", () => strictParams("forecast").properties.days.type, ["integer", "null"]],
    ["optional enum gains null", () => strictParams("forecast").properties.unit.enum, ["c", "f", null]],
    ["const -> one-value enum", () => strictParams("set_status").properties.status, { enum: ["active"] }],
    ["default moves into the description", () => strictParams("forecast").properties.days.description, "(default: 3)"],
    ["minLength/maxLength move into the description", () => strictParams("forecast").properties.city.description, "City name. (minLength: 1, maxLength: 80)"],
    ["$ref with a description is wrapped in anyOf", () => strictParams("make_tree").properties.root, { anyOf: [{ $ref: "#/$defs/Tree" }], description: "The root node." }],
    ["empty object keeps properties {}", () => strictParams("ship").properties.to.properties.extra.properties, {}],
    ["tuple -> array of the element types", () => strictParams("tag_points").properties.point.items, { type: "number" }],
    ["every property is required", () => strictParams("ship").properties.to.required, ["street", "zip", "geo", "extra"]],
  ])("OpenAI strict: %s", (_, actual, expected) => {
    expect(actual()).toEqual(expected);
  });

  const anthropicStrict = (name: string) => byName(views.anthropicStrict, name).input_schema as Record<string, any>;
  it.each([
    ["numeric bounds move into the description", () => anthropicStrict("forecast").properties.days, { type: "integer", default: 3, description: "(minimum: 1, maximum: 14)" }],
    ["minItems above 1 becomes 1 plus text", () => anthropicStrict("ship").properties.items.minItems, 1],
    ["complex pattern moves into the description", () => anthropicStrict("transfer").properties.ref.pattern, undefined],
    ["uri format is kept", () => anthropicStrict("transfer").properties.ref.format, "uri"],
    ["optional stays optional", () => anthropicStrict("forecast").required, ["city"]],
  ])("Anthropic strict: %s", (_, actual, expected) => {
    expect(actual()).toEqual(expected);
  });

  it("Gemini: const -> enum, type list -> anyOf, $ref isolated, exclusive bounds into the description", () => {
    const g = (name: string) => byName(views.gemini, name).parametersJsonSchema as Record<string, any>;
    expect(g("set_status").properties.status).toEqual({ enum: ["active"] });
    expect(g("set_status").properties.note).toEqual({ anyOf: [{ type: "string" }, { type: "null" }], description: "Why." });
    expect(g("make_tree").properties.root).toEqual({ anyOf: [{ $ref: "#/$defs/Tree" }], description: "The root node." });
    expect(g("transfer").properties.ratio).toEqual({ type: "number", description: "(exclusiveMinimum: 0, exclusiveMaximum: 1, multipleOf: 0.01)" });
    expect(byName(views.gemini, "forecast").responseJsonSchema).toEqual(publicSchema(allTools.find((t) => t.name === "forecast")!.outputSchema!));
  });

  it("MCP: object outputs as is, other outputs wrapped as { result }, with $defs at the new root", () => {
    const shapes = Object.fromEntries(views.mcp.map((t, i) => [t.name, views.mcpOutput[i]]));
    expect(shapes).toEqual({ forecast: "object", ping: "wrapped", make_tree: "wrapped", transfer: "wrapped", set_status: null, ship: null, tag_points: null });
    expect(byName(views.mcp, "ping").outputSchema).toEqual({ type: "object", properties: { result: { type: "string" } }, required: ["result"], additionalProperties: false });
    expect(byName(views.mcp, "make_tree").outputSchema!.$defs).toBeDefined();
    expect(byName(views.mcp, "forecast")).toMatchObject({ title: "Weather forecast", annotations: { title: "Weather forecast", readOnlyHint: true, openWorldHint: true } });
  });

  it("deprecation is appended to every provider's description", () => {
    for (const list of [views.openai, views.anthropic, views.gemini, views.mcp]) {
      expect(byName(list as { name: string; description: string }[], "transfer").description).toBe("The transfer tool.\n\nDeprecated: use send_money");
      expect(byName(list as { name: string; description: string }[], "ship").description).toBe("The ship tool.\n\nDeprecated.");
    }
  });

  it("Anthropic views carry @example inputs as input_examples", () => {
    expect(byName(views.anthropic, "forecast").input_examples).toEqual([{ city: "Paris", days: 2 }]);
    expect(byName(views.anthropicStrict, "forecast").input_examples).toEqual([{ city: "Paris", days: 2 }]);
    expect("input_examples" in byName(views.anthropic, "ping")).toBe(false);
  });

  it("strict modes close an open record (what TC_PROVIDER_*_STRICT_RECORD warns about)", () => {
    const input = { point: [1, 2], labels: { a: "x" } };
    expect(ajv().validate(publicSchema(allTools.find((t) => t.name === "tag_points")!.inputSchema), input)).toBe(true);
    expect(ajv().validate(byName(views.anthropicStrict, "tag_points").input_schema, input)).toBe(false);
    expect((byName(views.openaiStrict, "tag_points").parameters as any).properties.labels.description).toContain("not expressible in strict mode");
  });

  it("is deterministic", () => {
    expect(JSON.stringify(buildProviderViews(allTools))).toBe(JSON.stringify(views));
  });
});

/** A tuple keeps `maxItems`, which closes it in 2020-12 without `items: false`. */
function withoutTupleClosers(schema: unknown): unknown {
  return JSON.parse(
    JSON.stringify(schema, (_key, node) => {
      if (node === null || typeof node !== "object" || !Array.isArray(node.prefixItems) || node.items !== false) return node;
      const { items, ...rest } = node;
      void items;
      expect(rest.maxItems).toBe(rest.prefixItems.length);
      return rest;
    }),
  );
}
