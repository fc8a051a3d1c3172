import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import type { TypeHost } from "./type-host.js";
import { isObjectSchema, objectSchema, objectView, withDescription } from "./objects.js";
import type { Scope } from "./scope.js";
import { constSchema, failed, isNever, membersOf, NON_NULL, unionOf } from "./schema-sets.js";
import { schemaNode } from "./schema-node.js";
import { unparen } from "./syntax.js";
import { assignOwn, ownValue, setOwn } from "../../model/own-keys.js";
import { soleItem } from "../../model/lists.js";
import { keyFacts } from "./key-facts.js";

/**
 * `{ [K in U as N]-?: V }`. The keys of `U` become properties (a `string`
 * key becomes an index signature), each named by `N` (`never` drops it) with
 * the type `V` read while `K` is that key. Over `keyof T` (or a parameter
 * declared `K extends keyof T`, as in `Pick`) the type is homomorphic: each
 * property keeps `T`'s optionality and JSDoc unless `+?`/`-?` says otherwise.
 * An optional key whose value has no JSON value (`T[K]` of an optional
 * method) may only be absent (key-facts.ts).
 * A key that is a number literal names a property `keyof` reads as a number.
 * `Partial`, `Required`, `Readonly`, `Pick`, `Omit` and `Record` are this
 * mechanism (see lib.ts). `readonly` changes nothing a JSON value can show.
 */
export function mappedType(c: TypeHost, node: t.TSMappedType, scope: Scope): JsonSchema {
  const parameter = node.typeParameter;
  const name = parameter.name as unknown as string;
  const constraint = parameter.constraint;
  if (!constraint) return c.unsupported(node, scope, "a mapped type needs `in` and its keys");
  const source = homomorphicSource(c, constraint, scope);
  const sourceMembers = source ? membersOf(source.schema).map(objectView) : [];
  // Over a type parameter bound to an array or a tuple (`Partial<[a: string, b: number]>`), the result is an array or a tuple again.
  const mapsArray = (m: JsonSchema) => source?.parameter !== undefined && !node.nameType && m.type === "array";
  if (source && (!sourceMembers.length || !sourceMembers.every((m) => isObjectSchema(m) || mapsArray(m)))) {
    if (Object.keys(source.schema).length) c.unsupported(node, scope, "a mapped type over the keys of a primitive, a recursive type or (outside a generic, or with `as`) an array; map an object type");
    return {};
  }
  const soleMember = soleItem(sourceMembers);
  if (soleMember && mapsArray(soleMember)) return mappedArray(c, node, scope, soleMember, source!.parameter!);
  // `{ [K in keyof T]: ... }` with `T` a type parameter bound to a union maps each member (TypeScript distributes it).
  if (source?.parameter && sourceMembers.length > 1) {
    return unionOf(
      sourceMembers.map((member) => {
        const inner: Scope = { ...scope, bindings: new Map(scope.bindings) };
        inner.bindings!.set(source.parameter!, { node: schemaNode(member), scope });
        return mappedType(c, node, inner);
      }),
    );
  }
  const walked = keyTypes(c, constraint, scope);
  if (!walked) return {};
  const keys = walked.keys;
  // Over a union (`Pick<A | B, "k">`), a property is optional when it is optional in some member.
  const sourceRequired = new Set<string>(Object.keys(sourceMembers[0]?.properties ?? {}).filter((k) => sourceMembers.every((m) => (m.required ?? []).includes(k))));
  const sourceProps: Record<string, JsonSchema> = assignOwn({}, ...sourceMembers.map((m) => m.properties));
  // An optional method of the source is a key of it, optional, with no property in its schema (key-facts.ts).
  const sourceAbsent = new Set(sourceMembers.flatMap((m) => keyFacts(m).absent ?? []));
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const absent: string[] = [];
  const numberNames: string[] = [];
  let additional: JsonSchema | false = false;
  let stringKeys = false;
  const valueFor = (key: JsonSchema): { scope: Scope; value: () => JsonSchema } => {
    const inner: Scope = { ...scope, bindings: new Map(scope.bindings) };
    inner.bindings!.set(name, { node: schemaNode(key), scope });
    return { scope: inner, value: () => (node.typeAnnotation ? c.convert(node.typeAnnotation, inner) : c.unsupported(node, scope, "a mapped type without a value type is `any`")) };
  };
  for (const key of keys) {
    if (isNever(key)) continue;
    if (key.const === undefined) {
      if (key.type === "string" || key.type === "number" || key.type === "integer") {
        // `[K in string]` covers every key, `[K in number]` the numeric keys only (`string` wins when both are there).
        if (!node.nameType && (key.type === "string" || !stringKeys)) {
          additional = valueFor(key).value();
          stringKeys ||= key.type === "string";
        }
        continue;
      }
      c.unsupported(node, scope, "mapped type keys must be string or number literals, `string` or `keyof` an object type");
      return {};
    }
    if (typeof key.const !== "string" && typeof key.const !== "number") {
      c.unsupported(node, scope, "mapped type keys must be string or number literals");
      return {};
    }
    const original = String(key.const);
    const { scope: inner, value } = valueFor(key);
    let names = [original];
    if (typeof key.const === "number" && !node.nameType) numberNames.push(original);
    if (node.nameType) {
      const renamed = c.convert(node.nameType, inner);
      names = [];
      for (const n of membersOf(renamed)) {
        if (typeof n.const === "string" || typeof n.const === "number") {
          names.push(String(n.const));
          if (typeof n.const === "number") numberNames.push(String(n.const));
        } else {
          c.unsupported(node.nameType, scope, "an `as` clause must give string literals (or `never` to drop the key)");
          return {};
        }
      }
      if (!names.length) continue;
    }
    let schema = value();
    const from = ownValue(sourceProps, original);
    if (from && typeof from.description === "string" && schema.description === undefined) schema = withDescription(schema, from.description);
    const fromSource = Object.hasOwn(sourceProps, original) || sourceAbsent.has(original);
    const optional = node.optional === "-" ? false : node.optional === "+" || node.optional === true ? true : source ? !sourceRequired.has(original) && fromSource : false;
    // An optional key with no JSON value (`T[K]` of an optional method) may only be absent; a required one stays `never` (`{ [K in keyof T]: ... ? K : never }[keyof T]` reads it).
    if (optional && isNever(schema)) {
      absent.push(...names);
      continue;
    }
    for (const n of names) {
      setOwn(properties, n, schema);
      if (!optional && !required.includes(n)) required.push(n);
    }
  }
  // No key at all (`Record<never, V>`, `Omit<T, keyof T>`, `Partial<{}>`) is the empty object type; symbol keys are keys JSON cannot show.
  const empty = !Object.keys(properties).length && !absent.length && additional === false && !walked.symbols;
  const out = empty ? NON_NULL : objectSchema(properties, required, additional, !stringKeys, { absent, numberNames });
  // `Partial<A>`, `Readonly<A>`, `Required<A>`: the same values as `A` with other modifiers, so `A`'s text still describes them.
  const described = !node.nameType && copiesSource(node) ? soleMember?.description : undefined;
  return typeof described === "string" ? withDescription(out, described) : out;
}

