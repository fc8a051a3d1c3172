import type * as t from "@babel/types";

/** Small readers of TypeScript type syntax, shared by the converter and the parameter reader. */

/** `(T)` -> `T`. */
export function unparen(node: t.TSType): t.TSType {
  while ((node.type as string) === "TSParenthesizedType") node = (node as unknown as t.TSParenthesizedType).typeAnnotation;
  return node;
}

/** The name of a property signature; undefined for a computed key. */
export function propertyName(m: t.TSPropertySignature): string | undefined {
  const k = m.key;
  if (k.type === "Identifier") return k.name;
  if (k.type === "StringLiteral") return k.value;
  if (k.type === "NumericLiteral") return String(k.value);
  return undefined;
}

/** Values of an enum's members in order (numeric members count up from the previous one); undefined if one is computed. */
export function enumValues(e: t.TSEnumDeclaration): { name: string; value: t.Node }[] | undefined {
  const out: { name: string; value: t.Node }[] = [];
  let next = 0;
  const members = (e as unknown as { members?: t.TSEnumMember[]; body?: { members: t.TSEnumMember[] } }).members ?? (e as unknown as { body: { members: t.TSEnumMember[] } }).body.members;
  for (const m of members) {
    const name = m.id.type === "Identifier" ? m.id.name : m.id.value;
    const init = m.initializer;
    if (!init) {
      out.push({ name, value: { type: "NumericLiteral", value: next } as t.NumericLiteral });
      next++;
    } else if (init.type === "StringLiteral") {
      out.push({ name, value: init });
    } else {
      const n = init.type === "NumericLiteral" ? init.value : init.type === "UnaryExpression" && init.operator === "-" && init.argument.type === "NumericLiteral" ? -init.argument.value : undefined;
      if (n === undefined) return undefined;
      out.push({ name, value: { type: "NumericLiteral", value: n } as t.NumericLiteral });
      next = n + 1;
    }
  }
  return out;
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
