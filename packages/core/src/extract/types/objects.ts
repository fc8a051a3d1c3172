import type { JsonSchema } from "../../model/index.js";
import { isNumericKey, NUMERIC_KEY } from "./index-signatures.js";
import { assignOwn, ownValue, setOwn } from "../../model/own-keys.js";
import { isNever, isNonNull, NEVER } from "./schema-sets.js";
import { carryKeyFacts, keyFacts, withKeyFacts, type KeyFacts } from "./key-facts.js";
import { carryDeclaredName } from "./declared-names.js";

/**
 * An object schema: properties in source order, `required` in source order
 * (omitted when empty). `numericKeys`: the index signature (`additional`)
 * is keyed by `number`, so a key that is neither a property nor numeric is
 * refused (`propertyNames`), as TypeScript refuses it. `facts`: what the
 * schema cannot say of the keys (key-facts.ts). A key that may only be
 * absent is left out of a closed object, which refuses it already; beside
 * an index signature, which would take any value, it is `never`.
 */
export function objectSchema(properties: Record<string, JsonSchema>, required: string[], additional: JsonSchema | false, numericKeys = false, facts: KeyFacts = {}): JsonSchema {
  if (additional !== false) for (const name of facts.absent ?? []) if (!Object.hasOwn(properties, name)) setOwn(properties, name, NEVER);
  const out: JsonSchema = { type: "object", properties };
  if (required.length) out.required = required;
  out.additionalProperties = additional;
  if (numericKeys && additional !== false) out.propertyNames = { pattern: numericKeysPattern(Object.keys(properties)) };
  return withKeyFacts(out, facts);
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
 * extra properties are allowed when any part allows them. A key that may
 * only be absent in a part stays so (a base's optional method beside the
 * derived type's index signature refuses every value, as TypeScript does).
 */
export function mergeObjects(parts: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  let additional: JsonSchema | false = false;
  // Keys stay numeric-only while every part with an index signature is keyed by `number`.
  let numeric = true;
  const absent = new Set<string>();
  const numberNames = new Set<string>();
  for (const part of parts) {
    const facts = keyFacts(part);
    for (const name of facts.absent ?? []) absent.add(name);
    for (const name of facts.numberNames ?? []) numberNames.add(name);
    assignOwn(properties, part.properties as Record<string, JsonSchema>);
    for (const name of part.required ?? []) if (!required.includes(name)) required.push(name);
    if (part.additionalProperties !== false && part.additionalProperties !== undefined) {
      if (additional === false) additional = part.additionalProperties as JsonSchema;
      if (!hasNumericKeys(part)) numeric = false;
    }
  }
  // A property a later part gives a value type is no longer absent-only.
  for (const name of absent) {
    const value = ownValue(properties, name);
    if (value && !isNever(value)) absent.delete(name);
  }
  return objectSchema(properties, required, additional, numeric, { absent: [...absent], numberNames: [...numberNames] });
}

/** `description` first, the rest unchanged (a copy: converted schemas are shared). */
export function withDescription(schema: JsonSchema, description: string | undefined): JsonSchema {
  if (!description) return schema;
  const { description: _old, ...rest } = schema;
  const copy = carryKeyFacts(schema, { description, ...rest });
  carryDeclaredName(schema, copy);
  return copy;
}
