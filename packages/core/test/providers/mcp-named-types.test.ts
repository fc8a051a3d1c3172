import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { buildProviderViews } from "../../src/providers/views.js";
import { extractSources } from "../extract/helpers.js";
import { checkMcpTool } from "./checkers/mcp.js";

// MCP schemas are JSON Schema 2020-12 (SEP-1613): the MCP view says so with
// `$schema` and writes named object types once, under `$defs` (docs/mcp.md);
// the OpenAI, Anthropic and Gemini views keep them inline as before.
const { tools } = extractSources({
  "tools.ts": `"use tools";
/** A street address. */
export interface Address { street: string; city?: string }
export type Zip = { code: string };
interface Shipment { from: Address; to: Address; zip: Zip }
/**
 * Two addresses, one described at its place.
 * @param from where it starts
 */
export function ship(from: Address, to: Address, shipment?: Shipment, list?: Address[]): string { return ""; }
export function plain(name: string): string { return name; }
`,
});
const views = buildProviderViews(tools);
const at = (name: string) => tools.findIndex((t) => t.name === name);

describe("the MCP view writes 2020-12 schemas", () => {
  it("says its dialect in every inputSchema", () => {
    expect(views.mcp[at("plain")]!.inputSchema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(views.mcp[at("ship")]!.inputSchema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
  });

  it("writes each named object type once under $defs, a place's own description beside its $ref", () => {
    const schema = views.mcp[at("ship")]!.inputSchema as Record<string, any>;
    expect(schema.$defs).toEqual({
      Address: { type: "object", properties: { street: { type: "string" }, city: { type: "string" } }, required: ["street"], additionalProperties: false },
      Zip: { type: "object", properties: { code: { type: "string" } }, required: ["code"], additionalProperties: false },
      Shipment: {
        type: "object",
        properties: { from: { $ref: "#/$defs/Address", description: "A street address." }, to: { $ref: "#/$defs/Address", description: "A street address." }, zip: { $ref: "#/$defs/Zip" } },
        required: ["from", "to", "zip"],
        additionalProperties: false,
      },
    });
    expect(schema.properties.from).toEqual({ $ref: "#/$defs/Address", description: "where it starts" });
    expect(schema.properties.to).toEqual({ $ref: "#/$defs/Address", description: "A street address." });
    expect(schema.properties.shipment).toEqual({ $ref: "#/$defs/Shipment" });
    expect(schema.properties.list).toEqual({ type: "array", items: { $ref: "#/$defs/Address", description: "A street address." } });
    expect(checkMcpTool(views.mcp[at("ship")]!)).toEqual([]);
  });

  it("accepts and refuses what the inline schema does", () => {
    const ajv = new Ajv2020({ strict: false });
    const inline = ajv.compile(tools[at("ship")]!.inputSchema);
    const named = new Ajv2020({ strict: false }).compile(views.mcp[at("ship")]!.inputSchema);
    const cases = [
      { from: { street: "a" }, to: { street: "b", city: "c" } },
      { from: { street: "a" }, to: { city: "c" } },
      { from: { street: "a" }, to: { street: "b" }, shipment: { from: { street: "x" }, to: { street: "y" }, zip: { code: "1" } } },
      { from: { street: "a" }, to: { street: "b" }, shipment: { from: { street: "x" }, to: { street: "y" }, zip: {} } },
      { from: { street: "a" }, to: { street: "b" }, list: [{ street: 1 }] },
    ];
    for (const value of cases) expect(named(value)).toBe(inline(value));
    expect(cases.map((value) => named(value))).toEqual([true, false, true, false, false]);
  });

  it("leaves the other views inline, without $schema", () => {
    const i = at("ship");
    for (const schema of [views.openai[i]!.parameters, views.anthropic[i]!.input_schema, views.gemini[i]!.parametersJsonSchema, views.openaiStrict[i]!.parameters]) {
      expect(JSON.stringify(schema)).not.toContain("$ref");
      expect(schema).not.toHaveProperty("$schema");
    }
  });
});
