/**
 * The schema walk the provider views are derived with, at run time (each
 * view on first use, see table.ts) and by @toolcall/core at build time (its
 * checks and developer tools read the same views).
 */
import { setOwn } from "../plain-data.js";
import { LIST_SUBSCHEMA_KEYWORDS, MAP_SUBSCHEMA_KEYWORDS, SINGLE_SUBSCHEMA_KEYWORDS, type SchemaKeywords } from "../schema-keywords.js";

/** A JSON Schema node as the views read and write it: the keywords they touch, typed. */
export interface SchemaNode extends SchemaKeywords<SchemaNode> {
  $schema?: string;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export function isSchemaObject(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Rebuilds a schema bottom-up: every subschema is rewritten first, then
 * `visit` rewrites the node holding the already rewritten children. The input
 * is never mutated (it may be frozen: the `tools` export is); boolean
 * subschemas pass through untouched.
 */
export function transformSchema(schema: SchemaNode, visit: (node: SchemaNode) => SchemaNode): SchemaNode {
  const walk = (node: SchemaNode): SchemaNode => {
    const copy: SchemaNode = { ...node };
    for (const key of SINGLE_SUBSCHEMA_KEYWORDS) {
      const sub = copy[key];
      if (isSchemaObject(sub)) copy[key] = walk(sub);
    }
    for (const key of LIST_SUBSCHEMA_KEYWORDS) {
      const list = copy[key];
      if (Array.isArray(list)) copy[key] = list.map((sub) => (isSchemaObject(sub) ? walk(sub) : sub));
    }
    for (const key of MAP_SUBSCHEMA_KEYWORDS) {
      const map = copy[key];
      if (isSchemaObject(map)) {
        const out: { [name: string]: unknown } = {};
        for (const name of Object.keys(map)) {
          const sub = map[name];
          setOwn(out, name, isSchemaObject(sub) ? walk(sub) : sub);
        }
        // A map may hold non-schemas (kept as they are): write through the open index.
        const keyword: string = key;
        copy[keyword] = out;
      }
    }
    return visit(copy);
  };
  return walk(schema);
}

/** The `type` keyword as a list (`"string"` -> `["string"]`, absent -> `[]`). */
export function typeList(node: SchemaNode): string[] {
  const type = node.type;
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === "string");
  return [];
}

/** An object node: `type: "object"` or, without a type, one that lists properties. */
export function isObjectNode(node: SchemaNode): boolean {
  const types = typeList(node);
  return types.includes("object") || (types.length === 0 && isSchemaObject(node.properties));
}

/** Local `$ref` target name (`#/$defs/Tree` -> `Tree`), or undefined for any other ref. */
export function localDefName(ref: unknown): string | undefined {
  if (typeof ref !== "string") return undefined;
  // The group always takes part in a match: undefined means no match.
  const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  return name?.replace(/~1/g, "/").replace(/~0/g, "~");
}

/**
 * Removes `keys` from a node and appends them, as `(key: value, ...)`, to its
 * description: the model still reads the constraint the provider cannot
 * enforce, and dispatch enforces it anyway.
 */
export function moveToDescription(node: SchemaNode, keys: readonly string[]): SchemaNode {
  // Most nodes have none of the keys: they are returned as they are, not copied.
  let moved: string[] | undefined;
  let out = node;
  for (const key of keys) {
    if (key in node) {
      if (moved === undefined) {
        moved = [];
        out = { ...node };
      }
      moved.push(`${key}: ${JSON.stringify(node[key])}`);
      delete out[key];
    }
  }
  return moved === undefined ? node : appendDescription(out, `(${moved.join(", ")})`);
}

/** Appends a sentence to a node's description (creating it when absent). */
export function appendDescription(node: SchemaNode, text: string): SchemaNode {
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
