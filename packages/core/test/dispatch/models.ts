// Hand-written tool models, shaped like the extractor's output: every marker
// kind, nested objects, arrays, unions, nullable, $defs recursion, defaults
// (top-level and nested), Date, context and destructured parameters.
import type { CallArgument, JsonSchema, ToolModel } from "../../src/model/index.js";

const loc = { file: "/project/src/tools.ts", line: 1, column: 1 };

function tool(name: string, exportName: string, call: CallArgument[], inputSchema: JsonSchema): ToolModel {
  return { name, description: `The ${name} tool.`, file: loc.file, exportName, loc, call, inputSchema, annotations: {}, examples: [] };
}

const props = (...names: string[]): CallArgument[] => names.map((name) => ({ from: "property", name }));
const closed = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});

/** Each echo tool: `value` required, `nullable` optional `T | null`, `fallback` with a literal default. */
function echo(name: string, exportName: string, node: JsonSchema, fallback: unknown): ToolModel {
  const nullableType = [node.type as string, "null"];
  return tool(
    name,
    exportName,
    props("value", "nullable", "fallback"),
    closed({ value: { ...node }, nullable: { ...node, type: nullableType }, fallback: { ...node, default: fallback } }, ["value"]),
  );
}

const WIRE: JsonSchema = { type: "string", pattern: "^-?\\d+$", "x-toolcall": { kind: "bigint", wire: "string" } };

