import type { JsonSchema } from "../../model/index.js";

/**
 * The name of the declaration an object schema was converted from
 * (`interface Address`, `type Address = { ... }`). No schema says it: the
 * canonical schema inlines every named type that is not recursive (see
 * docs/decisions.md), and only the MCP view writes named types as `$defs`
 * (see docs/mcp.md), from the places `namedTypePaths` finds. Kept beside the
 * schema as key-facts.ts keeps its facts; a copy that only changes the
 * description (a property's own JSDoc) is the same type and keeps the name.
 */
const NAMES = new WeakMap<JsonSchema, string>();

/** Notes that `schema` is the declared type `name` (an object type; the first name a node gets stays). */
export function noteDeclaredName(schema: JsonSchema, name: string): void {
  if (schema.type === "object" && typeof schema.properties === "object" && !NAMES.has(schema)) NAMES.set(schema, name);
}

/** A copy of `from` that differs in its description only is the same declared type. */
export function carryDeclaredName(from: JsonSchema, to: JsonSchema): void {
  const name = NAMES.get(from);
  if (name !== undefined && from !== to && !NAMES.has(to)) NAMES.set(to, name);
}

export function declaredName(schema: JsonSchema): string | undefined {
  return NAMES.get(schema);
}
