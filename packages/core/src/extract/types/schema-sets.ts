import type { JsonSchema } from "../../model/index.js";
import { simplifyUnion, withNull } from "./literals.js";
import { soleItem } from "../../model/lists.js";

/**
 * Set-like reading of schemas, for the type operators: the empty type, unions
 * that drop it, and a union split back into its members.
 */

/** `never`: the schema no value passes. Disappears from unions; a parameter of this type is an error. */
export const NEVER: JsonSchema = Object.freeze({ not: {} }) as JsonSchema;

/**
 * `unknown` (and `any`): any JSON value, `{}` in a public schema. Its
 * annotation tells it apart from a type that failed (`{}`, already
 * reported), so operators go on with it instead of staying silent.
 */
export const UNKNOWN: JsonSchema = Object.freeze({ "x-toolcall": Object.freeze({ kind: "unknown" }) }) as JsonSchema;

export function isUnknown(s: JsonSchema): boolean {
  return s["x-toolcall"]?.kind === "unknown";
}

/**
 * The empty object type (`{}`, an interface or class with no members,
 * `Record<never, never>`, `Omit<T, keyof T>`): TypeScript reads it as any
 * value but `null` and `undefined`, so any JSON value but `null`. It is
 * made where such a type is written (objects.ts `emptyObjectType`), never
 * read from a schema's shape: `Record<symbol, V>` has no JSON key either,
 * but refuses a string.
 */
export const NON_NULL: JsonSchema = Object.freeze({
  type: Object.freeze(["string", "number", "boolean", "object", "array"]),
  "x-toolcall": Object.freeze({ kind: "nonnull" }),
}) as unknown as JsonSchema;

export function isNonNull(s: JsonSchema): boolean {
  return s["x-toolcall"]?.kind === "nonnull";
}

/** A conversion that failed and was reported. */
export function failed(s: JsonSchema): boolean {
  return Object.keys(s).length === 0;
}

export function isNever(s: JsonSchema): boolean {
  // `not` first: most schemas have none, and then no key list is built.
  return s === NEVER || (typeof s.not === "object" && s.not !== null && Object.keys(s).length === 1 && Object.keys(s.not).length === 0);
}

/** A union of evaluated types: `never` members drop out, literals merge; no member at all is `never`. */
export function unionOf(schemas: JsonSchema[]): JsonSchema {
  const flat: JsonSchema[] = [];
  let nullable = false;
  let nonNull = false;
  for (const s of schemas) {
    if (isNever(s)) continue;
    if (isUnknown(s)) return UNKNOWN;
    // The empty object type absorbs every member but `null` (as in unions.ts).
    if (isNonNull(s)) {
      nonNull = true;
      continue;
    }
    // A documented union stays one member here, so its text still describes it.
    for (const m of isDescribedUnion(s) ? [s] : membersOf(s)) {
      if (m.type === "null" && m.const === undefined) nullable = true;
      else flat.push(m);
    }
  }
  if (nonNull) return nullable ? UNKNOWN : NON_NULL;
  if (!flat.length) return nullable ? { type: "null" } : NEVER;
  const simplified = simplifyUnion(flat);
  const one = soleItem(simplified) ?? { anyOf: simplified };
  return nullable ? withNull(one) : one;
}

/**
 * The members of a union type: `anyOf` branches, each value of a literal
 * `enum`, `true` and `false` of boolean, and `null` of a nullable type. A
 * description is not part of the type: a documented union (a property's
 * `T[P]`) has the same members as the bare one.
 */
export function membersOf(s: JsonSchema): JsonSchema[] {
  if (isNever(s)) return [];
  if (Array.isArray(s.anyOf) && (Object.keys(s).length === 1 || isDescribedUnion(s))) return s.anyOf.flatMap(membersOf);
  // `["T", "null"]` is `T | null`; `["object", "array"]` (the `object` keyword) is one member.
  if (Array.isArray(s.type) && s.type.includes("null")) {
    const types = s.type;
    const rest = types.filter((x) => x !== "null");
    const base: JsonSchema = { ...s, type: soleItem(rest) ?? rest };
    if (Array.isArray(s.enum)) base.enum = s.enum.filter((v) => v !== null);
    return [...membersOf(base), { type: "null" }];
  }
  if (Array.isArray(s.enum) && isPlainLiteral(s)) {
    const { enum: values, ...rest } = s;
    return values.map((v) => ordered({ ...rest, const: v }));
  }
  if (s.type === "boolean" && Object.keys(s).length === 1) return [{ type: "boolean", const: true }, { type: "boolean", const: false }];
  return [s];
}

function isDescribedUnion(s: JsonSchema): boolean {
  return Array.isArray(s.anyOf) && typeof s.description === "string" && Object.keys(s).length === 2;
}

/** The literal values a finite type stands for (`"a" | "b"`, `1`, `boolean`, `null`); undefined when it is open. */
export function literalValues(s: JsonSchema): unknown[] | undefined {
  const out: unknown[] = [];
  for (const m of membersOf(s)) {
    if (m.const !== undefined && isPlainLiteral(m)) out.push(m.const);
    else if (m.type === "null" && Object.keys(m).length === 1) out.push(null);
    else return undefined;
  }
  return out;
}

/** Literal schemas carry only `type`, `const`/`enum` and the `x-toolcall` kind. */
function isPlainLiteral(s: JsonSchema): boolean {
  return Object.keys(s).every((k) => k === "type" || k === "const" || k === "enum" || k === "x-toolcall" || k === "description");
}

/** `x-toolcall` stays the last key, as everywhere else. */
function ordered(s: JsonSchema): JsonSchema {
  if (!("x-toolcall" in s)) return s;
  const { "x-toolcall": kind, ...rest } = s;
  return { ...rest, "x-toolcall": kind };
}

/** The schema of one JS value (a key, a literal): `{"type":"string","const":"a"}`, integers with their kind. */
export function constSchema(value: unknown): JsonSchema {
  if (value === null) return { type: "null" };
  if (typeof value === "string") return { type: "string", const: value };
  if (typeof value === "boolean") return { type: "boolean", const: value };
  if (typeof value === "number")
    return Number.isInteger(value) ? { type: "integer", const: value, "x-toolcall": { kind: "int" } } : { type: "number", const: value, "x-toolcall": { kind: "number" } };
  if (typeof value === "bigint") return { type: "integer", const: Number(value), "x-toolcall": { kind: "bigint" } };
  throw new Error(`not a literal: ${String(value)}`);
}

/** True when two schemas are the same (compared as JSON: converted schemas are plain data). */
export function sameSchema(a: JsonSchema, b: JsonSchema): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