export const models: ToolModel[] = [
  echo("int_echo", "echoInt", { type: "integer", "x-toolcall": { kind: "int" } }, 7),
  echo("number_echo", "echoNumber", { type: "number", "x-toolcall": { kind: "number" } }, 2.5),
  echo("bigint_echo", "echoBigint", { type: "integer", "x-toolcall": { kind: "bigint" } }, 10),
  echo("wire_echo", "echoWire", WIRE, "42"),
  tool(
    "bounded",
    "bounded",
    props("n", "id", "ratio"),
    closed(
      {
        n: { type: "integer", minimum: 1, maximum: 100, "x-toolcall": { kind: "int" } },
        id: { ...WIRE, "x-toolcall": { kind: "bigint", wire: "string", minimum: "1", maximum: "18446744073709551615" } },
        ratio: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1, multipleOf: 0.25, "x-toolcall": { kind: "number" } },
      },
      ["n"],
    ),
  ),
  tool(
    "forecast",
    "forecast",
    props("city", "days", "unit"),
    closed(
      {
        city: { type: "string", description: "name of the city" },
        days: { type: "integer", minimum: 1, maximum: 14, default: 3, "x-toolcall": { kind: "int" } },
        unit: { type: "string", enum: ["c", "f"], default: "c" },
      },
      ["city"],
    ),
  ),
  tool("search", "search", [{ from: "input" }, { from: "context" }], closed({
    query: { type: "string", minLength: 1 },
    limit: { type: "integer", default: 10, "x-toolcall": { kind: "int" } },
    tags: { type: "array", items: { type: "string" }, default: [] },
  }, ["query"])),
  tool(
    "ship",
    "ship",
    props("to", "items"),
    {
      ...closed(
        {
          to: { $ref: "#/$defs/Address" },
          items: {
            type: "array",
            minItems: 1,
            maxItems: 3,
            items: closed({ sku: { type: "string" }, qty: { type: "integer", minimum: 1, "x-toolcall": { kind: "int" } } }, ["sku", "qty"]),
          },
        },
        ["to"],
      ),
      $defs: {
        Address: closed(
          {
            street: { type: "string" },
            zip: { type: "string", pattern: "^\\d{5}$" },
            geo: { anyOf: [closed({ lat: { type: "number", "x-toolcall": { kind: "number" } }, lon: { type: "number", "x-toolcall": { kind: "number" } } }, ["lat", "lon"]), { type: "null" }] },
            // A nested literal default (from a JSDoc @default): filled in like a top-level one.
            country: { type: "string", default: "NO" },
          },
          ["street", "zip"],
        ),
      },
    },
  ),
  tool(
    "schedule",
    "schedule",
    props("at", "until"),
    closed(
      {
        at: { type: "string", format: "date-time", "x-toolcall": { kind: "date" } },
        until: { type: ["string", "null"], format: "date-time", "x-toolcall": { kind: "date" } },
      },
      ["at"],
    ),
  ),
  tool("whoami", "whoami", [{ from: "context" }, { from: "property", name: "greeting" }], closed({ greeting: { type: "string" } }, ["greeting"])),
  tool("tree", "tree", props("root"), {
    ...closed({ root: { $ref: "#/$defs/Node" } }, ["root"]),
    $defs: {
      Node: closed(
        {
          id: { type: "integer", "x-toolcall": { kind: "bigint" } },
          children: { type: "array", items: { $ref: "#/$defs/Node" } },
        },
        ["id"],
      ),
    },
  }),
  tool("shape", "shape", props("shape"), closed({
    shape: {
      anyOf: [
        closed({ kind: { const: "circle" }, radius: { type: "number", exclusiveMinimum: 0, "x-toolcall": { kind: "number" } } }, ["kind", "radius"]),
        closed({ kind: { const: "square" }, side: { type: "number", "x-toolcall": { kind: "number" } } }, ["kind", "side"]),
      ],
    },
  }, ["shape"])),
  tool("strings", "strings", props("email", "code", "name", "tags"), closed({
    email: { type: "string", format: "email" },
    code: { type: "string", pattern: "^[a-z]+$" },
    name: { type: "string", minLength: 1, maxLength: 5 },
    tags: { type: "array", items: { type: "string" }, uniqueItems: true },
  })),
  tool("refs", "refs", props("owner", "members", "quota"), {
    ...closed(
      {
        owner: { $ref: "#/$defs/UserId" },
        members: { type: "array", items: { $ref: "#/$defs/UserId" }, maxItems: 3 },
        // A bigint default beyond 2^53 can only be written as digits in JSON.
        quota: { type: "integer", default: "18446744073709551615", "x-toolcall": { kind: "bigint" } },
      },
      ["owner"],
    ),
    $defs: { UserId: { type: "integer", minimum: 1, "x-toolcall": { kind: "bigint", minimum: "1" } } },
  }),
  // A union whose first branch fills a default and drops a null: when that
  // branch fails, the second must see the object as it was sent.
  tool("act", "act", props("action"), closed({
    action: {
      anyOf: [
        closed({ kind: { const: "move" }, speed: { type: "integer", default: 1, "x-toolcall": { kind: "int" } }, note: { type: "string" } }, ["kind"]),
        closed({ kind: { const: "stop" }, note: { type: ["string", "null"] } }, ["kind"]),
      ],
    },
  }, ["action"])),
  // A union whose first branch converts values (to a Date, to a bigint) and
  // then fails: the second branch must get the values as sent.
  tool("event", "event", props("event"), closed({
    event: {
      anyOf: [
        closed({ kind: { const: "at" }, when: { type: "string", format: "date-time", "x-toolcall": { kind: "date" } }, n: { type: "integer", "x-toolcall": { kind: "bigint" } } }, ["kind"]),
        closed({ kind: { const: "raw" }, when: { type: "string" }, n: { type: "integer", "x-toolcall": { kind: "int" } } }, ["kind"]),
      ],
    },
  }, ["event"])),
  // `Date | Int | (bigint & Wire<"string">) | boolean`, as the extractor writes it: only the first branch that validates converts.
  tool("first_branch", "firstBranch", props("v"), closed({
    v: {
      anyOf: [
        { type: "string", format: "date-time", "x-toolcall": { kind: "date" } },
        { type: "integer", "x-toolcall": { kind: "int" } },
        WIRE,
        { type: "boolean" },
      ],
    },
  }, ["v"])),
  tool("ints", "ints", props("xs", "few"), closed({
    xs: { type: "array", items: { type: "integer", "x-toolcall": { kind: "int" } } },
    few: { type: "array", maxItems: 3, items: { type: "integer", "x-toolcall": { kind: "int" } } },
  })),
  tool("bigints", "bigints", props("xs"), closed({ xs: { type: "array", items: { type: "integer", "x-toolcall": { kind: "bigint" } } } }, ["xs"])),
  // A nested object with a bigint (coerced in the copy, never in the caller's object) and a Record.
  tool("order", "order", props("order", "labels"), closed({
    order: closed({ id: { type: "integer", "x-toolcall": { kind: "bigint" } }, note: { type: "string" } }, ["id"]),
    labels: { type: "object", additionalProperties: { type: "string" } },
  }, ["order"])),
  // Parameters named like properties of Object.prototype.
  tool("proto_names", "protoNames", props("constructor", "valueOf", "toString"), closed({
    constructor: { type: "string" },
    valueOf: { type: "integer", default: 3, "x-toolcall": { kind: "int" as const } },
    toString: { type: "string", default: "s" },
  })),
  tool("odd", "odd", props("how"), closed({ how: { type: "string" } }, ["how"])),
  tool("ping", "ping", [], closed({})),
  tool("anything", "anything", props("value"), closed({ value: {} })),
  tool("fail", "fail", props("how"), closed({ how: { type: "string" } }, ["how"])),
];
