import type * as t from "@babel/types";
import type { TypeHost } from "./type-host.js";
import type { JsonSchema } from "../../model/index.js";
import { textOf, type Scope } from "./scope.js";
import { unparen } from "./syntax.js";
import { returnType } from "./return-type.js";
import { intrinsicString } from "./template.js";

const DATE = (): JsonSchema => ({ type: "string", format: "date-time", "x-toolcall": { kind: "date" } });

/**
 * The types TypeScript knows without an import (when the file does not
 * declare the name itself) that are not written in TypeScript: Date, arrays,
 * `Awaited`, `ReturnType` of a declared function and the intrinsic string
 * types. The utility types are in lib.ts.
 */
export function builtinType(c: TypeHost, name: string, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
  const need = (n: number): boolean => {
    if (args.length === n) return true;
    c.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` needs ${n} type argument${n > 1 ? "s" : ""}.`, node, scope);
    return false;
  };
  switch (name) {
    case "Date":
      return DATE();
    case "Array":
    case "ReadonlyArray":
      return need(1) ? { type: "array", items: c.convert(args[0], scope) } : {};
    case "Awaited": {
      if (!need(1)) return {};
      // `Awaited<Promise<T>>` is `Awaited<T>`; any other type is itself.
      const inner = promised(args[0], scope);
      return inner ? builtinType(c, "Awaited", [inner.node], node, inner.scope) : c.convert(args[0], scope);
    }
    case "Uppercase":
    case "Lowercase":
    case "Capitalize":
    case "Uncapitalize": {
      if (!need(1)) return {};
      const of = c.convert(args[0], scope);
      if (!Object.keys(of).length) return {};
      const r = intrinsicString(name, of);
      return "refuse" in r ? c.unsupported(node, scope, r.refuse) : r.schema;
    }
    case "ReturnType": {
      if (!need(1)) return {};
      const r = returnType(c, args[0], scope);
      return "refuse" in r ? c.unsupported(node, scope, r.refuse) : r.schema;
    }
    default:
      return c.unsupported(node, scope, "a Promise is only unwrapped as a tool's return type; arguments are plain data");
  }
}

/** `Promise<T>` (through type parameters bound to it): `T` and where it is read. */
function promised(arg: t.TSType, scope: Scope): { node: t.TSType; scope: Scope } | undefined {
  for (let i = 0; i < 20; i++) {
    const u = unparen(arg);
    if (u.type !== "TSTypeReference" || u.typeName.type !== "Identifier") return undefined;
    const bound = scope.bindings?.get(u.typeName.name);
    if (bound && !u.typeParameters) {
      arg = bound.node;
      scope = bound.scope;
      continue;
    }
    if (u.typeName.name === "Promise" && u.typeParameters?.params.length === 1) return { node: u.typeParameters.params[0], scope };
    return undefined;
  }
  return undefined;
}
