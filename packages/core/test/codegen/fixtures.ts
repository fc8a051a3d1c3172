// Hand-written models, shaped like the extractor's output, for codegen tests
// that must not depend on the extractor.
import type { ToolModel } from "../../src/model/index.js";

const loc = (file: string, line: number) => ({ file, line, column: 1 });

export const forecast: ToolModel = {
  name: "forecast",
  description: "Weather forecast for a city.",
  file: "/proj/src/weather.ts",
  exportName: "forecast",
  loc: loc("/proj/src/weather.ts", 3),
  call: [{ from: "property", name: "city" }, { from: "property", name: "days" }],
  inputSchema: {
    type: "object",
    properties: {
      city: { type: "string", description: "City name" },
      days: { type: "integer", minimum: 1, maximum: 14, default: 3, "x-toolcall": { kind: "int" } },
    },
    required: ["city"],
    additionalProperties: false,
  },
  outputSchema: { type: "object", properties: { temp: { type: "number", "x-toolcall": { kind: "number" } } } },
  annotations: {},
  examples: [],
};

export const alerts: ToolModel = {
  name: "alerts",
  description: "Weather alerts.",
  deprecated: "use forecast",
  file: "/proj/src/weather.ts",
  exportName: "weatherAlerts",
  loc: loc("/proj/src/weather.ts", 12),
  call: [],
  inputSchema: { type: "object", properties: {}, additionalProperties: false },
  annotations: {},
  examples: [],
};

export const lookup: ToolModel = {
  name: "lookup_user",
  description: "Find a user by id.",
  file: "/proj/src/users/lookup.ts",
  exportName: "default",
  loc: loc("/proj/src/users/lookup.ts", 2),
  call: [{ from: "property", name: "id" }, { from: "context" }],
  inputSchema: {
    type: "object",
    properties: { id: { type: "string", pattern: "^-?\\d+$", "x-toolcall": { kind: "bigint", wire: "string" } } },
    required: ["id"],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true },
  examples: [],
};

export const oddExport: ToolModel = {
  name: "odd-name",
  description: "Exported under a string name.",
  file: "/proj/src/odd.mts",
  exportName: "odd-name",
  loc: loc("/proj/src/odd.mts", 1),
  call: [],
  inputSchema: { type: "object", properties: {}, additionalProperties: false },
  annotations: {},
  examples: [],
};
