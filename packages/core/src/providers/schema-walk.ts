import { LIST_SUBSCHEMA_KEYWORDS as LIST, MAP_SUBSCHEMA_KEYWORDS as MAP, SINGLE_SUBSCHEMA_KEYWORDS as SINGLE } from "@toolcall/runtime";
import { RUNTIME_KIND_KEY, type JsonSchema } from "../model/index.js";
import { setOwn } from "../model/own-keys.js";

export function isSchemaObject(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Where a node sits: the chain of keywords from the root (`["properties", "city"]`). */
export interface WalkContext {
  path: string[];
}

/**
 * Rebuilds a schema bottom-up: every subschema is rewritten first, then
 * `visit` rewrites the node holding the already rewritten children. The input
 * is never mutated; boolean subschemas pass through untouched.
 */
export function transformSchema(schema: JsonSchema, visit: (node: JsonSchema) => JsonSchema): JsonSchema {
  const walk = (node: JsonSchema): JsonSchema => {
    const copy: JsonSchema = { ...node };
    for (const key of SINGLE) {
      if (isSchemaObject(copy[key])) copy[key] = walk(copy[key] as JsonSchema);
    }
    for (const key of LIST) {
      const list = copy[key];
      if (Array.isArray(list)) copy[key] = list.map((sub) => (isSchemaObject(sub) ? walk(sub) : sub));
    }
    for (const key of MAP) {
      const map = copy[key];
      if (isSchemaObject(map)) {
        const out: { [name: string]: unknown } = {};
        for (const name of Object.keys(map)) {
          const sub = map[name];
          setOwn(out, name, isSchemaObject(sub) ? walk(sub) : sub);
        }
        // Some map keywords (`definitions`...) are not declared on JsonSchema: write through the open index.
        const keyword: string = key;
        copy[keyword] = out;
      }
    }
    return visit(copy);
  };
  return walk(schema);
}

/** Calls `visit` on every schema node (pre-order), with its path and depth of object nesting. */
export function forEachSchemaNode(
  schema: JsonSchema,
  visit: (node: JsonSchema, ctx: WalkContext) => void,
): void {
  const walk = (node: JsonSchema, path: string[]): void => {
    visit(node, { path });
    for (const key of SINGLE) {
      if (isSchemaObject(node[key])) walk(node[key] as JsonSchema, [...path, key]);
    }
    for (const key of LIST) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((sub, i) => isSchemaObject(sub) && walk(sub, [...path, key, String(i)]));
    }
    for (const key of MAP) {
      const map = node[key];
      if (isSchemaObject(map)) {
        for (const [name, sub] of Object.entries(map)) if (isSchemaObject(sub)) walk(sub, [...path, key, name]);
      }
    }
  };
  walk(schema, []);
}

/** The `type` keyword as a list (`"string"` -> `["string"]`, absent -> `[]`). */
export function typeList(node: JsonSchema): string[] {
  const type = node.type;
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === "string");
  return [];
}

/** An object node: `type: "object"` or, without a type, one that lists properties. */
export function isObjectNode(node: JsonSchema): boolean {
  const types = typeList(node);
  return types.includes("object") || (types.length === 0 && isSchemaObject(node.properties));
}

/** Local `$ref` target name (`#/$defs/Tree` -> `Tree`), or undefined for any other ref. */
export function localDefName(ref: unknown): string | undefined {
  if (typeof ref !== "string") return undefined;
  const match = /^#\/\$defs\/(.+)$/.exec(ref);
  return match ? match[1].replace(/~1/g, "/").replace(/~0/g, "~") : undefined;
}

/** Names of the `$defs` entries that can reach themselves through `$ref`s (recursive types). */
export function recursiveDefs(schema: JsonSchema): Set<string> {
  const defs = schema.$defs ?? {};
  const edges = new Map<string, Set<string>>();
  for (const [name, def] of Object.entries(defs)) {
    const targets = new Set<string>();
    if (isSchemaObject(def)) {
      forEachSchemaNode(def, (node) => {
        const target = localDefName(node.$ref);
        if (target !== undefined) targets.add(target);
      });
    }
    edges.set(name, targets);
  }
  const recursive = new Set<string>();
  for (const start of edges.keys()) {
    const seen = new Set<string>();
    const stack = [...(edges.get(start) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === start) {
        recursive.add(start);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(edges.get(next) ?? []));
    }
  }
  return recursive;
}

/**
 * Removes `keys` from a node and appends them, as `(key: value, ...)`, to its
 * description: the model still reads the constraint the provider cannot
 * enforce, and dispatch enforces it anyway.
 */
export function moveToDescription(node: JsonSchema, keys: readonly string[]): JsonSchema {
  const moved: string[] = [];
  const out: JsonSchema = { ...node };
  for (const key of keys) {
    if (key in out) {
      moved.push(`${key}: ${JSON.stringify(out[key])}`);
      delete out[key];
    }
  }
  return moved.length === 0 ? out : appendDescription(out, `(${moved.join(", ")})`);
}

/** Appends a sentence to a node's description (creating it when absent). */
export function appendDescription(node: JsonSchema, text: string): JsonSchema {
  const current = typeof node.description === "string" && node.description !== "" ? node.description : "";
  return { ...node, description: current ? `${current} ${text}` : text };
}

/** A short human name of a schema's type, for descriptions (`string`, `Tree`, `string | null`). */
export function typeSummary(node: unknown): string {
  if (!isSchemaObject(node)) return node === false ? "never" : "any";
  const def = localDefName(node.$ref);
  if (def !== undefined) return def;
  if ("const" in node) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (Array.isArray(node.anyOf)) return node.anyOf.map(typeSummary).join(" | ");
  const types = typeList(node);
  return types.length > 0 ? types.join(" | ") : "any";
}

/**
 * The schema as providers see it: `x-toolcall` annotations removed from every
 * schema node (a new object; the model is untouched).
 */
export function publicSchema(schema: JsonSchema): JsonSchema {
  return transformSchema(schema, (node) => {
    if (!(RUNTIME_KIND_KEY in node)) return node;
    const { [RUNTIME_KIND_KEY]: _, ...rest } = node;
    void _;
    return rest;
  });
}
