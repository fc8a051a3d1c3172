import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { simplifyUnion, withNull } from "./literals.js";
import { isNever, isNonNull, isUnknown, NEVER, NON_NULL, UNKNOWN } from "./schema-sets.js";
import type { Scope } from "./scope.js";
import { flattenMembers } from "./syntax.js";
import type { TypeHost } from "./type-host.js";
import { soleItem } from "../../model/lists.js";

/**
 * `A | B | ...`: nested unions flattened, `never` members dropped, `null`
 * folded into the members' `type` (`["string", "null"]`), `undefined` and
 * `void` left out (the caller reads them as "optional"), literal members
 * merged into one `enum`.
 */
export function unionType(c: TypeHost, members: t.TSType[], scope: Scope, node: t.Node): JsonSchema {
  const flat = flattenMembers(members, "TSUnionType");
  let nullable = false;
  let nonNull = false;
  const schemas: JsonSchema[] = [];
  for (const m of flat) {
    if (m.type === "TSNullKeyword") nullable = true;
    else if (m.type === "TSUndefinedKeyword" || m.type === "TSVoidKeyword") continue;
    else {
      const s = c.convert(m, scope);
      if (isNever(s)) continue;
      // `unknown` absorbs every other member, `null` included.
      if (isUnknown(s)) return UNKNOWN;
      // The empty object type takes every value but null: `{} | string` is `{}`, `{} | null` any value.
      if (isNonNull(s)) nonNull = true;
      else if (Object.keys(s).length === 1 && Array.isArray(s.anyOf)) schemas.push(...s.anyOf);
      else if (Array.isArray(s.type) && s.type.includes("null")) {
        nullable = true;
        const type = s.type.filter((x) => x !== "null");
        const rest: JsonSchema = { ...s, type: soleItem(type) ?? type };
        if (Array.isArray(s.enum)) rest.enum = s.enum.filter((v) => v !== null);
        schemas.push(rest);
      } else if (s.type === "null" && Object.keys(s).length === 1) nullable = true;
      else schemas.push(s);
    }
  }
  if (nonNull) return nullable ? UNKNOWN : NON_NULL;
  if (!schemas.length) {
    if (nullable) return { type: "null" };
    if (flat.every((m) => m.type !== "TSUndefinedKeyword" && m.type !== "TSVoidKeyword")) return NEVER;
    return c.unsupported(node, scope, "JSON has no `undefined`; make the parameter or property optional (`?`) instead");
  }
  const simplified = simplifyUnion(schemas);
  const result = soleItem(simplified) ?? { anyOf: simplified };
  return nullable ? withNull(result) : result;
}
