import type { JsonSchema, ToolModel } from "../../src/model/index.js";

/**
 * Hand-written tool models in the shape the extractor produces (canonical
 * JSON Schema 2020-12 with `x-toolcall` annotations), one per family of
 * shapes the provider views must handle.
 */
const loc = (line: number) => ({ file: "/project/src/tools.ts", line, column: 17 });

function tool(name: string, line: number, inputSchema: JsonSchema, extra: Partial<ToolModel> = {}): ToolModel {
  return {
    name,
    description: `The ${name} tool.`,
    file: "/project/src/tools.ts",
    exportName: name,
    loc: loc(line),
    call: Object.keys((inputSchema.properties as object) ?? {}).map((p) => ({ from: "property" as const, name: p })),
    inputSchema,
    annotations: {},
    examples: [],
    ...extra,
  };
}

export const forecast = tool(
  "forecast",
  3,
  {
    type: "object",
    properties: {
      city: { type: "string", description: "City name.", minLength: 1, maxLength: 80 },
      days: { type: "integer", minimum: 1, maximum: 14, default: 3, "x-toolcall": { kind: "int" } },
      unit: { type: "string", enum: ["c", "f"], default: "c" },
    },
    required: ["city"],
    additionalProperties: false,
  },
  {
    outputSchema: {
      type: "object",
      properties: { temperature: { type: "number", "x-toolcall": { kind: "number" } }, summary: { type: "string" } },
      required: ["temperature", "summary"],
      additionalProperties: false,
    },
    annotations: { title: "Weather forecast", readOnlyHint: true, openWorldHint: true },
    examples: [{ city: "Paris", days: 2 }],
  },
);

export const noParams = tool("ping", 10, { type: "object", properties: {}, additionalProperties: false }, {
  description: "Checks the service is up.",
  outputSchema: { type: "string" },
});

export const nullableAndConst = tool("set_status", 14, {
  type: "object",
  properties: {
    status: { const: "active" },
    note: { type: ["string", "null"], description: "Why." },
    level: { enum: [1, 2, 3] },
    mode: { anyOf: [{ type: "string", format: "email" }, { type: "integer", "x-toolcall": { kind: "int" } }] },
  },
  required: ["status", "note"],
  additionalProperties: false,
});

export const tuplesAndRecords = tool("tag_points", 20, {
  type: "object",
  properties: {
    point: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 },
    labels: { type: "object", additionalProperties: { type: "string" }, description: "Label per id." },
    tags: { type: "array", items: { type: "string", pattern: "^[a-z]+$" }, minItems: 1, maxItems: 10, uniqueItems: true },
  },
  required: ["point"],
  additionalProperties: false,
});

export const recursive = tool(
  "make_tree",
  27,
  {
    type: "object",
    properties: {
      root: { $ref: "#/$defs/Tree", description: "The root node." },
      maybe: { anyOf: [{ $ref: "#/$defs/Tree" }, { type: "null" }] },
    },
    required: ["root"],
    additionalProperties: false,
    $defs: {
      Tree: {
        type: "object",
        description: "A tree node.",
        properties: {
          value: { type: "string" },
          children: { type: "array", items: { $ref: "#/$defs/Tree" } },
        },
        required: ["value"],
        additionalProperties: false,
      },
    },
  },
  { outputSchema: { $ref: "#/$defs/Tree", $defs: { Tree: { type: "object", properties: { value: { type: "string" } }, additionalProperties: false } } } },
);

export const numbersAndDates = tool(
  "transfer",
  35,
  {
    type: "object",
    properties: {
      user_id: { type: "string", pattern: "^-?\\d+$", description: "Snowflake id.", "x-toolcall": { kind: "bigint", wire: "string", minimum: "1" } },
      amount: { type: "integer", "x-toolcall": { kind: "bigint" } },
      ratio: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1, multipleOf: 0.01 },
      at: { type: "string", format: "date-time", "x-toolcall": { kind: "date" } },
      ref: { type: "string", pattern: "^(?=x)\\w+\\b$", format: "uri" },
    },
    required: ["user_id", "amount", "at"],
    additionalProperties: false,
  },
  { deprecated: "use send_money", outputSchema: { type: "integer", "x-toolcall": { kind: "bigint" } } },
);

export const nested = tool("ship", 42, {
  type: "object",
  properties: {
    to: {
      type: "object",
      description: "Address.",
      properties: {
        street: { type: "string" },
        zip: { type: "string", pattern: "^\\d{5}$" },
        geo: { type: "object", properties: { lat: { type: "number" }, lng: { type: "number" } }, required: ["lat", "lng"], additionalProperties: false },
        extra: { type: "object", properties: {}, additionalProperties: false },
      },
      required: ["street"],
      additionalProperties: false,
    },
    items: { type: "array", items: { type: "object", properties: { sku: { type: "string" }, qty: { type: "integer", minimum: 1 } }, required: ["sku"], additionalProperties: false }, minItems: 3 },
  },
  required: ["to", "items"],
  additionalProperties: false,
}, { deprecated: "" });

/** Every fixture, sorted by name as the extractor returns them. */
export const allTools: ToolModel[] = [forecast, noParams, nullableAndConst, tuplesAndRecords, recursive, numbersAndDates, nested].sort((a, b) =>
  a.name < b.name ? -1 : 1,
);
