import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { isArrayMethods } from "./array-keys.js";
import { indexedType, keyofType, type Derived } from "./keyof-indexed.js";
import { literalSchema } from "./literals.js";
import { failed, literalValues, membersOf, unionOf } from "./schema-sets.js";
import type { Scope } from "./scope.js";
import { unparen } from "./syntax.js";
import { templateSlot, templateType } from "./template.js";
import type { TypeHost } from "./type-host.js";

/** `keyof T` (and `readonly T`, which a JSON value cannot show). */
export function typeOperator(c: TypeHost, node: t.TSTypeOperator, scope: Scope): JsonSchema {
  if (node.operator === "readonly") return c.convert(node.typeAnnotation, scope);
  if (node.operator !== "keyof") return c.unsupported(node, scope, `\`${node.operator}\` types cannot travel as JSON`);
  // `keyof any[]`: an array's keys are the same whatever its element type, which is not read (so `any` there is no warning).
  const written = arraySyntax(node.typeAnnotation);
  const of: JsonSchema = written ? { type: "array" } : c.resolved(c.convert(node.typeAnnotation, scope));
  if (of.$ref !== undefined) return c.unsupported(node, scope, "`keyof` a recursive type inside its own definition; name the keys");
  const keys = derived(c, of, () => keyofType(of, written === "readonly"), node, scope);
  if (membersOf(keys).some(isArrayMethods)) c.noteArrayMethods(node, scope);
  return keys;
}

/** `X[]`, `Array<X>` (mutable) and `readonly X[]`, `ReadonlyArray<X>` (readonly) as written; undefined for anything else. */
function arraySyntax(node: t.TSType): "mutable" | "readonly" | undefined {
  const u = unparen(node);
  if (u.type === "TSArrayType") return "mutable";
  if (u.type === "TSTypeOperator" && u.operator === "readonly") return arraySyntax(u.typeAnnotation) && "readonly";
  if (u.type !== "TSTypeReference" || u.typeName.type !== "Identifier" || u.typeParameters?.params.length !== 1) return undefined;
  return u.typeName.name === "Array" ? "mutable" : u.typeName.name === "ReadonlyArray" ? "readonly" : undefined;
}

/** `T[K]`. */
export function indexedAccess(c: TypeHost, node: t.TSIndexedAccessType, scope: Scope): JsonSchema {
  const object = c.resolved(c.convert(node.objectType, scope));
  const index = c.convert(node.indexType, scope);
  if (failed(index)) return {};
  if (typeof object.$ref === "string") return pendingIndex(c, object.$ref, index, node, scope);
  return derived(c, object, () => indexedType(object, index), node, scope);
}

/** `T["k"]` inside `T`'s own definition (directly or through a base): each key read from the members `T` writes out. */
function pendingIndex(c: TypeHost, ref: string, index: JsonSchema, node: t.Node, scope: Scope): JsonSchema {
  const keys = literalValues(index);
  const found: JsonSchema[] = [];
  for (const key of keys ?? []) {
    const property = typeof key === "string" || typeof key === "number" ? c.pendingProperty(ref, String(key)) : undefined;
    if (!property) return c.unsupported(node, scope, "a recursive type indexed inside its own definition by a key it does not write out as a property; write the property's type");
    found.push(property);
  }
  if (!keys?.length) return c.unsupported(node, scope, "a recursive type indexed inside its own definition by other than property names; write the property's type");
  return unionOf(found);
}

/** A literal type; a template literal type is an `enum` of its strings when finite, else a `pattern`. */
export function literalType(c: TypeHost, node: t.TSLiteralType, scope: Scope): JsonSchema {
  const literal = node.literal;
  if (literal.type !== "TemplateLiteral" || !literal.expressions.length) return literalSchema(literal) ?? c.unsupported(node, scope, "this literal type is not supported");
  const slots = (literal.expressions as t.TSType[]).map((e) => templateSlot((n, s) => c.convert(n, s), e, scope));
  if (slots.some(failed)) return {};
  const r = templateType(literal.quasis.map((q) => q.value.cooked ?? ""), slots);
  return "refuse" in r ? c.unsupported(node, scope, r.refuse) : r.schema;
}

/** An operator result, or its refusal located at the operator; an operand that already failed is not reported again. */
function derived(c: TypeHost, operand: JsonSchema, compute: () => Derived, node: t.Node, scope: Scope): JsonSchema {
  if (failed(operand)) return {};
  const r = compute();
  return "refuse" in r ? c.unsupported(node, scope, r.refuse) : r.schema;
}