/** `{ [K in keyof T]: T[K] }`: each value is the source's own (only `?`/`readonly` change), as in `Partial`, `Required`, `Readonly`. */
function copiesSource(node: t.TSMappedType): boolean {
  const constraint = node.typeParameter.constraint && unparen(node.typeParameter.constraint);
  const value = node.typeAnnotation && unparen(node.typeAnnotation);
  if (constraint?.type !== "TSTypeOperator" || constraint.operator !== "keyof" || value?.type !== "TSIndexedAccessType") return false;
  const key = unparen(value.indexType);
  const source = unparen(constraint.typeAnnotation);
  const object = unparen(value.objectType);
  const sameName = (a: t.TSType, name: string) => a.type === "TSTypeReference" && a.typeName.type === "Identifier" && !a.typeParameters && a.typeName.name === name;
  return source.type === "TSTypeReference" && source.typeName.type === "Identifier" && sameName(object, source.typeName.name) && sameName(key, node.typeParameter.name as unknown as string);
}

/** The `T` of a homomorphic mapped type: `[K in keyof T]`, or `[P in K]` where `K extends keyof T`. */
function homomorphicSource(c: TypeHost, constraint: t.TSType, scope: Scope): { schema: JsonSchema; parameter?: string } | undefined {
  const u = unparen(constraint);
  if (u.type === "TSTypeOperator" && u.operator === "keyof") {
    const of = unparen(u.typeAnnotation);
    const parameter = of.type === "TSTypeReference" && of.typeName.type === "Identifier" && !of.typeParameters && scope.bindings?.has(of.typeName.name) ? of.typeName.name : undefined;
    return { schema: c.resolved(c.convert(u.typeAnnotation, scope)), parameter };
  }
  if (u.type === "TSTypeReference" && u.typeName.type === "Identifier" && !u.typeParameters) {
    const declared = c.declaredConstraint(scope, u.typeName.name);
    if (declared) {
      const k = unparen(declared.node);
      if (k.type === "TSTypeOperator" && k.operator === "keyof") return { schema: c.resolved(c.convert(k.typeAnnotation, declared.scope)) };
    }
  }
  return undefined;
}

