import type { JsonSchema } from "../../model/index.js";
import { isArrayMethods, meetArrayMethods } from "./array-keys.js";
import { assignable } from "./assignable.js";
import { isNumericKey } from "./index-signatures.js";
import { templateHolds } from "./template.js";
import { hasNumericKeys, isObjectSchema, objectSchema, withDescription } from "./objects.js";
import { isNever, isNonNull, isUnknown, membersOf, NEVER, sameSchema, unionOf } from "./schema-sets.js";
import { keyFacts } from "./key-facts.js";
import { ownValue, setOwn } from "../../model/own-keys.js";

/** What `A & B` comes to: a schema, no value at all (and where), or a case this reading does not decide. */
export type Meet = { schema: JsonSchema } | { empty: string } | { unsure: string };

const PRIMITIVE_KEYS = new Set(["type", "x-toolcall", "description"]);

/**
 * `A & B` computed on evaluated types, the way TypeScript reads it: unions
 * distribute (`("a" | "b") & ("a" | "c")` is `"a"`), a literal meets its
 * primitive, objects meet property by property, where every index signature
 * also constrains the properties it does not name and the extra properties
 * must satisfy all index signatures at once.
 */
export function intersect(a: JsonSchema, b: JsonSchema, where = ""): Meet {
  if (isNever(a) || isNever(b)) return { empty: where || "the type" };
  // A part that failed was already reported; `unknown` changes nothing.
  if (!Object.keys(a).length || isUnknown(a)) return { schema: b };
  if (!Object.keys(b).length || isUnknown(b)) return { schema: a };
  // The empty object type (`T & {}`) only takes `null` out.
  if (isNonNull(a)) return withoutNull(b, where);
  if (isNonNull(b)) return withoutNull(a, where);
  if (sameSchema(a, b)) return { schema: a };
  const as = membersOf(a);
  const bs = membersOf(b);
  if (as.length > 1 || bs.length > 1) {
    const kept: JsonSchema[] = [];
    for (const x of as)
      for (const y of bs) {
        const m = intersect(x, y, where);
        if ("unsure" in m) return m;
        if ("schema" in m) kept.push(m.schema);
      }
    return kept.length ? { schema: unionOf(kept) } : { empty: where || "the type" };
  }
  return meetOne(as[0] ?? a, bs[0] ?? b, where);
}

/** `T & {}`: `T` without `null` (`string & {}` is `string`, `null & {}` is `never`). */
function withoutNull(s: JsonSchema, where: string): Meet {
  if (isNonNull(s)) return { schema: s };
  const members = membersOf(s);
  if (members.some((m) => m.$ref !== undefined)) return { unsure: "a recursive type in an intersection" };
  const kept = members.filter((m) => !(m.type === "null" && m.const === undefined));
  if (kept.length === members.length) return { schema: s };
  return kept.length ? { schema: unionOf(kept) } : { empty: where || "the type" };
}

