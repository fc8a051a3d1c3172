import { eachNode, isObject, recursiveDefNames, unresolvedRefs, type Schema } from "./walk.js";

// Written from PROVIDERS.md (Anthropic), not from the implementation.
const STRICT_KEYWORDS = new Set([
  "type", "properties", "required", "additionalProperties", "items", "anyOf", "allOf", "enum", "const",
  "$ref", "$defs", "default", "description", "title", "format", "pattern", "minItems",
]);
const STRICT_FORMATS = new Set(["date-time", "time", "date", "duration", "email", "hostname", "uri", "ipv4", "ipv6", "uuid"]);
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** Backreferences, lookahead/lookbehind, word boundaries. */
const NOT_SIMPLE = /\\[1-9]|\\k<|\(\?<?[=!]|\\b|\\B/;

/** Violations of the Anthropic tool shape (non-strict). */
export function checkAnthropicTool(tool: { name: string; input_schema: Schema }): string[] {
  const errors: string[] = [];
  if (!NAME.test(tool.name)) errors.push(`name ${tool.name} does not match ${NAME}`);
  const root = tool.input_schema;
  if (root.type !== "object") errors.push("input_schema root must be type object");
  for (const k of ["oneOf", "anyOf", "allOf"]) if (k in root) errors.push(`input_schema root must not use ${k}`);
  return [...errors, ...unresolvedRefs(root)];
}

/** Violations of Anthropic strict tool use in one `input_schema`. */
export function checkAnthropicStrict(schema: Schema): string[] {
  const errors: string[] = [];
  if (schema.type !== "object") errors.push("#: root must be type object");
  for (const name of recursiveDefNames(schema)) errors.push(`#/$defs/${name}: recursion is not supported`);
  eachNode(schema, (node, path) => {
    for (const key of Object.keys(node)) if (!STRICT_KEYWORDS.has(key)) errors.push(`${path}: keyword ${key} is not supported in strict mode`);
    if (typeof node.format === "string" && !STRICT_FORMATS.has(node.format)) errors.push(`${path}: format ${node.format} is not supported`);
    if (typeof node.pattern === "string" && NOT_SIMPLE.test(node.pattern)) errors.push(`${path}: pattern ${node.pattern} is not simple`);
    if (node.minItems !== undefined && node.minItems !== 0 && node.minItems !== 1) errors.push(`${path}: minItems must be 0 or 1`);
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if ((types.includes("object") || isObject(node.properties)) && node.additionalProperties !== false) {
      errors.push(`${path}: additionalProperties must be false`);
    }
    if (Array.isArray(node.allOf) && node.allOf.some((s) => isObject(s) && "$ref" in s)) errors.push(`${path}: allOf with $ref`);
  });
  return [...errors, ...unresolvedRefs(schema)];
}
