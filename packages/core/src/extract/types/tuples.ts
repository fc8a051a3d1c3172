import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import type { TypeHost } from "./type-host.js";
import type { Scope } from "./scope.js";
import { unparen } from "./syntax.js";

/**
 * A tuple type: fixed members in `prefixItems` (named and optional ones too),
 * a rest member as `items`, spreads of other tuples inlined. `[]` is the
 * empty array and `[...T[]]` is `T[]`; JSON Schema's `prefixItems` must not
 * be empty, so neither writes one.
 */
export function tupleType(c: TypeHost, node: t.TSTupleType, scope: Scope): JsonSchema {
  const prefixItems: JsonSchema[] = [];
  let minItems = 0;
  let rest: JsonSchema | undefined;
  for (const raw of node.elementTypes) {
    let element: t.Node = raw;
    let optional = false;
    if (element.type === "TSNamedTupleMember") {
      optional = element.optional;
      element = element.elementType;
    }
    if (element.type === "TSOptionalType") {
      optional = true;
      element = element.typeAnnotation;
    }
    if (rest) return c.unsupported(raw, scope, "a member after a rest member cannot be said in JSON Schema (`prefixItems` only fixes the start); put the rest member last");
    if (element.type === "TSRestType") {
      let inner: t.Node = element.typeAnnotation;
      if ((inner.type as string) === "TSNamedTupleMember") inner = (inner as unknown as t.TSNamedTupleMember).elementType;
      const spread = c.convert(unparen(inner as t.TSType), scope);
      if (!Object.keys(spread).length) return {};
      if (spread.type !== "array") return c.unsupported(element, scope, "a rest or spread member must be an array or a tuple type");
      // A spread tuple's members join this one's; its own rest (or an array) becomes the rest.
      const items = spread.prefixItems ?? [];
      const spreadMin = spread.minItems ?? 0;
      items.forEach((item, i) => {
        prefixItems.push(item);
        if (i < spreadMin && minItems === prefixItems.length - 1) minItems = prefixItems.length;
      });
      if (spread.items !== false && spread.items !== undefined) rest = spread.items as JsonSchema;
      continue;
    }
    prefixItems.push(c.convert(element as t.TSType, scope));
    if (!optional) minItems = prefixItems.length;
  }
  if (!prefixItems.length) return rest ? { type: "array", items: rest } : { type: "array", items: false, maxItems: 0 };
  const out: JsonSchema = { type: "array", prefixItems, items: rest ?? false, minItems };
  if (!rest) out.maxItems = prefixItems.length;
  return out;
}