function meetOne(a: JsonSchema, b: JsonSchema, where: string): Meet {
  const empty = { empty: where || "the type" };
  if (sameSchema(a, b)) return { schema: a };
  if (a.$ref !== undefined || b.$ref !== undefined) return { unsure: "a recursive type in an intersection" };
  if (isArrayMethods(a) || isArrayMethods(b)) {
    const m = isArrayMethods(a) ? meetArrayMethods(a, b) : meetArrayMethods(b, a);
    return m === undefined ? { unsure: "the method names of an array (`keyof` an array) met with this type" } : isNever(m) ? empty : { schema: m };
  }
  const ta = baseType(a);
  const tb = baseType(b);
  if (ta === undefined || tb === undefined) return { unsure: "an intersection of these types" };
  if (ta === "object" && tb === "object") return meetObjects(a, b, where);
  if (ta === "array" && tb === "array") {
    if (a.prefixItems || b.prefixItems || !a.items || !b.items) return { unsure: "an intersection of tuples" };
    const items = intersect(a.items as JsonSchema, b.items as JsonSchema, where ? `${where}[number]` : "[number]");
    if ("schema" in items) return { schema: { ...a, items: items.schema } };
    return items;
  }
  if (ta === "object" || tb === "object" || ta === "array" || tb === "array") {
    // An array is an object to TypeScript (`string[] & { a: 1 }` has values); a primitive is not.
    if ((ta === "array" && tb === "object") || (ta === "object" && tb === "array")) return { unsure: "an intersection of an array and an object type" };
    if (ta === "object" && isClosedObject(a)) return primitiveWithObject(b, a, empty);
    if (tb === "object" && isClosedObject(b)) return primitiveWithObject(a, b, empty);
    return empty;
  }
  // Two primitive types (or literals of them).
  const numeric = (x: string) => x === "integer" || x === "number";
  if (ta !== tb && !(numeric(ta) && numeric(tb))) return empty;
  if (a.const !== undefined && b.const !== undefined) return a.const === b.const ? { schema: a } : empty;
  if (a.const !== undefined || b.const !== undefined) {
    const [lit, other] = a.const !== undefined ? [a, b] : [b, a];
    // `"0" & \`${number}\``: the literal when the template holds it.
    const held = typeof lit.const === "string" ? templateHolds(lit.const, other) : undefined;
    if (held !== undefined) return held ? { schema: lit } : empty;
    if (!isPlain(other)) return { unsure: "a literal met with a constrained type" };
    if (other.type === "integer" && !Number.isInteger(lit.const)) return empty;
    return { schema: lit };
  }
  if (isPlain(a) && isPlain(b)) return { schema: a.type === "integer" ? a : b };
  if (isPlain(a)) return { schema: b.type === "number" && a.type === "integer" ? { ...b, type: "integer", "x-toolcall": a["x-toolcall"] } : b };
  if (isPlain(b)) return { schema: a.type === "number" && b.type === "integer" ? { ...a, type: "integer", "x-toolcall": b["x-toolcall"] } : a };
  return { unsure: "an intersection of two constrained types" };
}

function meetObjects(a: JsonSchema, b: JsonSchema, where: string): Meet {
  if (!isObjectSchema(a) || !isObjectSchema(b)) return { unsure: "an intersection of object types without a property list" };
  const indexA = signature(a);
  const indexB = signature(b);
  const numericA = hasNumericKeys(a);
  const numericB = hasNumericKeys(b);
  // A `number` index signature covers the numeric keys only.
  const covers = (numeric: boolean, name: string) => !numeric || isNumericKey(name);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const reqA = a.required ?? [];
  const reqB = b.required ?? [];
  const factsA = keyFacts(a);
  const factsB = keyFacts(b);
  // A key that may only be absent (an optional method) is `never` on its side, whether or not its schema names it.
  const absentA = factsA.absent ?? [];
  const absentB = factsB.absent ?? [];
  const absent: string[] = [];
  const names = [...new Set([...Object.keys(a.properties), ...absentA, ...Object.keys(b.properties), ...absentB])];
  for (const name of names) {
    const path = where ? `${where}.${name}` : `property \`${name}\``;
    const inA = ownValue(a.properties, name) ?? (absentA.includes(name) ? NEVER : covers(numericA, name) ? indexA : undefined);
    const inB = ownValue(b.properties, name) ?? (absentB.includes(name) ? NEVER : covers(numericB, name) ? indexB : undefined);
    const isRequired = reqA.includes(name) || reqB.includes(name);
    let schema: JsonSchema | undefined;
    if (inA && inB) {
      const m = intersect(inA, inB, path);
      if ("unsure" in m) return m;
      if ("empty" in m) {
        if (isRequired) return m;
        // `a?: never`: the property can only be absent (objects.ts `objectSchema` says how).
        absent.push(name);
        continue;
      }
      schema = m.schema;
    } else schema = inA ?? inB;
    if (isNever(schema!) && !isRequired) {
      absent.push(name);
      continue;
    }
    setOwn(properties, name, schema!);
    if (isRequired) required.push(name);
  }
  let additional: JsonSchema | false = false;
  let numeric = indexA ? numericA : numericB;
  if (indexA && indexB) {
    if (numericA !== numericB) return { unsure: "an intersection of a `string` and a `number` index signature" };
    const m = intersect(indexA, indexB, where ? `${where}[string]` : "the extra properties");
    if ("unsure" in m) return m;
    additional = "schema" in m ? m.schema : false;
  } else additional = indexA ?? indexB ?? false;
  if (additional === false) numeric = false;
  const numberNames = [...new Set([...(factsA.numberNames ?? []), ...(factsB.numberNames ?? [])])];
  return { schema: withDescription(objectSchema(properties, required, additional, numeric, { absent, numberNames }), a.description ?? b.description) };
}

