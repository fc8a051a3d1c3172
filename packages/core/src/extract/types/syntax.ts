import type * as t from "@babel/types";

/** Small readers of TypeScript type syntax, shared by the converter and the parameter reader. */

/** `(T)` -> `T`. */
export function unparen(node: t.TSType): t.TSType {
  while (node.type === "TSParenthesizedType") node = (node as unknown as t.TSParenthesizedType).typeAnnotation;
  return node;
}

/**
 * The members of `A | (B | C)` or `A & (B & C)`, nested lists of the same
 * operator flattened and parentheses taken off: `A, B, C`.
 */
export function flattenMembers(members: t.TSType[], operator: "TSUnionType" | "TSIntersectionType"): t.TSType[] {
  const flat: t.TSType[] = [];
  const visit = (list: t.TSType[]) => {
    for (const m of list) {
      const u = unparen(m);
      if (u.type === operator) visit((u as t.TSUnionType | t.TSIntersectionType).types);
      else flat.push(u);
    }
  };
  visit(members);
  return flat;
}

/** The name of a property signature; undefined for a computed key. */
export function propertyName(m: t.TSPropertySignature): string | undefined {
  const k = m.key;
  if (k.type === "Identifier") return k.name;
  if (k.type === "StringLiteral") return k.value;
  if (k.type === "NumericLiteral") return String(k.value);
  return undefined;
}

/** A marker's literal argument (`Min<1>`, `Min<-5>`, `Min<10n>`, `Pattern<"^a">`). */
export function markerArgument(arg: t.TSType, kind: "number" | "string"): number | bigint | string | undefined {
  const u = unparen(arg);
  if (u.type !== "TSLiteralType") return undefined;
  const l = u.literal;
  if (kind === "string") return l.type === "StringLiteral" ? l.value : undefined;
  if (l.type === "NumericLiteral") return l.value;
  if (l.type === "BigIntLiteral") return BigInt(l.value);
  if (l.type === "UnaryExpression" && l.operator === "-") {
    if (l.argument.type === "NumericLiteral") return -l.argument.value;
    if (l.argument.type === "BigIntLiteral") return -BigInt(l.argument.value);
  }
  return undefined;
}
