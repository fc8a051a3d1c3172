import { moveToDescription, transformSchema, type SchemaNode } from "./walk.js";

/**
 * Keywords Gemini's `parametersJsonSchema` documents; anything else that
 * constrains values is moved into the description so the model still reads it.
 */
export const GEMINI_JSON_SCHEMA_KEYWORDS = new Set([
  "$id",
  "$defs",
  "$ref",
  "$anchor",
  "$schema",
  "$comment",
  "type",
  "format",
  "title",
  "description",
  "enum",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "anyOf",
  "oneOf",
  "properties",
  "additionalProperties",
  "required",
  "propertyOrdering",
]);

/**
 * Canonical (public) schema -> Gemini `parametersJsonSchema` dialect:
 * `const` as a one-value enum, `oneOf` as `anyOf`, a list of types as
 * `anyOf`, a `$ref` node with only
 * `$`-prefixed siblings, and undocumented keywords moved into descriptions.
 * `$defs`/`$ref`, tuples and records stay (all documented).
 */
export function geminiJsonSchema(schema: SchemaNode): SchemaNode {
  return transformSchema(schema, (input) => {
    let node: SchemaNode = input;
    if ("const" in node && !Array.isArray(node.enum)) {
      const { const: value, ...rest } = node;
      node = { ...rest, enum: [value] };
    }
    if (Array.isArray(node.oneOf) && !Array.isArray(node.anyOf)) {
      const { oneOf, ...rest } = node;
      node = { ...rest, anyOf: oneOf };
    }
    node = moveToDescription(
      node,
      Object.keys(node).filter((key) => !GEMINI_JSON_SCHEMA_KEYWORDS.has(key)),
    );
    node = splitTypeList(node);
    if (node.$ref !== undefined) {
      const siblings = Object.keys(node).filter((key) => !key.startsWith("$"));
      if (siblings.length > 0) {
        const wrapper: SchemaNode = { anyOf: [{}] };
        const ref: SchemaNode = {};
        for (const [key, value] of Object.entries(node)) (key.startsWith("$") ? ref : wrapper)[key] = value;
        wrapper.anyOf = [ref];
        node = wrapper;
      }
    }
    return node;
  });
}

/**
 * `type: ["string", "null"]` -> `anyOf: [{ type: "string", ... }, { type: "null" }]`:
 * Gemini documents `type` with one value (its own `Schema.type` is a single
 * enum) and documents `anyOf`, so a list of types is sent as the union. The
 * constraints go on each non-null branch (a keyword for another type is
 * ignored there); title and description stay on the union.
 */
export function splitTypeList(node: SchemaNode): SchemaNode {
  if (!Array.isArray(node.type) || node.type.length < 2) return node;
  const { type, title, description, ...constraints } = node;
  const out: SchemaNode = {
    anyOf: type.map((t) => (t === "null" ? { type: "null" } : { type: t, ...constraints })),
  };
  if (title !== undefined) out.title = title;
  if (description !== undefined) out.description = description;
  return out;
}