/** An object type with properties and no index signature (`{ a?: number }`, `{ length: number }`). */
function isClosedObject(s: JsonSchema): boolean {
  return isObjectSchema(s) && Object.keys(s.properties).length > 0 && s.additionalProperties === false;
}

/** The members a primitive has to TypeScript (its wrapper's methods, `length`), whatever the lib in use. */
const PRIMITIVE_MEMBERS: Record<string, object> = { string: String.prototype, number: Number.prototype, integer: Number.prototype, boolean: Boolean.prototype };

/**
 * `string & { length?: number }`, `string & { a?: number }`: TypeScript
 * takes a primitive for an object type when each property fits the
 * primitive's own member of that name (`length` is a `number`, a method is
 * a function), an optional one may be missing (a string's index signature
 * is not checked against one), and a required one must be there. Then the
 * intersection is the primitive (the weak type check is on the whole
 * intersection, which is not weak); a property that does not fit, or a
 * required one the primitive lacks (a brand: `{ __brand: "id" }`), leaves
 * no value.
 */
function primitiveWithObject(primitive: JsonSchema, object: JsonSchema, empty: Meet): Meet {
  const type = primitive.type as string;
  const kind = (primitive["x-toolcall"] as { kind?: string } | undefined)?.kind;
  const members = kind === "bigint" ? BigInt.prototype : PRIMITIVE_MEMBERS[type];
  if (!members) return empty;
  const required = (object.required as string[] | undefined) ?? [];
  for (const [name, schema] of Object.entries(object.properties as Record<string, JsonSchema>)) {
    const fits = type === "string" && name === "length" ? assignable({ type: "number", "x-toolcall": { kind: "number" } }, schema) : name in members ? functionFits(schema) : false;
    if (fits === undefined) return { unsure: `a primitive met with an object type whose property \`${name}\` is one of its own members` };
    if (!fits && (required.includes(name) || name in members)) return empty;
  }
  return { schema: primitive };
}

/** Whether a function (a primitive's method) is a value of this type: of `unknown`, `{}` and `object`, not of JSON data types; undefined for object types. */
function functionFits(s: JsonSchema): boolean | undefined {
  if (isUnknown(s) || isNonNull(s) || (Array.isArray(s.type) && s.type.includes("object") && s.type.includes("array") && s.type.length === 2)) return true;
  return membersOf(s).every((m) => typeof m.type === "string" && m.type !== "object") ? false : undefined;
}

/** The index signature of an object schema (`additionalProperties` as a schema). */
function signature(s: JsonSchema): JsonSchema | undefined {
  const ap = s.additionalProperties;
  if (ap === false || ap === undefined) return undefined;
  return ap === true ? {} : ap;
}

function baseType(s: JsonSchema): string | undefined {
  return typeof s.type === "string" ? s.type : undefined;
}

function isPlain(s: JsonSchema): boolean {
  return Object.keys(s).every((k) => PRIMITIVE_KEYS.has(k));
}
