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
 * Built-in types a program uses often that have no JSON form: a model can
 * only send JSON, and `JSON.stringify` writes a Map or a Set as `{}`. Each is
 * refused by name with what to write instead (from the type's own arguments),
 * rather than as a name the file never declared.
 */
const AS_RECORD = (a: string[]) => `use \`Record<${a[0] ?? "string"}, ${a[1] ?? "V"}>\` (an object) for keys and values`;
const AS_ARRAY = (a: string[]) => `use \`${a[0] ?? "V"}[]\` (an array) for its values`;
const NO_JSON_FORM: Record<string, (args: string[]) => string> = {
  Map: AS_RECORD,
  ReadonlyMap: AS_RECORD,
  WeakMap: AS_RECORD,
  Set: AS_ARRAY,
  ReadonlySet: AS_ARRAY,
  WeakSet: AS_ARRAY,
  Function: () => "a function cannot travel as JSON; pass data and call the function yourself",
  RegExp: () => "take the pattern as a `string` (or constrain a string with `Pattern<...>`)",
};

/** The built-ins refused by name (`NO_JSON_FORM`). */
export const UNSUPPORTED_BUILTINS: ReadonlySet<string> = new Set(Object.keys(NO_JSON_FORM));

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
    case "Promise":
      return c.unsupported(node, scope, "`Promise` is a built-in with no JSON form: a Promise is only unwrapped as a tool's return type; arguments are plain data");
    default: {
      const instead = Object.hasOwn(NO_JSON_FORM, name) ? NO_JSON_FORM[name]?.(args.map((a) => textOf(a, scope))) : undefined;
      return c.unsupported(node, scope, `\`${name}\` is a built-in with no JSON form (a model sends JSON only); ${instead ?? "use plain data"}`);
    }
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
