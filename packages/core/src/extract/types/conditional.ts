import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { assignable } from "./assignable.js";
import type { TypeHost } from "./type-host.js";
import { isObjectSchema, objectView } from "./objects.js";
import type { Scope } from "./scope.js";
import { constSchema, failed, membersOf, unionOf } from "./schema-sets.js";
import { schemaNode } from "./schema-node.js";
import { propertyName, unparen } from "./syntax.js";
import { ownValue } from "../../model/own-keys.js";
import { soleItem } from "../../model/lists.js";

type Inferred = Map<string, JsonSchema>;

/**
 * `C extends E ? X : Y` on concrete types. A naked type parameter as `C`
 * distributes over its union (and `never` gives `never`); each member is
 * tested by assignability, binding `infer` names where they stand in simple
 * positions (array element, tuple member, property type, template segment).
 * A test this reading cannot decide is refused, never guessed.
 */
export function conditionalType(c: TypeHost, node: t.TSConditionalType, scope: Scope): JsonSchema {
  const check = unparen(node.checkType);
  const naked = check.type === "TSTypeReference" && check.typeName.type === "Identifier" && !check.typeParameters ? check.typeName.name : undefined;
  const distributive = naked !== undefined && scope.bindings?.has(naked);
  const checked = c.resolved(c.convert(node.checkType, scope));
  if (failed(checked)) return {};
  const candidates = distributive ? membersOf(checked) : [checked];
  const results: JsonSchema[] = [];
  for (const member of candidates) {
    const inner: Scope = { ...scope, bindings: new Map(scope.bindings) };
    if (distributive) inner.bindings!.set(naked!, { node: schemaNode(member), scope });
    const inferred: Inferred = new Map();
    const verdict = matches(c, node.extendsType, member, inner, inferred);
    if (verdict === undefined)
      return c.unsupported(node, scope, "toolcall cannot tell whether the checked type extends the condition (a recursive, constrained or open type, or `infer` in a position it does not read); write the resulting type out");
    for (const [name, schema] of inferred) inner.bindings!.set(name, { node: schemaNode(schema), scope });
    results.push(c.convert(verdict ? node.trueType : node.falseType, inner));
  }
  return unionOf(results);
}

/** Whether `schema` extends the pattern, binding `infer` names; undefined when undecided. */
function matches(c: TypeHost, pattern: t.TSType, schema: JsonSchema, scope: Scope, inferred: Inferred): boolean | undefined {
  const p = unparen(pattern);
  if (!hasInfer(p)) return assignable(schema, c.resolved(c.convert(p, scope)));
  switch (p.type) {
    case "TSInferType": {
      const name = p.typeParameter.name as unknown as string;
      if (p.typeParameter.constraint) {
        const ok = assignable(schema, c.convert(p.typeParameter.constraint, scope));
        if (!ok) return ok;
      }
      inferred.set(name, schema);
      return true;
    }
    case "TSArrayType":
      return arrayElement(c, p.elementType, schema, scope, inferred);
    case "TSTypeReference": {
      const element = p.typeName.type === "Identifier" && (p.typeName.name === "Array" || p.typeName.name === "ReadonlyArray") ? soleItem(p.typeParameters?.params ?? []) : undefined;
      return element && arrayElement(c, element, schema, scope, inferred);
    }
    case "TSTypeOperator":
      return p.operator === "readonly" ? matches(c, p.typeAnnotation, schema, scope, inferred) : undefined;
    case "TSTupleType":
      return tuple(c, p, schema, scope, inferred);
    case "TSTypeLiteral":
      return object(c, p, schema, scope, inferred);
    case "TSLiteralType":
      if (p.literal.type === "TemplateLiteral") return template(p.literal, schema, inferred);
      return undefined;
    default:
      return undefined;
  }
}

function arrayElement(c: TypeHost, element: t.TSType, schema: JsonSchema, scope: Scope, inferred: Inferred): boolean | undefined {
  if (schema.type !== "array") return typeof schema.type === "string" ? false : undefined;
  const prefix = schema.prefixItems ?? [];
  const rest = schema.items === false || schema.items === undefined ? [] : [schema.items as JsonSchema];
  return matches(c, element, unionOf([...prefix, ...rest]), scope, inferred);
}

