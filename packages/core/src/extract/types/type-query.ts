import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import type { Scope } from "./scope.js";
import type { TypeHost } from "./type-host.js";
import { typeOfQuery } from "./typeof-value.js";

/** `typeof x`, `typeof x.a`, `typeof NS.X`, `typeof C.staticProp` (typeof-value.ts); refusals located at the query. */
export function typeQuery(c: TypeHost, node: t.TSTypeQuery, scope: Scope): JsonSchema {
  if (node.typeParameters)
    return c.unsupported(node, scope, "an instantiation expression is a function type, which cannot travel as JSON; for what it returns write `ReturnType<typeof f<...>>`");
  const name = node.exprName;
  if (name.type === "TSImportType") return c.unsupported(node, scope, "`typeof import(...)`; import the constant and use `typeof` on it");
  const r = typeOfQuery(c, name, scope);
  return "refuse" in r ? c.unsupported(node, scope, r.refuse) : r.schema;
}
