import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { evaluateLiteral } from "../static-value.js";
import { enumMembers } from "./enums.js";
import { objectSchema } from "./objects.js";
import type { Scope } from "./scope.js";
import { constSchema, unionOf } from "./schema-sets.js";
import type { ValueTarget } from "./values.js";

/** What reading a value's type needs from the converter: the type of an annotation. */
export interface ValueHost {
  convert(node: t.TSType, scope: Scope): JsonSchema;
}

/** A schema, or why the type TypeScript gives the value is not read here. */
export type ValueType = { schema: JsonSchema } | { refuse: string };

/**
 * `typeof x`: the type TypeScript gives a declared value. A `const` with a
 * literal initialiser keeps its literal type at the top (`const A = "a"` is
 * `"a"`); inside objects and arrays the literals widen (`{ a: "x" }` is
 * `{ a: string }`) unless `as const` keeps them (and makes arrays tuples).
 * An annotation (`const x: T = ...`) is the type. An enum is its object of
 * members. Functions and classes are not data.
 */
export function typeOfValue(host: ValueHost, target: ValueTarget): ValueType {
  switch (target.kind) {
    case "enum": {
      const members = enumMembers(target.node);
      if ("error" in members) return { refuse: `in enum \`${target.node.id.name}\`, ${members.error}` };
      const properties: Record<string, JsonSchema> = {};
      for (const m of members) properties[m.name] = constSchema(m.value);
      return { schema: objectSchema(properties, Object.keys(properties), false) };
    }
    case "function":
      return { refuse: "it names a function, which cannot travel as JSON; describe the data the tool takes with an interface" };
    case "class":
      return { refuse: "`typeof` a class is its constructor, not data; use the class name itself as the type (its public fields)" };
    case "not-found":
      return { refuse: "no `const` of that name is declared or imported in this file" };
  }
  const { declarator, declaration, file } = target;
  const scope: Scope = { file };
  const annotation = (declarator.id as t.Identifier).typeAnnotation;
  if (annotation && annotation.type === "TSTypeAnnotation") return { schema: host.convert(annotation.typeAnnotation, scope) };
  if (declaration.kind !== "const") return { refuse: `\`${declaration.kind}\` declarations can change; declare the value with \`const\` (or annotate it)` };
  if (!declarator.init) return { refuse: "the declaration has no initialiser" };
  return expressionType(host, declarator.init, scope, "top");
}

type Mode = "top" | "widen" | "const";

function expressionType(host: ValueHost, node: t.Node, scope: Scope, mode: Mode): ValueType {
  switch (node.type) {
    case "TSAsExpression": {
      const ta = node.typeAnnotation;
      if (ta.type === "TSTypeReference" && ta.typeName.type === "Identifier" && ta.typeName.name === "const") return expressionType(host, node.expression, scope, "const");
      return { schema: host.convert(ta, scope) };
    }
    case "TSSatisfiesExpression":
      // `satisfies` lets the target type keep literals TypeScript would widen; only `as const satisfies T` is read.
      if (node.expression.type === "TSAsExpression") return expressionType(host, node.expression, scope, mode);
      return { refuse: "`satisfies` changes which literals TypeScript keeps; write `as const satisfies T`, or annotate the constant" };
    case "ParenthesizedExpression":
      return expressionType(host, node.expression, scope, mode);
    case "ArrayExpression":
      return arrayType(host, node, scope, mode);
    case "ObjectExpression":
      return objectType(host, node, scope, mode);
    case "NullLiteral":
      return { schema: { type: "null" } };
    default: {
      const literal = evaluateLiteral(node);
      if (!literal || typeof literal.value === "object") return { refuse: "its initialiser is not made of literals (a call, a variable, a spread...); annotate the constant with its type" };
      if (mode !== "widen") return { schema: constSchema(literal.value) };
      return { schema: widenedType(literal.value) };
    }
  }
}

/** The type TypeScript widens a primitive literal to (`"c"` -> string, `5` -> number, `1n` -> bigint). */
export function widenedType(value: unknown): JsonSchema {
  switch (typeof value) {
    case "string":
      return { type: "string" };
    case "boolean":
      return { type: "boolean" };
    case "bigint":
      return { type: "integer", "x-toolcall": { kind: "bigint" } };
    default:
      return { type: "number", "x-toolcall": { kind: "number" } };
  }
}

function arrayType(host: ValueHost, node: t.ArrayExpression, scope: Scope, mode: Mode): ValueType {
  const elements: JsonSchema[] = [];
  for (const e of node.elements) {
    if (!e || e.type === "SpreadElement") return { refuse: "an array with holes or spreads; write the elements out" };
    const r = expressionType(host, e, scope, mode === "const" ? "const" : "widen");
    if ("refuse" in r) return r;
    elements.push(r.schema);
  }
  if (mode === "const") {
    const out: JsonSchema = { type: "array" };
    if (elements.length) out.prefixItems = elements;
    return { schema: { ...out, items: false, minItems: elements.length, maxItems: elements.length } };
  }
  if (!elements.length) return { refuse: "an empty array literal is `never[]` to TypeScript; annotate the constant" };
  const objects = elements.filter((s) => s.type === "object");
  if (objects.length > 1 && objects.some((o) => JSON.stringify(Object.keys(o.properties as object)) !== JSON.stringify(Object.keys(objects[0].properties as object))))
    return { refuse: "an array of objects with different keys (TypeScript adds optional `undefined` properties to each); annotate the constant" };
  return { schema: { type: "array", items: unionOf(elements) } };
}

function objectType(host: ValueHost, node: t.ObjectExpression, scope: Scope, mode: Mode): ValueType {
  const properties: Record<string, JsonSchema> = {};
  for (const p of node.properties) {
    if (p.type !== "ObjectProperty" || p.computed) return { refuse: "an object literal with methods, spreads or computed keys; annotate the constant" };
    const key = p.key.type === "Identifier" ? p.key.name : p.key.type === "StringLiteral" ? p.key.value : p.key.type === "NumericLiteral" ? String(p.key.value) : undefined;
    if (key === undefined) return { refuse: "an object literal key that is not a name or a literal" };
    const r = expressionType(host, p.value, scope, mode === "const" ? "const" : "widen");
    if ("refuse" in r) return r;
    properties[key] = r.schema;
  }
  return { schema: objectSchema(properties, Object.keys(properties), false) };
}
