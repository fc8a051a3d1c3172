import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import type { Session } from "../session.js";
import type { SourceFile } from "../source-file.js";
import { evaluateLiteral } from "../static-value.js";
import { enumMemberSchema, enumMembers, enumSchema } from "./enums.js";
import { indexedType } from "./keyof-indexed.js";
import { isObjectSchema, mergeObjects, objectSchema, objectView } from "./objects.js";
import { memberKey, type PropertyName } from "./computed-keys.js";
import type { Scope } from "./scope.js";
import { constSchema, membersOf, NON_NULL, unionOf } from "./schema-sets.js";
import { lookupValue, type ValueTarget } from "./values.js";
import { ownValue, setOwn } from "../../model/own-keys.js";
import { soleItem } from "../../model/lists.js";

/** What reading a value's type needs from the converter: the type of an annotation, and the session's lookups. */
export interface ValueHost {
  readonly session: Session;
  convert(node: t.TSType, scope: Scope): JsonSchema;
}

/** A schema, or why the type TypeScript gives the value is not read here. */
export type ValueType = { schema: JsonSchema } | { refuse: string };

/** Values referring to values (`const B = { a: A }`) nest at most this deep (a cycle is a compile error anyway). */
const MAX_REFERENCES = 16;

/**
 * `typeof a.b.c`: the head is a value of the file (or imported); a namespace
 * (`typeof NS.X`) and a class's static property (`typeof C.x`) are walked
 * into, the rest of the path indexes the value's type (`typeof obj.a`).
 */
export function typeOfQuery(host: ValueHost, name: t.TSEntityName, scope: Scope): ValueType {
  const path: string[] = [];
  let head: t.TSEntityName = name;
  while (head.type === "TSQualifiedName") {
    path.unshift(head.right.name);
    head = head.left;
  }
  if (head.type !== "Identifier") return { refuse: "`typeof this`" };
  if (head.name === "globalThis" && lookupValue(host.session, scope.file, head.name).kind === "not-found")
    return { refuse: "`globalThis` is the global object (every global variable and function), which is not data; describe what the tool takes with an interface" };
  const walked = queryTarget(host.session, scope, head.name, path);
  if ("refuse" in walked) return walked;
  const { target } = walked;
  // The path past the value: a class's static member first, then indexes into the value's type.
  let rest = path.slice(walked.i);
  const [member, ...after] = rest;
  let r: ValueType;
  if (target.kind === "class" && member !== undefined) {
    r = staticPropertyType(host, target.node, member, scope.file);
    rest = after;
  } else r = typeOfValue(host, target);
  for (const key of rest) {
    if (!("schema" in r)) break;
    const indexed = indexedType(r.schema, constSchema(key));
    r = "refuse" in indexed ? indexed : { schema: indexed.schema };
  }
  return r;
}

/** The type of an expression a function returns: its literals widen, as TypeScript widens an inferred return type. */
export function returnedExpressionType(host: ValueHost, node: t.Node, scope: Scope): ValueType {
  return expressionType(host, node, scope, "widen", undefined, 0);
}

/** The value `head.path...` names, walking into namespaces (and namespaces merged with a value); `i`: how much of the path was walked. */
export function queryTarget(session: Session, scope: Scope, head: string, path: string[]): { target: ValueTarget; i: number } | { refuse: string } {
  let target = lookupValue(session, scope.file, head);
  let at = head;
  let i = 0;
  for (const key of path) {
    const member = target.kind !== "not-found" ? target.members?.get(key) : undefined;
    if (member) target = member;
    else if (target.kind === "namespace") return { refuse: `namespace \`${at}\` exports no value \`${key}\` (only its \`export\`ed declarations are members)` };
    else break;
    at += "." + key;
    i++;
  }
  return { target, i };
}

/**
 * `typeof x`: the type TypeScript gives a declared value. A `const` with a
 * literal initialiser keeps its literal type at the top (`const A = "a"` is
 * `"a"`); inside objects and arrays the literals widen (`{ a: "x" }` is
 * `{ a: string }`) unless `as const` keeps them (and makes arrays tuples) or
 * a `satisfies` type asks for literals there. An annotation
 * (`const x: T = ...`) is the type. An enum is its object of members.
 * Functions, classes and namespaces are not data.
 */
