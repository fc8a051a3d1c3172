import type { JsonSchema } from "../../model/index.js";
import { assignableArrayMethods, isArrayMethods } from "./array-keys.js";
import { hasNumericKeys, isObjectSchema, objectView } from "./objects.js";
import { isNever, isNonNull, isUnknown, membersOf, sameSchema } from "./schema-sets.js";
import { templateHolds } from "./template.js";
import { ownValue } from "../../model/own-keys.js";

/**
 * `A extends B` on evaluated types, for conditional types: true, false, or
 * undefined when this reading cannot tell (a recursive type, a constrained
 * string...), which the caller turns into a refusal rather than a guess.
 */
export function assignable(a: JsonSchema, b: JsonSchema): boolean | undefined {
  if (!Object.keys(b).length || isUnknown(b)) return true;
  if (isNever(a)) return true;
  if (isNever(b)) return false;
  if (sameSchema(a, b)) return true;
  if (a.$ref !== undefined || b.$ref !== undefined) return undefined;
  // `{}` takes every value but null (and undefined, which no JSON value is).
  if (isNonNull(b)) return isUnknown(a) ? false : every(membersOf(objectView(a)), (m) => (m.$ref !== undefined || !Object.keys(m).length ? undefined : m.type !== "null"));
  // As a source, the empty object type is the object type with no member (`{} extends { a?: string }`).
  a = objectView(a);
  const as = membersOf(a);
  if (as.length > 1) return every(as, (m) => assignable(m, b));
  // Neither side is never here, so each has a member; a schema that is no union is its own one member.
  const [member = a] = as;
  const bs = membersOf(b);
  if (bs.length > 1) {
    // A member of a union: enough that one member takes it.
    let unsure = false;
    for (const m of bs) {
      const r = assignable(member, m);
      if (r) return true;
      if (r === undefined) unsure = true;
    }
    return unsure ? undefined : false;
  }
  return one(member, bs[0] ?? b);
}

function one(a: JsonSchema, b: JsonSchema): boolean | undefined {
  if (sameSchema(a, b)) return true;
  if (isArrayMethods(a) || isArrayMethods(b)) return assignableArrayMethods(a, b);
  // `T extends object`: objects and arrays are, primitives and null are not.
  if (isObjectKeyword(b) && typeof a.type === "string") return a.type === "object" || a.type === "array";
  const ta = typeof a.type === "string" ? a.type : undefined;
  const tb = typeof b.type === "string" ? b.type : undefined;
  if (!ta || !tb) return undefined;
  if (ta === "object" || tb === "object") {
    if (ta !== tb) return ta === "array" && tb === "object" ? arrayToObject(b) : false;
    return objects(a, b);
  }
  if (ta === "array" || tb === "array") {
    if (ta !== tb) return false;
    return arrays(a, b);
  }
  const numeric = (x: string) => x === "integer" || x === "number";
  if (ta !== tb && !(numeric(ta) && numeric(tb))) return false;
  if (typeof a.const === "string" && plain(a) && b["x-toolcall"]?.kind === "template") return templateHolds(a.const, b);
  if (!plain(b)) return undefined;
  if (b.const !== undefined) {
    if (a.const === undefined) return plain(a) ? false : undefined;
    return a.const === b.const;
  }
  // b is a whole primitive type: integer literals fit number; `number` does not fit an Int marker.
  if (b.type === "integer" && a.type === "number") return a.const !== undefined ? Number.isInteger(a.const) : false;
  if (b["x-toolcall"]?.kind === "bigint" || a["x-toolcall"]?.kind === "bigint")
    return b["x-toolcall"]?.kind === a["x-toolcall"]?.kind;
  return true;
}

function objects(a: JsonSchema, b: JsonSchema): boolean | undefined {
  if (!isObjectSchema(a) || !isObjectSchema(b)) return undefined;
  // Numeric index signatures cover some keys only; not decided here.
  if (hasNumericKeys(a) || hasNumericKeys(b)) return undefined;
  const reqA = a.required ?? [];
  const reqB = b.required ?? [];
  let unsure = false;
  for (const [name, schema] of Object.entries(b.properties)) {
    const have = ownValue(a.properties, name);
    if (!have) {
      if (reqB.includes(name)) return false;
      continue;
    }
    if (reqB.includes(name) && !reqA.includes(name)) return false;
    const r = assignable(have, schema);
    if (r === false) return false;
    if (r === undefined) unsure = true;
  }
  const index = b.additionalProperties;
  if (index && index !== true) {
    for (const [name, schema] of Object.entries(a.properties)) {
      if (Object.hasOwn(b.properties, name)) continue;
      const r = assignable(schema, index);
      if (r === false) return false;
      if (r === undefined) unsure = true;
    }
    if (a.additionalProperties) {
      const r = a.additionalProperties === true ? undefined : assignable(a.additionalProperties, index);
      if (r === false) return false;
      if (r === undefined) unsure = true;
    }
  }
  return unsure ? undefined : true;
}

function arrays(a: JsonSchema, b: JsonSchema): boolean | undefined {
  const tupleA = Array.isArray(a.prefixItems) || a.maxItems !== undefined;
  const tupleB = Array.isArray(b.prefixItems) || b.maxItems !== undefined;
  const itemsOf = (s: JsonSchema) => (s.items === false || s.items === undefined ? undefined : (s.items as JsonSchema));
  if (!tupleB) {
    // To `U[]`: every element (prefix and rest) must fit U.
    const target = itemsOf(b);
    if (!target) return undefined;
    const elements = [...(a.prefixItems ?? [])];
    const rest = itemsOf(a);
    if (rest) elements.push(rest);
    return every(elements, (e) => assignable(e, target));
  }
  if (!tupleA) return false;
  const pa = a.prefixItems ?? [];
  const pb = b.prefixItems ?? [];
  if ((a.minItems ?? 0) < (b.minItems ?? 0)) return false;
  if (b.maxItems !== undefined && (a.maxItems === undefined || a.maxItems > b.maxItems)) return false;
  const restB = itemsOf(b);
  return every(pa, (e, i) => {
    const target = pb[i] ?? restB;
    return target ? assignable(e, target) : false;
  });
}

function plain(s: JsonSchema): boolean {
  return Object.keys(s).every((k) => k === "type" || k === "const" || k === "x-toolcall" || k === "description");
}

function every<T>(list: T[], test: (x: T, i: number) => boolean | undefined): boolean | undefined {
  let unsure = false;
  for (const [i, x] of list.entries()) {
    const r = test(x, i);
    if (r === false) return false;
    if (r === undefined) unsure = true;
  }
  return unsure ? undefined : true;
}

/** The schema of the `object` keyword (see convert.ts). */
function isObjectKeyword(s: JsonSchema): boolean {
  return Array.isArray(s.type) && s.type.length === 2 && s.type.includes("object") && s.type.includes("array") && Object.keys(s).length === 1;
}

/** The names an array has as properties (its methods, `length`), whatever the lib in use. */
const ARRAY_MEMBERS = new Set(Object.getOwnPropertyNames(Array.prototype));

/** An array against an object type: false when the object requires a property no array has (`[{ a: 1 }] extends { a: number }`); else undecided. */
function arrayToObject(b: JsonSchema): boolean | undefined {
  const required = b.required ?? [];
  return required.some((k) => !ARRAY_MEMBERS.has(k) && !/^(?:0|[1-9][0-9]*)$/.test(k)) ? false : undefined;
}
