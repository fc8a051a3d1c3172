import { eachNode, isObject, unresolvedRefs, type Schema } from "./walk.js";

// Written from PROVIDERS.md (OpenAI), not from the implementation.
const STRICT_KEYWORDS = new Set([
  "type", "properties", "required", "additionalProperties", "items", "anyOf", "enum", "$ref", "$defs",
  "description", "title", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
  "multipleOf", "minItems", "maxItems",
]);
const STRICT_FORMATS = new Set(["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"]);
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** Violations of OpenAI strict mode in one `parameters` schema. */
export function checkOpenAIStrict(schema: Schema): string[] {
  const errors: string[] = [];
  if (schema.type !== "object") errors.push("#: root must be type object");
  if ("anyOf" in schema) errors.push("#: root must not be anyOf");
  let properties = 0;
  let enumValues = 0;
  eachNode(schema, (node, path, depth) => {
    for (const key of Object.keys(node)) if (!STRICT_KEYWORDS.has(key)) errors.push(`${path}: keyword ${key} is not supported in strict mode`);
    if (typeof node.format === "string" && !STRICT_FORMATS.has(node.format)) errors.push(`${path}: format ${node.format} is not supported`);
    if (node.$ref !== undefined && Object.keys(node).length > 1) errors.push(`${path}: $ref must not have sibling keywords`);
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes("object") || isObject(node.properties)) {
      if (node.additionalProperties !== false) errors.push(`${path}: additionalProperties must be false`);
      if (!isObject(node.properties)) errors.push(`${path}: an object needs properties (even {})`);
      else {
        const names = Object.keys(node.properties);
        properties += names.length;
        const required = Array.isArray(node.required) ? node.required : [];
        for (const n of names) if (!required.includes(n)) errors.push(`${path}: property ${n} must be required`);
      }
    }
    if (types.includes("array") && !isObject(node.items)) errors.push(`${path}: an array needs items`);
    if (Array.isArray(node.enum)) enumValues += node.enum.length;
    if (depth > 10) errors.push(`${path}: more than 10 levels of nesting`);
  });
  if (properties > 5000) errors.push(`#: ${properties} properties (max 5000)`);
  if (enumValues > 1000) errors.push(`#: ${enumValues} enum values (max 1000)`);
  return [...errors, ...unresolvedRefs(schema)];
}

/** Violations of the OpenAI function tool shape (non-strict): name, description, object root. */
export function checkOpenAIFunction(fn: { name: string; description?: string; parameters: Schema }): string[] {
  const errors: string[] = [];
  if (!NAME.test(fn.name)) errors.push(`name ${fn.name} does not match ${NAME}`);
  if ((fn.description ?? "").length > 1024) errors.push("description longer than 1024 characters");
  if (fn.parameters.type !== "object") errors.push("parameters root must be type object");
  return [...errors, ...unresolvedRefs(fn.parameters)];
}
