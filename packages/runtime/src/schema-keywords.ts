/**
 * The JSON Schema keywords that hold subschemas, by how they hold them: the
 * one table every schema walk reads (the provider views' rewrite and the
 * build's validation schema), so a walk can never miss a keyword another
 * one follows.
 */

/** Keywords whose value is one subschema. */
export const SINGLE_SUBSCHEMA_KEYWORDS = [
  "items",
  "additionalProperties",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "additionalItems",
] as const;
/** Keywords whose value is an array of subschemas. */
export const LIST_SUBSCHEMA_KEYWORDS = ["prefixItems", "anyOf", "oneOf", "allOf"] as const;
/** Keywords whose value maps names to subschemas. */
export const MAP_SUBSCHEMA_KEYWORDS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"] as const;

/**
 * The keywords schema walks read and write, typed, with subschemas of type
 * `S`: the views' `SchemaNode` and core's `JsonSchema` are each this over
 * themselves, with a few keywords of their own. Other keywords stay open as
 * `unknown`.
 */
export interface SchemaKeywords<S> {
  $ref?: string;
  $defs?: { [name: string]: S };
  /** A JSON type name or a list of them (typed `string` so a name read from a schema can be written back). */
  type?: string | string[];
  title?: string;
  description?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: S[];
  oneOf?: S[];
  properties?: { [name: string]: S };
  required?: string[];
  additionalProperties?: S | boolean;
  items?: S | boolean;
  prefixItems?: S[];
  [keyword: string]: unknown;
}

const SHAPES = new Map<string, "single" | "list" | "map">([
  ...SINGLE_SUBSCHEMA_KEYWORDS.map((k) => [k, "single"] as const),
  ...LIST_SUBSCHEMA_KEYWORDS.map((k) => [k, "list"] as const),
  ...MAP_SUBSCHEMA_KEYWORDS.map((k) => [k, "map"] as const),
]);

/** How `keyword` holds subschemas (one, a list, a map of names), or `undefined` when its value is not a schema. */
export function subschemaShape(keyword: string): "single" | "list" | "map" | undefined {
  return SHAPES.get(keyword);
}
