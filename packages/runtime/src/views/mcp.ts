import { transformSchema, typeList, type SchemaNode } from "./walk.js";

/** How `structuredContent` carries a tool's return value. */
export type McpOutputShape = "object" | "wrapped";

/** How `structuredContent` carries a value of this return schema: a plain object as it is, anything else wrapped. */
export function mcpOutputShape(schema: SchemaNode): McpOutputShape {
  const types = typeList(schema);
  return types.length === 1 && types[0] === "object" && schema.anyOf === undefined && schema.oneOf === undefined ? "object" : "wrapped";
}

/**
 * MCP `outputSchema` for a canonical (public) return schema. MCP 2025-11-25
 * clients (and the official SDK's types) require an object root, so any other
 * return type is wrapped as `{ result: <value> }`, and `structuredContent`
 * carries `{ result: value }` to match. `$defs` move to the new root, where
 * the `#/$defs/...` references resolve.
 */
export function mcpOutputSchema(schema: SchemaNode): { schema: SchemaNode; shape: McpOutputShape } {
  if (mcpOutputShape(schema) === "object") return { schema, shape: "object" };
  const { $defs, $schema, ...value } = schema;
  void $schema;
  const wrapped: SchemaNode = {
    type: "object",
    properties: { result: value },
    required: ["result"],
    additionalProperties: false,
  };
  if ($defs !== undefined) wrapped.$defs = $defs;
  return { schema: wrapped, shape: "wrapped" };
}

/**
 * MCP schemas are 2020-12, but clients validate with older drafts too (the
 * official SDK's client checks `outputSchema` with draft-07 rules), where
 * `prefixItems` is unknown and a tuple's `items: false` then rejects every
 * element. A tuple's `maxItems` already forbids extra elements in 2020-12, so
 * dropping `items: false` there changes nothing for a 2020-12 validator and
 * makes older ones accept what the tool returns.
 */
export function mcpCompatibleSchema(schema: SchemaNode): SchemaNode {
  return transformSchema(schema, (node) => {
    const prefix = node.prefixItems;
    if (!Array.isArray(prefix) || node.items !== false || node.maxItems !== prefix.length) return node;
    const { items, ...rest } = node;
    void items;
    return rest;
  });
}