function typeOfValue(host: ValueHost, target: ValueTarget, depth = 0): ValueType {
  switch (target.kind) {
    case "enum": {
      const members = enumMembers(target.node);
      if ("error" in members) return { refuse: `in enum \`${target.node.id.name}\`, ${members.error}` };
      const properties: Record<string, JsonSchema> = {};
      for (const m of members) setOwn(properties, m.name, enumMemberSchema(m));
      return { schema: objectSchema(properties, Object.keys(properties), false) };
    }
    case "function":
      return { refuse: "it names a function, which cannot travel as JSON; describe the data the tool takes with an interface" };
    case "class":
      return {
        refuse: `\`typeof ${target.node.id?.name ?? "C"}\` is the class's constructor, a function, which no JSON value is; for an instance's data write the class name as the type (its public fields)`,
      };
    case "namespace":
      return { refuse: "a namespace is not data; name one of its exported constants (`typeof NS.X`)" };
    case "not-found":
      return { refuse: "no `const` of that name is declared or imported in this file" };
  }
  const { declarator, declaration, file } = target;
  const scope: Scope = { file };
  const annotation = (declarator.id as t.Identifier).typeAnnotation;
  if (annotation && annotation.type === "TSTypeAnnotation") return { schema: host.convert(annotation.typeAnnotation, scope) };
  if (!declarator.init) return { refuse: "the declaration has no initialiser" };
  // `let` and `var` can change, so TypeScript widens their literals (`let a = "x"` is `string`).
  return expressionType(host, declarator.init, scope, declaration.kind === "const" ? "top" : "widen", undefined, depth);
}

/** A class's `static` property as `typeof C.x`: its annotation, or its initialiser's type (literals kept when `readonly`). */
function staticPropertyType(host: ValueHost, node: t.ClassDeclaration, name: string, file: SourceFile): ValueType {
  const scope: Scope = { file };
  const className = node.id?.name ?? "C";
  // Methods are pruned from cached classes (source-file.ts): a class keeps its fields and constructor.
  for (const m of node.body.body) {
    if (m.type !== "ClassProperty" || !m.static || m.computed) continue;
    const key = m.key.type === "Identifier" ? m.key.name : m.key.type === "StringLiteral" ? m.key.value : undefined;
    if (key !== name) continue;
    if (m.accessibility === "private" || m.accessibility === "protected") return { refuse: `\`${className}.${name}\` is ${m.accessibility}; TypeScript reads it only inside the class` };
    if (m.typeAnnotation?.type === "TSTypeAnnotation") return { schema: host.convert(m.typeAnnotation.typeAnnotation, scope) };
    if (!m.value) return { refuse: `\`${className}.${name}\` has no type annotation and no initialiser; annotate it` };
    return expressionType(host, m.value, scope, m.readonly ? "top" : "widen", undefined, 0);
  }
  return { refuse: `class \`${className}\` has no static property \`${name}\` holding data (a static method is a function, which cannot travel as JSON)` };
}

/**
 * How literals read: `top` keeps a literal (a `const`'s own value), `widen`
 * widens it to its primitive (inside a mutable object or array), `const`
 * keeps every literal (`as const`).
 */
type Mode = "top" | "widen" | "const";

function expressionType(host: ValueHost, node: t.Node, scope: Scope, mode: Mode, context: JsonSchema | undefined, depth: number): ValueType {
  switch (node.type) {
    case "TSAsExpression":
    case "TSTypeAssertion": {
      const ta = node.typeAnnotation;
      if (ta.type === "TSTypeReference" && ta.typeName.type === "Identifier" && ta.typeName.name === "const") return expressionType(host, node.expression, scope, "const", undefined, depth);
      return { schema: host.convert(ta, scope) };
    }
    case "TSSatisfiesExpression": {
      // `as const satisfies T` keeps every literal; otherwise `T` is the contextual type, which decides which literals are kept.
      if (node.expression.type === "TSAsExpression") return expressionType(host, node.expression, scope, mode, context, depth);
      const target = host.convert(node.typeAnnotation, scope);
      if (!Object.keys(target).length) return { refuse: "its `satisfies` type cannot be read" };
      return expressionType(host, node.expression, scope, mode, target, depth);
    }
    case "ParenthesizedExpression":
    case "TSNonNullExpression":
      return expressionType(host, node.expression, scope, mode, context, depth);
    case "ArrayExpression":
      return arrayType(host, node, scope, mode, context, depth);
    case "ObjectExpression":
      return objectType(host, node, scope, mode, context, depth);
    case "NullLiteral":
      return { schema: { type: "null" } };
    case "ArrowFunctionExpression":
    case "FunctionExpression":
      return { refuse: "it is a function, which cannot travel as JSON; describe the data the tool takes with an interface" };
    case "ClassExpression":
      return { refuse: "it is a class, a function, which cannot travel as JSON; describe the data the tool takes with an interface" };
    case "Identifier":
    case "MemberExpression":
      return referenceType(host, node, scope, mode, depth);
    case "CallExpression":
      if (node.callee.type === "Identifier" && node.callee.name === "Symbol") return { refuse: "it is a symbol, which cannot travel as JSON" };
      return { refuse: "its initialiser is a call, whose result is only known at run time; annotate the constant with its type" };
    default: {
      const literal = evaluateLiteral(node);
      if (!literal || typeof literal.value === "object") return { refuse: "its initialiser is not made of literals and constants; annotate the constant with its type" };
      if (mode !== "widen" || keepsLiteral(literal.value, context)) return { schema: constSchema(literal.value) };
      return { schema: widenedType(literal.value) };
    }
  }
}

