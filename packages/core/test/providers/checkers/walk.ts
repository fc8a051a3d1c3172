/**
 * Test-only schema walking for the checkers. Deliberately independent of the
 * code under test (src/providers/schema-walk.ts), so a bug there cannot hide
 * itself here.
 */
export type Schema = Record<string, unknown>;

export const isObject = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);

const SUBSCHEMA = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties"];
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
const SUBSCHEMA_MAPS = ["properties", "$defs", "definitions", "patternProperties", "dependentSchemas"];

/** Visits every schema node with a readable path (`#/properties/to/properties/zip`). */
export function eachNode(schema: Schema, visit: (node: Schema, path: string, objectDepth: number) => void): void {
  const walk = (node: Schema, path: string, depth: number) => {
    const isObj = node.type === "object" || (Array.isArray(node.type) && node.type.includes("object")) || isObject(node.properties);
    const here = isObj ? depth + 1 : depth;
    visit(node, path, here);
    for (const k of SUBSCHEMA) if (isObject(node[k])) walk(node[k] as Schema, `${path}/${k}`, here);
    for (const k of SUBSCHEMA_LISTS) {
      const list = node[k];
      if (Array.isArray(list)) list.forEach((s, i) => isObject(s) && walk(s, `${path}/${k}/${i}`, here));
    }
    for (const k of SUBSCHEMA_MAPS) {
      const map = node[k];
      // $defs restart the depth count: they are measured where they are used.
      if (isObject(map)) for (const [n, s] of Object.entries(map)) if (isObject(s)) walk(s, `${path}/${k}/${n}`, k === "properties" ? here : 0);
    }
  };
  walk(schema, "#", 0);
}

/** Names of `$defs` that reach themselves through `$ref`. */
export function recursiveDefNames(schema: Schema): string[] {
  const defs = isObject(schema.$defs) ? schema.$defs : {};
  const refsOf = (name: string): string[] => {
    const out: string[] = [];
    const def = defs[name];
    if (isObject(def)) eachNode(def, (n) => typeof n.$ref === "string" && n.$ref.startsWith("#/$defs/") && out.push(n.$ref.slice(8)));
    return out;
  };
  return Object.keys(defs).filter((start) => {
    const seen = new Set<string>();
    const todo = refsOf(start);
    while (todo.length) {
      const n = todo.pop()!;
      if (n === start) return true;
      if (!seen.has(n)) {
        seen.add(n);
        todo.push(...refsOf(n));
      }
    }
    return false;
  });
}

/** Every `$ref` must point into the root's `$defs` (or be `#`). */
export function unresolvedRefs(schema: Schema): string[] {
  const out: string[] = [];
  const defs = isObject(schema.$defs) ? schema.$defs : {};
  eachNode(schema, (node, path) => {
    if (node.$ref === undefined) return;
    const ref = node.$ref;
    if (ref === "#") return;
    if (typeof ref !== "string" || !ref.startsWith("#/$defs/") || !(ref.slice(8) in defs)) out.push(`${path}: $ref ${String(ref)} does not resolve to a local $defs entry`);
  });
  return out;
}
