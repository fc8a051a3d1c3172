import type { JsonSchema } from "../../model/index.js";
import { ARRAY_KEYS, arrayKeys } from "./array-keys.js";
import { intersect } from "./intersect.js";
import { isNumericKey } from "./index-signatures.js";
import { hasNumericKeys, isObjectSchema, objectView } from "./objects.js";
import { isAbsentKey, keyFacts } from "./key-facts.js";
import { constSchema, isNever, literalValues, membersOf, NEVER, unionOf } from "./schema-sets.js";
import { ownValue } from "../../model/own-keys.js";

/** A schema, or why the operator is not read on this type (the caller locates the refusal). */
export type Derived = { schema: JsonSchema } | { refuse: string };

/**
 * `keyof T` on an evaluated object type: its property names as string
 * literals (a name written as a number, `{ 0: V }`, as a number literal),
 * its optional methods among them; an index signature adds `string | number` (what TypeScript says
 * for `keyof { [k: string]: V }`). On a union, the keys every member has:
 * TypeScript's `keyof A & keyof B`, so `keyof ({ a: 1 } | Record<string, V>)`
 * is `"a"`. On an array or a tuple, its indices, `number`, `"length"` and its
 * methods (a `ReadonlyArray`'s fewer, when `keyof readonly X[]` is written
 * so); met with another member's keys, a name only the lib could tell from a
 * method (`keyof (X[] | { a: 1 })`) is refused, `"length"` and the indices
 * are not (`keyof (X[] | { length: number })` is `"length"`).
 */
export function keyofType(s: JsonSchema, readonlyArray = false): Derived {
  // `keyof {}` is `never`: the empty object type has no key.
  const members = membersOf(s).map(objectView);
  if (!members.length) return { refuse: "`keyof never` is every possible key; name the keys" };
  let common: JsonSchema | undefined;
  for (const m of members) {
    const own = ownKeys(m, readonlyArray);
    if ("refuse" in own) return own;
    if (!common) {
      common = own.schema;
      continue;
    }
    const met = intersect(common, own.schema);
    if ("unsure" in met) return { refuse: members.some((x) => x.type === "array") ? ARRAY_KEYS : met.unsure };
    common = "schema" in met ? met.schema : unionOf([]);
  }
  return { schema: common! };
}

/** `keyof` one member of a union: an array's or tuple's keys (array-keys.ts), an object's names and index signature. */
function ownKeys(m: JsonSchema, readonlyArray: boolean): Derived {
  if (m.type === "array") return { schema: arrayKeys(m, readonlyArray) };
  if (!isObjectSchema(m)) return { refuse: "`keyof` is read on object types (interfaces, type literals, `typeof` an object or enum), not on this type" };
  const { absent = [], numberNames = [] } = keyFacts(m);
  const names = new Set([...Object.keys(m.properties), ...absent]);
  const keys: JsonSchema[] = [...names].map((k) => constSchema(numberNames.includes(k) ? Number(k) : k));
  // `keyof { [i: number]: V }` is `number`; a `string` signature adds `string | number`.
  if (m.additionalProperties !== false && m.additionalProperties !== undefined) keys.push(...(hasNumericKeys(m) ? [] : [{ type: "string" }]), { type: "number", "x-toolcall": { kind: "number" } });
  return { schema: unionOf(keys) };
}

/**
 * `T[K]` on evaluated types: a property's type (`T["a"]`, `T["a" | "b"]`,
 * `T[keyof T]`), an index signature's value (`T[string]`), an array's or a
 * tuple's element (`T[number]`, `T[0]`). Distributes over unions on both sides.
 */
export function indexedType(object: JsonSchema, index: JsonSchema): Derived {
  const objects = membersOf(object).map(objectView);
  const indexes = membersOf(index);
  if (!indexes.length || !objects.length) return { schema: unionOf([]) };
  const out: JsonSchema[] = [];
  for (const o of objects)
    for (const i of indexes) {
      const r = one(o, i);
      if ("refuse" in r) return r;
      out.push(r.schema);
    }
  return { schema: unionOf(out) };
}

function one(o: JsonSchema, i: JsonSchema): Derived {
  const key = literalValues(i)?.[0];
  const isNumberType = (i.type === "number" || i.type === "integer") && i.const === undefined;
  const isStringType = i.type === "string" && i.const === undefined;
  if (o.type === "array") {
    // A tuple's element names are strings too (`T["0"]`, as a mapped type over a tuple reads them).
    if (typeof key === "string" && /^(?:0|[1-9][0-9]*)$/.test(key)) return one(o, constSchema(Number(key)));
    const prefix = o.prefixItems ?? [];
    const rest = o.items === false || o.items === undefined ? undefined : (o.items as JsonSchema);
    if (isNumberType) return { schema: unionOf(rest ? [...prefix, rest] : prefix) };
    if (typeof key === "number" && Number.isInteger(key) && key >= 0) {
      // Past the fixed elements, the rest element (if any).
      const element = prefix[key] ?? rest;
      if (element) return { schema: element };
      return { refuse: `the tuple has no element at index ${key}` };
    }
    return { refuse: "an array is indexed by `number` (or a tuple by an index literal)" };
  }
  if (!isObjectSchema(o)) return { refuse: "only object, array and tuple types can be indexed" };
  const extra = o.additionalProperties === false || o.additionalProperties === undefined ? undefined : o.additionalProperties === true ? {} : o.additionalProperties;
  const numericOnly = hasNumericKeys(o);
  if (typeof key === "string" || typeof key === "number") {
    const found = ownValue(o.properties, String(key));
    if (found) return { schema: found };
    // An optional method's value: a function or nothing, and no JSON value is a function.
    if (isAbsentKey(o, String(key))) return { schema: NEVER };
    if (extra && (!numericOnly || isNumericKey(String(key)))) return { schema: extra };
    return { refuse: `the type has no property \`${String(key)}\`` };
  }
  if ((isNumberType || (isStringType && !numericOnly)) && extra) return { schema: extra };
  if (isNever(i)) return { schema: unionOf([]) };
  return { refuse: "an object type is indexed by its keys (`T[\"a\"]`, `T[keyof T]`) or, with an index signature, by `string`" };
}
