/**
 * Build-time walks over schemas. The rewrite the provider views are made of
 * (`transformSchema` and the subschema keyword tables) lives in
 * @toolcall/runtime, which derives the views at run time; this reads it.
 */
import {
  isSchemaObject,
  LIST_SUBSCHEMA_KEYWORDS,
  MAP_SUBSCHEMA_KEYWORDS,
  SINGLE_SUBSCHEMA_KEYWORDS,
  transformSchema,
  type SchemaNode,
} from "@toolcall/runtime";
import { RUNTIME_KIND_KEY, type JsonSchema } from "../model/index.js";

export { isObjectNode, isSchemaObject, localDefName, typeList } from "@toolcall/runtime";

/** Where a node sits, as the walk passes it. */
export interface WalkContext {
  /**
   * The chain of keywords from the root (`["properties", "city"]`): the
   * walk's own stack, true only during the visit (copy it to keep it).
   */
  readonly path: readonly string[];
  /** The path as a JSON-pointer-like string (`/properties/city`), made when asked: most nodes report nothing. */
  pointer(): string;
}

/** Calls `visit` on every schema node (pre-order), with its path. */
export function forEachSchemaNode<S extends SchemaNode>(schema: S, visit: (node: S, ctx: WalkContext) => void): void {
  // One stack of segments for the whole walk, pushed and popped around each subschema: no array per node.
  const path: string[] = [];
  const ctx: WalkContext = { path, pointer: () => "/" + path.join("/") };
  const enter = (sub: S, key: string, name?: string): void => {
    const depth = path.length;
    path.push(key);
    if (name !== undefined) path.push(name);
    walk(sub);
    path.length = depth;
  };
  // Every subschema of a node of type S is one too (JsonSchema's and SchemaNode's keywords hold their own type).
  const walk = (node: S): void => {
    visit(node, ctx);
    for (const key of SINGLE_SUBSCHEMA_KEYWORDS) {
      const sub = node[key];
      if (isSchemaObject(sub)) enter(sub as S, key);
    }
    for (const key of LIST_SUBSCHEMA_KEYWORDS) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((sub, i) => isSchemaObject(sub) && enter(sub as S, key, String(i)));
    }
    for (const key of MAP_SUBSCHEMA_KEYWORDS) {
      const map = node[key];
      if (isSchemaObject(map)) {
        for (const [name, sub] of Object.entries(map)) if (isSchemaObject(sub)) enter(sub as S, key, name);
      }
    }
  };
  walk(schema);
}

/**
 * Names of the `$defs` entries that can reach themselves through `$ref`s
 * (recursive types), given each entry's `$ref` targets (in `$defs` order).
 */
export function recursiveDefs(edges: ReadonlyMap<string, ReadonlySet<string>>): Set<string> {
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
 * The schema as providers see it: `x-toolcall` annotations removed from every
 * schema node (a new object; the model is untouched).
 */
export function publicSchema(schema: JsonSchema): JsonSchema {
  return transformSchema(schema, (node) => {
    if (!(RUNTIME_KIND_KEY in node)) return node;
    const { [RUNTIME_KIND_KEY]: _, ...rest } = node;
    void _;
    return rest;
  }) as JsonSchema;
}
