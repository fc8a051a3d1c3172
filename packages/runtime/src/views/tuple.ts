import { appendDescription, isSchemaObject, typeSummary, type SchemaNode } from "./walk.js";

/**
 * Rewrites a tuple (`prefixItems`) as a plain array for providers that reject
 * `prefixItems`: `items` becomes the union of the element schemas and the
 * description states the order. The dispatcher still validates the exact
 * tuple against the canonical schema. Nodes without `prefixItems` pass through.
 */
export function tupleAsArray(node: SchemaNode): SchemaNode {
  const prefix = node.prefixItems;
  if (!Array.isArray(prefix)) return node;
  const { prefixItems: _, items: rest, ...out } = node;
  void _;
  const elements: SchemaNode[] = [...prefix];
  // `items` beside `prefixItems` describes the elements after the tuple part.
  if (isSchemaObject(rest)) elements.push(rest);
  const distinct: SchemaNode[] = [];
  const seen = new Set<string>();
  for (const element of elements) {
    const key = JSON.stringify(element);
    if (!seen.has(key)) {
      seen.add(key);
      distinct.push(element);
    }
  }
  const items = distinct.length === 1 ? distinct[0] : { anyOf: distinct };
  const fixed = rest === false || rest === undefined;
  const rewritten: SchemaNode = { ...out, type: "array", items };
  if (fixed) {
    rewritten.minItems = typeof node.minItems === "number" ? node.minItems : prefix.length;
    rewritten.maxItems = prefix.length;
  }
  const order = prefix.map(typeSummary).join(", ");
  return appendDescription(rewritten, fixed ? `(tuple, in this order: [${order}])` : `(starts with, in this order: [${order}])`);
}
