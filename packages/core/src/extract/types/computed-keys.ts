import type * as t from "@babel/types";
import type { Session } from "../session.js";
import type { SourceFile } from "../source-file.js";
import { constantValue, lookupValue } from "./values.js";

/**
 * A property's name as TypeScript reads it; `numeric` when a number names it
 * (`0: T`, `[ZERO]: T`), which `keyof` reads as a number literal (key-facts.ts).
 */
export type PropertyName = { name: string; numeric?: true };

/** A computed property name (`[KEY]: T`) as TypeScript reads it: a string or number key, a symbol, or why it is not read. */
export type ComputedKey = PropertyName | { symbol: true } | { refuse: string };

/**
 * `[KEY]`, `[E.A]`, `[imported]`: a `const` or enum member whose value is a
 * string or number literal names the property. A `unique symbol` (`const S:
 * unique symbol = Symbol()`, `const S = Symbol()`) or a well-known symbol
 * (`Symbol.iterator`) is a symbol key, which no JSON object can have.
 */
function computedKey(session: Session, file: SourceFile, key: t.Node): ComputedKey {
  if (isSymbol(session, file, key)) return { symbol: true };
  const value = constantValue(session, file, key);
  if (typeof value?.value === "string") return { name: value.value };
  if (typeof value?.value === "number") return { name: String(value.value), numeric: true };
  return { refuse: "a computed property name that is not a string or number constant; name it with a literal, a `const` or an enum member" };
}

function isSymbol(session: Session, file: SourceFile, key: t.Node): boolean {
  if (key.type === "MemberExpression") return key.object.type === "Identifier" && key.object.name === "Symbol";
  if (key.type !== "Identifier") return false;
  const target = lookupValue(session, file, key.name);
  if (target.kind !== "variable") return false;
  const annotation = (target.declarator.id as t.Identifier).typeAnnotation;
  const type = annotation?.type === "TSTypeAnnotation" ? annotation.typeAnnotation : undefined;
  if (type) return type.type === "TSSymbolKeyword" || (type.type === "TSTypeOperator" && type.operator === "unique");
  let init = target.declarator.init;
  while (init && (init.type === "TSAsExpression" || init.type === "ParenthesizedExpression")) init = init.expression;
  return init?.type === "CallExpression" && ((init.callee.type === "Identifier" && init.callee.name === "Symbol") || (init.callee.type === "MemberExpression" && init.callee.object.type === "Identifier" && init.callee.object.name === "Symbol"));
}

/**
 * The JSON name of a property or field: its written name, or its computed
 * key's value. `absent`: an optional symbol-keyed member, left out of the
 * schema since a JSON object never has it and the type allows its absence.
 * A required one is refused: no JSON value could satisfy it.
 */
export function memberKey(session: Session, file: SourceFile, m: { key: t.Node; computed?: boolean | null; optional?: boolean | null }): PropertyName | { absent: true } | { refuse: string } {
  if (!m.computed) {
    const k = m.key;
    if (k.type === "Identifier") return { name: k.name };
    if (k.type === "StringLiteral") return { name: k.value };
    if (k.type === "NumericLiteral") return { name: String(k.value), numeric: true };
    return { refuse: "a property name that is not a name or a literal" };
  }
  const key = computedKey(session, file, m.key);
  if (!("symbol" in key)) return key;
  if (m.optional) return { absent: true };
  return { refuse: "a required property with a symbol key, which no JSON object can have; make it optional (`?`), so the tool never receives it, or move it out of the parameter type" };
}
