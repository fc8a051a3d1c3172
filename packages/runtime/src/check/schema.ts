/**
 * The schema form the checker reads: a tool's canonical input schema as the
 * build rewrites it for validation (JSON, emitted as a literal into the
 * shared validator module). JSON Schema 2020-12 keywords, without the
 * annotations, plus toolcall's own:
 * - `coerce` on a number, `Int`, `bigint` or `Date` node: what the value is
 *   converted to, and its bounds (bigint bounds as decimal strings);
 * - `nullAbsent`: optional properties whose schema has no `null`, for which
 *   `null` means absent (OpenAI strict mode sends `null` for "not given");
 * - `defaults`: literal defaults filled in for absent properties, as
 *   `[name, value, "bigint"?]`;
 * - `strip` on a closed object: unknown properties are dropped instead of refused.
 */
import type { JsonTypeName } from "../coerce.js";
import type { TemplatePart } from "../template-match.js";

export interface CoerceForm {
  kind: "number" | "int" | "bigint" | "date";
  wire?: "string";
  also?: JsonTypeName[];
  minimum?: number | string;
  maximum?: number | string;
  exclusiveMinimum?: number | string;
  exclusiveMaximum?: number | string;
  multipleOf?: number | string;
}

/**
 * The keywords that assert on a value by itself (a number's bounds, a
 * string's length, pattern and format, a container's size), written the same
 * in the canonical schema the build makes and in the checker's form: both
 * are declared with these. (A node with `coerce` carries its number bounds
 * there instead.)
 */
export interface AssertionKeywords {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minProperties?: number;
  maxProperties?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

export interface CheckSchema extends AssertionKeywords {
  type?: string | string[];
  coerce?: CoerceForm;
  enum?: unknown[];
  const?: unknown;
  /** A template literal type: its parts, matched in linear time instead of `pattern` (named in the message). */
  template?: { parts: TemplatePart[]; pattern: string };
  // Objects.
  properties?: Record<string, CheckNode>;
  required?: string[];
  additionalProperties?: CheckNode;
  patternProperties?: Record<string, CheckNode>;
  propertyNames?: CheckNode;
  nullAbsent?: string[];
  defaults?: [string, unknown, "bigint"?][];
  strip?: true;
  // Arrays.
  items?: CheckNode;
  prefixItems?: CheckNode[];
  // Combinators and references.
  anyOf?: CheckNode[];
  oneOf?: CheckNode[];
  allOf?: CheckNode[];
  not?: CheckNode;
  $ref?: string;
  $defs?: Record<string, CheckNode>;
}

export type CheckNode = CheckSchema | boolean;

/** Every keyword the checker reads: the build refuses a schema with any other (it would go unchecked). */
export const CHECK_KEYWORDS: ReadonlySet<string> = new Set([
  "type", "coerce", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern", "template", "format",
  "properties", "required", "additionalProperties", "patternProperties", "propertyNames", "minProperties", "maxProperties",
  "nullAbsent", "defaults", "strip", "definitions", "items", "prefixItems", "minItems", "maxItems", "uniqueItems",
  "anyOf", "oneOf", "allOf", "not", "$ref", "$defs",
]);
