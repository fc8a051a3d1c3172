import type * as t from "@babel/types";
import type { TypeHost } from "./type-host.js";
import type { JsonSchema } from "../../model/index.js";
import { textOf, type Scope } from "./scope.js";
import { unparen } from "./syntax.js";
import { returnType } from "./return-type.js";
import { intrinsicString } from "./template.js";
import { soleItem } from "../../model/lists.js";

const DATE = (): JsonSchema => ({ type: "string", format: "date-time", "x-toolcall": { kind: "date" } });

/**
 * The types TypeScript knows without an import (when the file does not
 * declare the name itself) that are not written in TypeScript: Date, arrays,
 * `Awaited`, `ReturnType` of a declared function and the intrinsic string
 * types. The utility types are in lib.ts.
 */
export function builtinType(c: TypeHost, name: string, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
  // Each generic here takes one type argument; with none or several the type is refused (and reads as `{}`).
  const argument = (): t.TSType | undefined => {
    const arg = soleItem(args);
    if (!arg) c.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` needs 1 type argument.`, node, scope);
    return arg;
  };
  switch (name) {
    case "Date":
      return DATE();
    case "Array":
    case "ReadonlyArray": {
      const arg = argument();
      return arg ? { type: "array", items: c.convert(arg, scope) } : {};
    }
    case "Awaited": {
      const arg = argument();
      if (!arg) return {};
      // `Awaited<Promise<T>>` is `Awaited<T>`; any other type is itself.
      const inner = promised(arg, scope);
      return inner ? builtinType(c, "Awaited", [inner.node], node, inner.scope) : c.convert(arg, scope);
    }
    case "Uppercase":
    case "Lowercase":
    case "Capitalize":
    case "Uncapitalize": {
      const arg = argument();
      if (!arg) return {};
      const of = c.convert(arg, scope);
      if (!Object.keys(of).length) return {};
      const r = intrinsicString(name, of);
      return "refuse" in r ? c.unsupported(node, scope, r.refuse) : r.schema;
    }
    case "ReturnType": {
      const arg = argument();
      if (!arg) return {};
      const r = returnType(c, arg, scope);
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
    const awaited = u.typeName.name === "Promise" ? soleItem(u.typeParameters?.params ?? []) : undefined;
    return awaited && { node: awaited, scope };
  }
  return undefined;
}
