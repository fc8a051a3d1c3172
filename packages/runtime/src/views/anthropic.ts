import { appendDescription, isObjectNode, isSchemaObject, moveToDescription, transformSchema, typeSummary, type SchemaNode } from "./walk.js";
import { tupleAsArray } from "./tuple.js";

/** Formats Anthropic strict mode supports; any other `format` goes into the description. */
export const ANTHROPIC_STRICT_FORMATS = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "uri",
  "ipv4",
  "ipv6",
  "uuid",
]);

/** Keywords Anthropic strict mode does not support; their content is moved into the description. */
export const ANTHROPIC_STRICT_MOVED = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "maxItems",
  "uniqueItems",
  "contains",
  "minContains",
  "maxContains",
  "patternProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  "dependentRequired",
  "dependentSchemas",
  "not",
  "if",
  "then",
  "else",
  "unevaluatedProperties",
  "unevaluatedItems",
] as const;

/** Backreferences, lookaround and word boundaries: what strict mode's pattern engine rejects. */
const COMPLEX_PATTERN = /\\[1-9]|\\k<|\(\?[=!<]|\\[bB]/;

/** Whether Anthropic strict mode accepts this regular expression. */
export function isSimplePattern(pattern: string): boolean {
  return !COMPLEX_PATTERN.test(pattern);
}

/**
 * Canonical (public) input schema -> Anthropic strict subset:
 * `additionalProperties: false` on every object, tuples as arrays, `minItems`
 * only 0 or 1, and numeric bounds, string lengths, complex patterns and
 * unsupported formats moved into descriptions. Recursion cannot be rewritten
 * (checkProviders warns).
 */
export function anthropicStrictSchema(schema: SchemaNode): SchemaNode {
  return transformSchema(schema, (input) => {
    let node = tupleAsArray(input);
    const also: string[] = [];
    if (typeof node.format === "string" && !ANTHROPIC_STRICT_FORMATS.has(node.format)) also.push("format");
    if (typeof node.pattern === "string" && !isSimplePattern(node.pattern)) also.push("pattern");
    if (typeof node.minItems === "number" && node.minItems > 1) {
      node = appendDescription({ ...node, minItems: 1 }, `(minItems: ${node.minItems})`);
    }
    node = moveToDescription(node, also.length > 0 ? [...ANTHROPIC_STRICT_MOVED, ...also] : ANTHROPIC_STRICT_MOVED);
    if (isObjectNode(node)) {
      const extra = node.additionalProperties;
      if (isSchemaObject(extra) || extra === true) {
        node = appendDescription(node, `(any other keys with values of type ${typeSummary(extra)}; not expressible in strict mode)`);
      }
      node = { ...node, additionalProperties: false };
    }
    return node;
  });
}
