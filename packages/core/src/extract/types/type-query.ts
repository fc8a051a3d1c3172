import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { indexedType } from "./keyof-indexed.js";
import { constSchema } from "./schema-sets.js";
import type { Scope } from "./scope.js";
import type { TypeHost } from "./type-host.js";
import { typeOfValue } from "./typeof-value.js";
import { lookupValue } from "./values.js";

/** `typeof x` for a `const` with a literal initialiser or an enum; `typeof x.a` reads a property of it. */
export function typeQuery(c: TypeHost, node: t.TSTypeQuery, scope: Scope): JsonSchema {
  if (node.typeParameters) return c.unsupported(node, scope, "an instantiation expression; write the type out");
  const name = node.exprName;
  if (name.type === "TSImportType") return c.unsupported(node, scope, "`typeof import(...)`; import the constant and use `typeof` on it");
  const path: string[] = [];
  let head: t.TSEntityName = name;
  while (head.type === "TSQualifiedName") {
    path.unshift(head.right.name);
    head = head.left;
  }
  if (head.type !== "Identifier") return c.unsupported(node, scope, "`typeof this`");
  const r = typeOfValue(c, lookupValue(c.session, scope.file, head.name));
  if ("refuse" in r) return c.unsupported(node, scope, r.refuse);
  let schema = r.schema;
  for (const key of path) {
    const at = indexedType(schema, constSchema(key));
    if ("refuse" in at) return c.unsupported(node, scope, at.refuse);
    schema = at.schema;
  }
  return schema;
}
