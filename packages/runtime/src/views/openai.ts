import {
  appendDescription,
  isObjectNode,
  isSchemaObject,
  moveToDescription,
  transformSchema,
  typeList,
  typeSummary,
  type SchemaNode,
} from "./walk.js";
import { tupleAsArray } from "./tuple.js";
import { setOwn } from "../plain-data.js";

/** Formats OpenAI strict mode supports; any other `format` goes into the description. */
export const OPENAI_STRICT_FORMATS = new Set(["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"]);

/** Keywords OpenAI strict mode rejects or ignores; their content is moved into the description. */
export const OPENAI_STRICT_MOVED = [
  "minLength",
  "maxLength",
  "default",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "dependentRequired",
  "dependentSchemas",
  "uniqueItems",
  "patternProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  "contains",
  "minContains",
  "maxContains",
  "unevaluatedProperties",
  "unevaluatedItems",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
  "contentEncoding",
  "contentMediaType",
] as const;

/**
 * The same schema, also accepting `null`. Used for OpenAI strict mode where
 * every property is required: an optional property becomes nullable, and the
 * dispatcher maps `null` back to "absent" (so the default applies).
 */
export function nullable(node: SchemaNode): SchemaNode {
  const types = typeList(node);
  if (node.$ref === undefined && !Array.isArray(node.anyOf) && types.length > 0) {
    if (types.includes("null")) return node;
    const out: SchemaNode = { ...node, type: [...types, "null"] };
    if (Array.isArray(node.enum) && !node.enum.includes(null)) out.enum = [...node.enum, null];
    return out;
  }
  if (Array.isArray(node.anyOf)) {
    const hasNull = node.anyOf.some((alt) => isSchemaObject(alt) && typeList(alt).includes("null"));
    return hasNull ? node : { ...node, anyOf: [...node.anyOf, { type: "null" }] };
  }
  // A $ref, an enum without type, or an untyped node: wrap, keeping annotations on the outside.
  const { description, title, ...core } = node;
  const out: SchemaNode = { anyOf: [core, { type: "null" }] };
  if (title !== undefined) out.title = title;
  if (description !== undefined) out.description = description;
  return out;
}

/**
 * OpenAI strict mode rejects keywords beside `$ref` ("$ref cannot have
 * keywords {'description'}"): keep the annotations on an `anyOf` wrapper.
 */
function isolateRef(node: SchemaNode): SchemaNode {
  if (node.$ref === undefined) return node;
  const { $ref, ...siblings } = node;
  if (Object.keys(siblings).length === 0) return node;
  return { anyOf: [{ $ref }], ...siblings };
}

/**
 * Canonical (public) input schema -> OpenAI strict subset: every property
 * required (optional ones nullable), `additionalProperties: false` and
 * `properties` on every object, `const` as a one-value enum, tuples as arrays,
 * and what strict mode rejects moved into descriptions. `$defs`/`$ref` stay.
 */
export function openaiStrictSchema(schema: SchemaNode): SchemaNode {
  return transformSchema(schema, (input) => {
    let node = tupleAsArray(input);
    if ("const" in node && !Array.isArray(node.enum)) {
      const { const: value, ...rest } = node;
      node = { ...rest, enum: [value] };
    }
    const unsupportedFormat = typeof node.format === "string" && !OPENAI_STRICT_FORMATS.has(node.format);
    node = moveToDescription(node, unsupportedFormat ? [...OPENAI_STRICT_MOVED, "format"] : OPENAI_STRICT_MOVED);
    if (isObjectNode(node)) node = strictObject(node);
    return isolateRef(node);
  });
}

function strictObject(node: SchemaNode): SchemaNode {
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const strictProperties: Record<string, SchemaNode> = {};
  for (const [name, property] of Object.entries(properties)) {
    setOwn(strictProperties, name, required.has(name) ? property : isolateRef(nullable(property)));
  }
  let out: SchemaNode = { ...node, properties: strictProperties, required: Object.keys(strictProperties) };
  const extra = node.additionalProperties;
  if (isSchemaObject(extra) || extra === true) {
    // An open record cannot be expressed in strict mode (checkProviders warns).
    out = appendDescription(out, `(any other keys with values of type ${typeSummary(extra)}; not expressible in strict mode)`);
  }
  out.additionalProperties = false;
  return out;
}
