import type { JsonSchema } from "../../model/index.js";
import { isNumericKey, NUMERIC_KEY } from "./index-signatures.js";
import { assignOwn } from "../../model/own-keys.js";
import { isNonNull } from "./schema-sets.js";

/**
 * An object schema: properties in source order, `required` in source order
 * (omitted when empty). `numericKeys`: the index signature (`additional`)
 * is keyed by `number`, so a key that is neither a property nor numeric is
 * refused (`propertyNames`), as TypeScript refuses it.
 */
export function objectSchema(properties: Record<string, JsonSchema>, required: string[], additional: JsonSchema | false, numericKeys = false): JsonSchema {
  const out: JsonSchema = { type: "object", properties };
  if (required.length) out.required = required;
  out.additionalProperties = additional;
  if (numericKeys && additional !== false) out.propertyNames = { pattern: numericKeysPattern(Object.keys(properties)) };
  return out;
}

/** True for an object whose index signature is keyed by `number` (see `objectSchema`). */
export function hasNumericKeys(schema: JsonSchema): boolean {
  return schema.propertyNames !== undefined;
}

/** The names an object with a numeric index signature accepts: its properties and the numeric keys. */
function numericKeysPattern(names: string[]): string {
  const own = names.filter((n) => !isNumericKey(n)).map((n) => n.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&"));
  return `^(?:${[...own, NUMERIC_KEY].join("|")})$`;
}

/** True for the schema of an object type (what `extends`, `&`, `Partial`... can work on). */
export function isObjectSchema(schema: JsonSchema): schema is JsonSchema & { properties: Record<string, JsonSchema> } {
  return schema.type === "object" && typeof schema.properties === "object" && schema.properties !== null;
}

/**
 * The empty object type (`{}`, see `NON_NULL`) as the object type it is to
 * the operators that read properties (`interface B extends Empty`,
 * `Partial<{}>`, `keyof {}`, a spread): no property, no index signature.
 */
export function objectView(schema: JsonSchema): JsonSchema {
  if (!isNonNull(schema)) return schema;
  const out = objectSchema({}, [], false);
  return typeof schema.description === "string" ? { description: schema.description, ...out } : out;
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
  // Keys stay numeric-only while every part with an index signature is keyed by `number`.
  let numeric = true;
  for (const part of parts) {
    assignOwn(properties, part.properties as Record<string, JsonSchema>);
    for (const name of part.required ?? []) if (!required.includes(name)) required.push(name);
    if (part.additionalProperties !== false && part.additionalProperties !== undefined) {
      if (additional === false) additional = part.additionalProperties as JsonSchema;
      if (!hasNumericKeys(part)) numeric = false;
    }
  }
  return objectSchema(properties, required, additional, numeric);
}

/** `description` first, the rest unchanged (a copy: converted schemas are shared). */
export function withDescription(schema: JsonSchema, description: string | undefined): JsonSchema {
  if (!description) return schema;
  const { description: _old, ...rest } = schema;
  return { description, ...rest };
}