function tuple(c: TypeHost, p: t.TSTupleType, schema: JsonSchema, scope: Scope, inferred: Inferred): boolean | undefined {
  if (schema.type !== "array") return typeof schema.type === "string" ? false : undefined;
  const prefix = schema.prefixItems ?? [];
  const isTuple = schema.items === false || schema.maxItems !== undefined;
  if (!isTuple || (schema.minItems ?? 0) !== prefix.length) return undefined;
  const elements = p.elementTypes.map((e) => (e.type === "TSNamedTupleMember" ? e.elementType : e));
  const last = elements[elements.length - 1];
  const restAt = last && last.type === "TSRestType" ? elements.length - 1 : -1;
  if (elements.some((e, i) => e.type === "TSOptionalType" || (e.type === "TSRestType" && i !== restAt))) return undefined;
  const fixed = restAt >= 0 ? elements.slice(0, restAt) : elements;
  if (restAt < 0 ? prefix.length !== fixed.length : prefix.length < fixed.length) return false;
  for (const [i, element] of fixed.entries()) {
    // A tuple shorter than the pattern does not match it.
    const item = prefix[i];
    if (item === undefined) return false;
    const r = matches(c, element, item, scope, inferred);
    if (r !== true) return r;
  }
  if (restAt >= 0) {
    const remaining = prefix.slice(fixed.length);
    const restSchema: JsonSchema = { type: "array", ...(remaining.length ? { prefixItems: remaining } : {}), items: false, minItems: remaining.length, maxItems: remaining.length };
    let restPattern = (last as t.TSRestType).typeAnnotation;
    if ((restPattern.type as string) === "TSNamedTupleMember") restPattern = (restPattern as unknown as t.TSNamedTupleMember).elementType;
    return matches(c, restPattern, restSchema, scope, inferred);
  }
  return true;
}

function object(c: TypeHost, p: t.TSTypeLiteral, schema: JsonSchema, scope: Scope, inferred: Inferred): boolean | undefined {
  schema = objectView(schema);
  if (!isObjectSchema(schema)) return typeof schema.type === "string" && schema.type !== "object" ? false : undefined;
  const required = schema.required ?? [];
  for (const m of p.members) {
    if (m.type !== "TSPropertySignature" || m.computed || !m.typeAnnotation) return undefined;
    const name = propertyName(m);
    if (name === undefined) return undefined;
    const have = ownValue(schema.properties, name);
    if (!have) {
      if (m.optional) continue;
      return false;
    }
    if (!m.optional && !required.includes(name)) return false;
    const r = matches(c, m.typeAnnotation.typeAnnotation, have, scope, inferred);
    if (r !== true) return r;
  }
  return true;
}

/** `${infer A}-${infer B}` against string literals: each `infer` takes the shortest text before the next fixed part, the last takes the rest. */
function template(p: t.TemplateLiteral, schema: JsonSchema, inferred: Inferred): boolean | undefined {
  const slots = p.expressions as t.TSType[];
  if (!slots.every((s) => s.type === "TSInferType" && !s.typeParameter.constraint)) return undefined;
  const names = slots.map((s) => (s as t.TSInferType).typeParameter.name as unknown as string);
  const quasis = p.quasis.map((q) => q.value.cooked ?? "");
  const members = membersOf(schema);
  const found = new Map<string, JsonSchema[]>();
  for (const m of members) {
    if (typeof m.const !== "string") return m.type === "string" ? undefined : false;
    const parts = split(m.const, quasis);
    if (!parts) return false;
    for (const [i, name] of names.entries()) {
      // split gives one part per slot; a value it cannot cut that finely does not match.
      const part = parts[i];
      if (part === undefined) return false;
      const list = found.get(name) ?? [];
      list.push(constSchema(part));
      found.set(name, list);
    }
  }
  for (const [name, list] of found) inferred.set(name, unionOf(list));
  return true;
}

/** The text of each slot when `value` reads as the template with these texts (one more than slots: the head, then each slot's follower). */
function split(value: string, quasis: string[]): string[] | undefined {
  const [head = "", ...separators] = quasis;
  if (!value.startsWith(head)) return undefined;
  let at = head.length;
  const out: string[] = [];
  for (const [i, next] of separators.entries()) {
    const last = i === separators.length - 1;
    if (last) {
      if (!value.endsWith(next) || value.length - next.length < at) return undefined;
      out.push(value.slice(at, value.length - next.length));
      return out;
    }
    // An empty separator between two `infer`s: TypeScript gives the first one character.
    const end = next === "" ? (at < value.length ? at + 1 : -1) : value.indexOf(next, at);
    if (end < 0) return undefined;
    out.push(value.slice(at, end));
    at = end + next.length;
  }
  return out;
}

function hasInfer(node: t.Node): boolean {
  let found = false;
  const visit = (n: unknown) => {
    if (found || !n || typeof n !== "object") return;
    if (Array.isArray(n)) return n.forEach(visit);
    const o = n as { type?: string };
    if (o.type === "TSInferType") {
      found = true;
      return;
    }
    // Nested conditional types own their `infer`s.
    if (o.type === "TSConditionalType" && n !== node) return;
    for (const key in o) if (key !== "loc" && key !== "leadingComments" && key !== "trailingComments" && key !== "innerComments") visit((o as Record<string, unknown>)[key]);
  };
  visit(node);
  return found;
}
