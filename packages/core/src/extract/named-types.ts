import { LIST_SUBSCHEMA_KEYWORDS, MAP_SUBSCHEMA_KEYWORDS, SINGLE_SUBSCHEMA_KEYWORDS } from "@toolcall/runtime";
import type { JsonSchema, SchemaPath } from "../model/index.js";
import { declaredName } from "./types/declared-names.js";

/**
 * Where a root schema uses named object types: per `$defs` name, the paths
 * of its uses. The MCP view writes each as a `$ref` to one `$defs` entry
 * (see docs/mcp.md); every other view keeps the schema as it is. Two
 * declarations of one name get `Name` and `Name_2`, and a name the root's
 * own `$defs` (recursive types) already holds is not reused. Undefined when
 * the root uses none.
 */
export function namedTypePaths(root: JsonSchema): Record<string, SchemaPath[]> | undefined {
  const found = new Map<string, SchemaPath[]>();
  const nameOf = new Map<string, string>();
  const taken = new Set(Object.keys(root.$defs ?? {}));
  // Schemas are trees (recursion is a `$ref`), so the walk ends.
  const visit = (node: JsonSchema, path: SchemaPath): void => {
    const name = declaredName(node);
    if (name !== undefined && path.length > 0) {
      // Same structure, same entry: a described copy and its original differ only in `description`.
      const { description: _, ...structure } = node;
      const key = `${name}\n${JSON.stringify(structure)}`;
      let defName = nameOf.get(key);
      if (defName === undefined) {
        defName = name;
        for (let i = 2; taken.has(defName); i++) defName = `${name}_${i}`;
        taken.add(defName);
        nameOf.set(key, defName);
        found.set(defName, []);
      }
      found.get(defName)!.push(path);
    }
    for (const key of SINGLE_SUBSCHEMA_KEYWORDS) {
      const sub = node[key as keyof JsonSchema];
      if (isNode(sub)) visit(sub, [...path, key]);
    }
    for (const key of LIST_SUBSCHEMA_KEYWORDS) {
      const list = node[key as keyof JsonSchema];
      if (Array.isArray(list)) list.forEach((sub, i) => isNode(sub) && visit(sub, [...path, key, i]));
    }
    for (const key of MAP_SUBSCHEMA_KEYWORDS) {
      const map = node[key as keyof JsonSchema];
      if (!isNode(map)) continue;
      for (const name of Object.keys(map)) {
        const sub = (map as Record<string, unknown>)[name];
        if (isNode(sub)) visit(sub, [...path, key, name]);
      }
    }
  };
  visit(root, []);
  return found.size > 0 ? Object.fromEntries(found) : undefined;
}

function isNode(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