/**
 * An initialiser that names another value (`{ a: A }`, `{ A }`, `E.Red`,
 * `NS.X`, `obj.key`): that value's type. An unannotated `const` is read as
 * if its initialiser were written here, so its literals widen or not as they
 * would in place; an enum member widens to its enum inside a mutable object.
 */
function referenceType(host: ValueHost, node: t.Identifier | t.MemberExpression, scope: Scope, mode: Mode, depth: number): ValueType {
  if (depth >= MAX_REFERENCES) return { refuse: "its initialiser refers to constants nested too deep; annotate the constant with its type" };
  if (node.type === "Identifier") {
    const parameter = scope.values?.get(node.name);
    // A parameter is its declared type, never widened (a type argument `"v"` stays `"v"`).
    if (parameter) return { schema: host.convert(parameter.node, parameter.scope) };
    if (node.name === "undefined") return { refuse: "JSON has no `undefined`; annotate the constant and make the property optional" };
    const target = lookupValue(host.session, scope.file, node.name);
    if (target.kind === "variable" && target.declaration.kind === "const" && target.declarator.init && !(target.declarator.id as t.Identifier).typeAnnotation)
      // Its declared type: `as const` here does not reach into it, but a mutable place here widens its top-level literal.
      return expressionType(host, target.declarator.init, { file: target.file }, mode === "const" ? "top" : mode, undefined, depth + 1);
    return typeOfValue(host, target, depth + 1);
  }
  if (node.computed || node.property.type !== "Identifier" || (node.object.type !== "Identifier" && node.object.type !== "MemberExpression"))
    return { refuse: "its initialiser reads a computed member; annotate the constant with its type" };
  const key = node.property.name;
  if (node.object.type === "Identifier") {
    const target = lookupValue(host.session, scope.file, node.object.name);
    if (target.kind === "enum") {
      const members = enumMembers(target.node);
      if ("error" in members) return { refuse: `in enum \`${target.node.id.name}\`, ${members.error}` };
      const found = members.find((m) => m.name === key);
      if (!found) return { refuse: `\`${key}\` is not a member of enum \`${target.node.id.name}\`` };
      // `let x = E.A` is `E`: an enum member's literal widens to its enum.
      return { schema: mode === "widen" ? enumSchema(members) : enumMemberSchema(found) };
    }
    const member = target.kind !== "not-found" ? target.members?.get(key) : undefined;
    if (member) return typeOfValue(host, member, depth + 1);
  }
  const object = referenceType(host, node.object, scope, "top", depth + 1);
  if ("refuse" in object) return object;
  const indexed = indexedType(object.schema, constSchema(key));
  return "refuse" in indexed ? indexed : { schema: indexed.schema };
}

/**
 * Whether a literal keeps its literal type under a contextual type (a
 * `satisfies` target), as TypeScript decides it: when the contextual type
 * there holds literals of the same kind (`1 | 2` for a number, `boolean` for
 * `true`, a string literal, template or `keyof` type for a string).
 */
function keepsLiteral(value: unknown, context: JsonSchema | undefined): boolean {
  if (!context) return false;
  return membersOf(context).some((m) => {
    if (m.const !== undefined) return typeof m.const === typeof value;
    return typeof value === "string" && m.type === "string" && typeof m.pattern === "string";
  });
}

/** The contextual type of property `key` of an object literal: that property, or the index signature, of each object member. */
function propertyContext(context: JsonSchema | undefined, key: string): JsonSchema | undefined {
  if (!context) return undefined;
  const found: JsonSchema[] = [];
  for (const m of membersOf(context)) {
    if (!isObjectSchema(m)) continue;
    const p = ownValue(m.properties, key) ?? (typeof m.additionalProperties === "object" ? m.additionalProperties : undefined);
    if (p) found.push(p);
  }
  return found.length ? unionOf(found) : undefined;
}

