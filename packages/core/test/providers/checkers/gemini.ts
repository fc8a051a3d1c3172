import { eachNode, isObject, recursiveDefNames, unresolvedRefs, type Schema } from "./walk.js";

// Written from PROVIDERS.md (Gemini `parametersJsonSchema`), not from the implementation.
const KEYWORDS = new Set([
  "$defs", "$ref", "type", "format", "enum", "items", "prefixItems", "minItems", "maxItems", "minimum", "maximum",
  "anyOf", "oneOf", "properties", "additionalProperties", "required",
  // Annotations every dialect takes.
  "description", "title", "propertyOrdering",
]);
const NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;
const PARAM = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Violations in one Gemini function declaration using `parametersJsonSchema`. */
export function checkGeminiDeclaration(decl: { name: string; parameters?: unknown; parametersJsonSchema?: unknown; responseJsonSchema?: unknown }): string[] {
  const errors: string[] = [];
  if (!NAME.test(decl.name)) errors.push(`name ${decl.name} does not match ${NAME}`);
  if (decl.parameters !== undefined && decl.parametersJsonSchema !== undefined) errors.push("parameters and parametersJsonSchema are exclusive");
  const params = decl.parametersJsonSchema;
  if (!isObject(params)) return [...errors, "parametersJsonSchema missing"];
  if (params.type !== "object") errors.push("parametersJsonSchema root must be type object");
  for (const p of Object.keys(isObject(params.properties) ? params.properties : {})) if (!PARAM.test(p)) errors.push(`parameter name ${p}`);
  errors.push(...checkGeminiJsonSchema(params));
  if (isObject(decl.responseJsonSchema)) errors.push(...checkGeminiJsonSchema(decl.responseJsonSchema).map((e) => `response ${e}`));
  return errors;
}

/** Violations of the documented `parametersJsonSchema` subset. */
export function checkGeminiJsonSchema(schema: Schema): string[] {
  const errors: string[] = [];
  const recursive = new Set(recursiveDefNames(schema));
  eachNode(schema, (node, path) => {
    for (const key of Object.keys(node)) if (!KEYWORDS.has(key)) errors.push(`${path}: keyword ${key} is not supported`);
    // Gemini's own Schema.type is a single value; unions are documented as anyOf.
    if (Array.isArray(node.type)) errors.push(`${path}: type must be a single type name (use anyOf)`);
    if (node.$ref !== undefined) {
      for (const key of Object.keys(node)) if (!key.startsWith("$")) errors.push(`${path}: $ref sibling ${key} is not $-prefixed`);
    }
    // Recursion only through non-required properties.
    if (isObject(node.properties) && Array.isArray(node.required)) {
      for (const name of node.required) {
        const prop = (node.properties as Schema)[name as string];
        // A bare $ref, or an anyOf whose every member is one (a $ref with a description).
        const members = isObject(prop) && Array.isArray(prop.anyOf) ? prop.anyOf : [prop];
        const refs = members.map((m) => (isObject(m) && typeof m.$ref === "string" ? m.$ref : undefined));
        if (refs.every((r) => r !== undefined) && refs.some((r) => recursive.has(r!.slice(8)))) {
          errors.push(`${path}/properties/${name}: required property refers to recursive ${refs.join(" | ")}`);
        }
      }
    }
  });
  return [...errors, ...unresolvedRefs(schema)];
}
