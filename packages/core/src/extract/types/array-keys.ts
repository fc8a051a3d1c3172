import type { JsonSchema } from "../../model/index.js";
import { constSchema, unionOf } from "./schema-sets.js";
import { isNumberString } from "./template.js";

/**
 * The names of an array's methods, as one member of `keyof` an array or a
 * tuple: TypeScript's answer lists every method the program's `lib` and
 * `@types` declare (`"findLast"` only under ES2023, `"at"` under ES5 too
 * once `@types/node` is in), which toolcall does not read. What is known
 * whatever the lib is that none of them is `"length"` or reads as a number,
 * so operators that take them out again (`Exclude<keyof T, keyof any[]>`,
 * `keyof T & \`${number}\``) are decided; anywhere else the type is refused
 * (see `leaksArrayMethods`). An internal key, never part of a model.
 */
export const ARRAY_METHODS: JsonSchema = Object.freeze({ "x-array-methods": "mutable" }) as JsonSchema;
/**
 * A `ReadonlyArray`'s method names, fewer than an array's (no `push`...).
 * Known only where `keyof readonly X[]` is written: a readonly tuple read
 * through a type parameter is an array schema like any other, so its keys
 * are `ARRAY_METHODS`, and comparing the two kinds the other way round
 * is not decided.
 */
const READONLY_ARRAY_METHODS: JsonSchema = Object.freeze({ "x-array-methods": "readonly" }) as JsonSchema;

export function isArrayMethods(s: JsonSchema): boolean {
  return s["x-array-methods"] !== undefined;
}

/** Why a type that still holds the array's method names is refused. */
export const ARRAY_KEYS =
  "`keyof` an array or tuple is `number`, its indices (`\"0\"`, `\"1\"`...), `\"length\"` and the name of every array method your `lib` and `@types` declare, which toolcall does not read; write the keys the tool takes: a tuple's indices are `Exclude<keyof T, keyof any[]>` (or `keyof T & `${number}``, or `\"0\" | \"1\"`), or map the tuple in a generic (`type M<T> = { [K in keyof T]: ... }`)";

/** `keyof` an array or a tuple: the indices of its fixed elements, `number`, `"length"` and the method names. */
export function arrayKeys(array: JsonSchema, readonly = false): JsonSchema {
  const indices = (array.prefixItems ?? []).map((_, i) => constSchema(String(i)));
  return unionOf([...indices, { type: "number", "x-toolcall": { kind: "number" } }, constSchema("length"), readonly ? READONLY_ARRAY_METHODS : ARRAY_METHODS]);
}

/** Whether no method name can be this string: `"length"` (a property of its own here) and numeric strings. */
function notAMethod(s: string): boolean {
  return s === "length" || isNumberString(s);
}

/** `A extends B` where one side is the method names (the other one member, not the same); undefined where the lib decides. */
export function assignableArrayMethods(a: JsonSchema, b: JsonSchema): boolean | undefined {
  // A readonly array's methods are some of an array's; not the reverse.
  if (isArrayMethods(a) && isArrayMethods(b)) return a["x-array-methods"] === b["x-array-methods"] || a["x-array-methods"] === "readonly" || undefined;
  if (isArrayMethods(a)) {
    if (b.type !== "string") return false;
    if (typeof b.const === "string") return notAMethod(b.const) ? false : undefined;
    if (b["x-toolcall"]?.kind === "template") return isNumberTemplate(b) ? false : undefined;
    return Object.keys(b).every((k) => k === "type" || k === "description") ? true : undefined;
  }
  if (a.type !== "string") return false;
  return typeof a.const === "string" && notAMethod(a.const) ? false : undefined;
}

/** `A & B` where `methods` is one side's method names: them (the fewer of two kinds), nothing, or undefined where the lib decides. */
export function meetArrayMethods(methods: JsonSchema, other: JsonSchema): JsonSchema | undefined {
  if (isArrayMethods(other)) return other["x-array-methods"] === "readonly" ? other : methods;
  const r = assignableArrayMethods(methods, other);
  if (r === true) return methods;
  if (r === false) return unionOf([]);
  return undefined;
}

/** `${number}` alone. */
function isNumberTemplate(s: JsonSchema): boolean {
  const kind = s["x-toolcall"];
  return kind?.kind === "template" && kind.parts.length === 1 && typeof kind.parts[0] === "object" && "open" in kind.parts[0] && kind.parts[0].open === "number";
}

/** Whether a converted schema still holds the method names somewhere (then its `keyof` is refused). */
export function leaksArrayMethods(value: unknown, seen = new Set<object>()): boolean {
  if (!value || typeof value !== "object" || seen.has(value)) return false;
  seen.add(value);
  if ((value as JsonSchema)["x-array-methods"] !== undefined) return true;
  for (const v of Array.isArray(value) ? value : Object.values(value)) if (leaksArrayMethods(v, seen)) return true;
  return false;
}