/** The contextual types of an array literal's elements: a tuple's members (and then the literal is a tuple too), or the element type. */
function arrayContext(context: JsonSchema | undefined): { tuple: boolean; at: (i: number) => JsonSchema | undefined } {
  const arrays = context ? membersOf(context).filter((m) => m.type === "array") : [];
  const tuple = arrays.some((a) => Array.isArray(a.prefixItems) || a.maxItems !== undefined);
  const at = (i: number) => {
    const found = arrays.flatMap((a) => {
      const prefix = a.prefixItems;
      const item = prefix?.[i] ?? (typeof a.items === "object" ? a.items : undefined);
      return item ? [item] : [];
    });
    return found.length ? unionOf(found) : undefined;
  };
  return { tuple, at };
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

function arrayType(host: ValueHost, node: t.ArrayExpression, scope: Scope, mode: Mode, context: JsonSchema | undefined, depth: number): ValueType {
  const contextual = arrayContext(context);
  const elements: JsonSchema[] = [];
  for (const [i, e] of node.elements.entries()) {
    if (!e || e.type === "SpreadElement") return { refuse: "an array with holes or spreads; write the elements out" };
    const r = expressionType(host, e, scope, mode === "const" ? "const" : "widen", contextual.at(i), depth);
    if ("refuse" in r) return r;
    elements.push(r.schema);
  }
  if (mode === "const" || contextual.tuple) {
    const out: JsonSchema = { type: "array" };
    if (elements.length) out.prefixItems = elements;
    return { schema: { ...out, items: false, minItems: elements.length, maxItems: elements.length } };
  }
  if (!elements.length) return { refuse: "an empty array literal is `never[]` to TypeScript; annotate the constant" };
  const objects = elements.filter((s) => s.type === "object");
  const keysOf = (o: JsonSchema) => JSON.stringify(Object.keys(o.properties as object));
  const [firstObject] = objects;
  if (firstObject && objects.some((o) => keysOf(o) !== keysOf(firstObject)))
    return { refuse: "an array of objects with different keys (TypeScript adds optional `undefined` properties to each); annotate the constant" };
  return { schema: { type: "array", items: unionOf(elements) } };
}

function objectType(host: ValueHost, node: t.ObjectExpression, scope: Scope, mode: Mode, context: JsonSchema | undefined, depth: number): ValueType {
  // `const o = {}` is of the empty object type, as the type `{}` is.
  if (!node.properties.length) return { schema: NON_NULL };
  // Spreads and properties in source order: a later one of the same name replaces an earlier one.
  const parts: JsonSchema[] = [];
  let properties: Record<string, JsonSchema> = {};
  // Keys written as numbers, which `keyof typeof` reads as number literals (key-facts.ts).
  const numberNames: string[] = [];
  const flush = () => {
    if (Object.keys(properties).length) parts.push(objectSchema(properties, Object.keys(properties), false, false, { numberNames }));
    properties = {};
  };
  for (const p of node.properties) {
    if (p.type === "SpreadElement") {
      const spread = expressionType(host, p.argument, scope, "top", undefined, depth);
      if ("refuse" in spread) return spread;
      const spreadObject = objectView(spread.schema);
      if (!isObjectSchema(spreadObject) || spreadObject.additionalProperties !== false) return { refuse: "a spread of something other than an object with known properties; annotate the constant" };
      flush();
      parts.push(spreadObject);
      continue;
    }
    if (p.type !== "ObjectProperty") return { refuse: "an object literal with methods or accessors, which are not data; annotate the constant" };
    const read = propertyKey(host, p, scope);
    if (read === undefined) return { refuse: "an object literal key that is not a name, a literal or a constant; annotate the constant" };
    const key = read.name;
    if (read.numeric) numberNames.push(key);
    const r = expressionType(host, p.value, scope, mode === "const" ? "const" : "widen", propertyContext(context, key), depth);
    if ("refuse" in r) return r;
    if (parts.some((part) => Object.hasOwn(part.properties as object, key))) {
      flush();
      parts.push(objectSchema({ [key]: r.schema }, [key], false, false, { numberNames }));
    } else setOwn(properties, key, r.schema);
  }
  flush();
  if (!parts.length) return { schema: objectSchema({}, [], false) };
  return { schema: soleItem(parts) ?? mergeObjects(parts) };
}

/** An object literal key: a name, a string or number literal, or a computed key that is a constant (`[KEY]`, `[E.A]`), read as a type member's is. */
function propertyKey(host: ValueHost, p: t.ObjectProperty, scope: Scope): PropertyName | undefined {
  const key = memberKey(host.session, scope.file, p);
  return "name" in key ? key : undefined;
}
