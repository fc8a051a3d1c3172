import type { JsonSchema } from "../../model/index.js";

/** An object schema: properties in source order, `required` in source order (omitted when empty). */
export function objectSchema(properties: Record<string, JsonSchema>, required: string[], additional: JsonSchema | false): JsonSchema {
  const out: JsonSchema = { type: "object", properties };
  if (required.length) out.required = required;
  out.additionalProperties = additional;
  return out;
}

/** True for the schema of an object type (what `extends`, `&`, `Partial`... can work on). */
export function isObjectSchema(schema: JsonSchema): schema is JsonSchema & { properties: Record<string, JsonSchema> } {
  return schema.type === "object" && typeof schema.properties === "object" && schema.properties !== null;
}

/**
 * Merges object schemas (`interface B extends A`, `A & B`): later properties
 * override earlier ones of the same name, `required` is the union in order,
 * extra properties are allowed when any part allows them.
 */
export function mergeObjects(parts: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  let additional: JsonSchema | false = false;
  for (const part of parts) {
    Object.assign(properties, part.properties as Record<string, JsonSchema>);
    for (const name of (part.required as string[] | undefined) ?? []) if (!required.includes(name)) required.push(name);
    if (part.additionalProperties !== false && part.additionalProperties !== undefined && additional === false)
      additional = part.additionalProperties as JsonSchema;
  }
  return objectSchema(properties, required, additional);
}

/** `description` first, the rest unchanged (a copy: converted schemas are shared). */
export function withDescription(schema: JsonSchema, description: string | undefined): JsonSchema {
  if (!description) return schema;
  const { description: _old, ...rest } = schema;
  return { description, ...rest };
}