/**
 * `{ [K in keyof T]: V }` with `T` bound to an array or a tuple: each element
 * mapped with `K` its index (`"0"`, `"1"`...; `number` for the rest or an
 * array's elements), as TypeScript maps arrays and tuples. `?` makes every
 * element optional, `-?` every one required; otherwise each keeps its own.
 */
function mappedArray(c: TypeHost, node: t.TSMappedType, scope: Scope, array: JsonSchema, parameter: string): JsonSchema {
  const name = node.typeParameter.name as unknown as string;
  const valueAt = (key: JsonSchema, source?: JsonSchema): JsonSchema => {
    const inner: Scope = { ...scope, bindings: new Map(scope.bindings) };
    inner.bindings!.set(name, { node: schemaNode(key), scope });
    if (source) inner.bindings!.set(parameter, { node: schemaNode(source), scope });
    return node.typeAnnotation ? c.convert(node.typeAnnotation, inner) : c.unsupported(node, scope, "a mapped type without a value type is `any`");
  };
  const prefix = array.prefixItems ?? [];
  const restSource = array.items === false || array.items === undefined ? undefined : (array.items as JsonSchema);
  // A tuple's rest is mapped as TypeScript does: `T` is then the rest's array, `K` is `number`.
  const rest = restSource && valueAt({ type: "number", "x-toolcall": { kind: "number" } }, prefix.length ? { type: "array", items: restSource } : undefined);
  if (!prefix.length) return { type: "array", items: rest ?? false, ...(rest ? {} : { maxItems: 0 }) };
  const prefixItems = prefix.map((_, i) => valueAt(constSchema(String(i))));
  const minItems = node.optional === "-" ? prefix.length : node.optional === "+" || node.optional === true ? 0 : (array.minItems ?? 0);
  const out: JsonSchema = { type: "array", prefixItems, items: rest ?? false, minItems };
  if (!rest) out.maxItems = prefix.length;
  return out;
}

/**
 * The keys a mapped type walks: its constraint's members, without the
 * symbols (no JSON key is one: `Record<symbol, V>` has no key at all, but
 * unlike `Record<never, V>` it is not the empty object type, so `symbols`
 * says whether any was left out).
 */
function keyTypes(c: TypeHost, constraint: t.TSType, scope: Scope): { keys: JsonSchema[]; symbols: boolean } | undefined {
  const out: JsonSchema[] = [];
  let ok = true;
  let symbols = false;
  const walk = (node: t.TSType, scope: Scope, depth: number) => {
    const u = unparen(node);
    if (u.type === "TSSymbolKeyword" || (u.type === "TSTypeOperator" && u.operator === "unique")) {
      symbols = true;
      return;
    }
    if (u.type === "TSUnionType" && depth < 20) {
      for (const m of u.types) walk(m, scope, depth + 1);
      return;
    }
    if (u.type === "TSTypeReference" && !u.typeParameters && depth < 20) {
      const found = c.entity(u.typeName, scope);
      if (found.kind === "binding") return walk(found.binding.node, found.binding.scope, depth + 1);
      const d = found.kind === "declaration" ? found.declarations[0] : undefined;
      // A non-generic alias of keys (`PropertyKey`, `type Keys = "a" | symbol`).
      if (found.kind === "declaration" && d?.kind === "alias" && !(d.node as t.TSTypeAliasDeclaration).typeParameters)
        return walk((d.node as t.TSTypeAliasDeclaration).typeAnnotation, { file: found.file, namespace: d.namespace }, depth + 1);
    }
    const schema = c.convert(u, scope);
    if (failed(schema)) ok = false;
    out.push(...membersOf(schema));
  };
  walk(constraint, scope, 0);
  return ok ? { keys: out, symbols } : undefined;
}
