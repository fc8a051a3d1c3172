/**
 * Plain JSON data (docs/limits.md): what object input may hold, and what
 * an untyped place (`unknown`, an open object's extra properties) receives.
 * From the caller's object only own enumerable string keys of plain objects
 * and arrays are read, each once per place; anything else (Map, Date, class
 * instances, an `arguments` object, functions, sparse arrays, cycles) stops
 * the check with one refusal naming where and what was found.
 */
import { describeFound } from "../plain-data.js";
import { LosslessNumber } from "../json-lossless.js";
import type { Context } from "./context.js";
import { setOwn } from "../plain-data.js";

const hasOwn = Object.prototype.hasOwnProperty;
const isEnumerable = Object.prototype.propertyIsEnumerable;

/** An `arguments` object: a plain prototype, but not data (its `callee` is own and not enumerable). */
function isArguments(value: object): boolean {
  return hasOwn.call(value, "callee") && !isEnumerable.call(value, "callee");
}

/**
 * JSON kinds of a value, as the checker tells them apart (`LosslessNumber` is
 * a number; `bigint` only comes in object input), numbered in `KIND_NAMES`'s
 * order. One declaration, since they are one enumeration; plain constants,
 * not a TypeScript `enum`, because every check reads them: an `enum` is an
 * object whose members are property reads, and measured 4-6% slower on
 * bench/dispatch.mjs.
 */
export const K_NULL = 0, K_BOOLEAN = 1, K_NUMBER = 2, K_STRING = 3, K_ARRAY = 4, K_OBJECT = 5, K_BIGINT = 6, K_UNDEFINED = 7;

/** The JSON type name of each kind. */
export const KIND_NAMES = ["null", "boolean", "number", "string", "array", "object", "bigint", "undefined"] as const;

/**
 * The kind of `value`. In object input anything but a JSON scalar, a plain
 * array or a plain object is refused here, at `depth`.
 */
export function kindOf(value: unknown, ctx: Context, depth: number): number {
  if (value === null) return K_NULL;
  switch (typeof value) {
    case "string":
      return K_STRING;
    case "number":
      return K_NUMBER;
    case "boolean":
      return K_BOOLEAN;
    case "object":
      break;
    case "bigint":
      return K_BIGINT;
    case "undefined":
      return K_UNDEFINED;
    default:
      return ctx.refuse(depth, describeFound(value));
  }
  if (ctx.owned) return Array.isArray(value) ? K_ARRAY : value instanceof LosslessNumber ? K_NUMBER : K_OBJECT;
  let proto: unknown;
  try {
    proto = Object.getPrototypeOf(value);
  } catch {
    // A revoked Proxy: refused here, where it sits, like any other non-data.
    return ctx.refuse(depth, describeFound(value));
  }
  if (Array.isArray(value)) {
    if (proto !== Array.prototype) ctx.refuse(depth, describeFound(value));
    return K_ARRAY;
  }
  if ((proto !== Object.prototype && proto !== null) || isArguments(value as object)) ctx.refuse(depth, describeFound(value));
  return K_OBJECT;
}

/** Object input: a non-array object `kindOf` accepts as an object. */
export function isPlainRecord(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !isArguments(value);
}

/** Object input: the length of a plain array about to be read, refused when absurd. */
export function arrayLength(source: unknown[], ctx: Context, depth: number): number {
  const length = source.length;
  ctx.budget.items(length, depth);
  ctx.budget.spend(length, depth);
  return length;
}

/** Object input: item `i` of a plain array (a hole is refused). */
export function itemAt(source: unknown[], i: number, ctx: Context, depth: number): unknown {
  let item: unknown;
  try {
    item = source[i];
  } catch (error) {
    return ctx.refuse(depth, `a value that could not be read (${thrownText(error)})`, i);
  }
  if (item === undefined && !(i in source)) ctx.refuse(depth, "a hole in a sparse array (send every item, or null)", i);
  return item;
}

/**
 * Object input: the own enumerable keys of a plain object, read once and
 * counted. This is what "present" means for object input, everywhere: the
 * copy holds these keys, a required key or a union's tag is there when it
 * is among them (a union reads its value into a copy first), and issues
 * name what they found among them.
 */
export function keysOf(source: object, ctx: Context, depth: number): string[] {
  const keys = Object.keys(source);
  ctx.budget.spend(keys.length, depth);
  return keys;
}

/**
 * What an untyped place receives for `value`: object input is read as plain
 * data into a copy; parsed text is passed on, its `LosslessNumber`s turned
 * into plain numbers (as JSON.parse gives them) in a copy of the containers
 * that hold them.
 */
export function anyValue(value: unknown, ctx: Context, depth: number): unknown {
  if (ctx.owned) return ctx.lossless ? settled(value) : value;
  return readPlain(value, ctx, depth);
}

/** Object input at a place whose value is dropped (a stripped property): still read, so that what is not data is refused. */
export function scanValue(value: unknown, ctx: Context, depth: number): void {
  if (!ctx.owned) readPlain(value, ctx, depth);
}

function settled(value: unknown): unknown {
  if (value instanceof LosslessNumber) return value.value;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = settled(value[i]);
      if (item !== value[i]) (out ??= value.slice())[i] = item;
    }
    return out ?? value;
  }
  let out: Record<string, unknown> | undefined;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(value);
  let i = 0;
  for (const key of keys) {
    const item = record[key];
    const next = settled(item);
    if (next !== item) {
      if (out === undefined) {
        out = {};
        for (const before of keys.slice(0, i)) setOwn(out, before, record[before]);
      }
      setOwn(out, key, next);
    } else if (out !== undefined) setOwn(out, key, item);
    i++;
  }
  return out ?? value;
}

/** Stands for "read as plain data" among the results remembered per object. */
const PLAIN = {};

/** Object input at an untyped place: a plain-data copy. */
function readPlain(value: unknown, ctx: Context, depth: number): unknown {
  const kind = kindOf(value, ctx, depth);
  if (kind !== K_ARRAY && kind !== K_OBJECT) return value;
  const source = value as object;
  if (ctx.remembering) {
    const known = ctx.recall(PLAIN, source, depth);
    if (known !== undefined) return known;
  }
  ctx.budget.enter(source, depth);
  let copy: unknown;
  if (kind === K_ARRAY) {
    const items = source as unknown[];
    const length = arrayLength(items, ctx, depth);
    const out = new Array<unknown>(length);
    for (let i = 0; i < length; i++) {
      ctx.path[depth] = i;
      out[i] = readPlain(itemAt(items, i, ctx, depth), ctx, depth + 1);
    }
    copy = out;
  } else {
    const keys = keysOf(source, ctx, depth);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      ctx.path[depth] = key;
      const item = readPlain(readKey(source, key, ctx, depth), ctx, depth + 1);
      // Absent and `undefined` are the same to a JSON-shaped call.
      if (item !== undefined) setOwn(out, key, item);
    }
    copy = out;
  }
  ctx.budget.leave(source, depth);
  if (ctx.remembering) ctx.remember(PLAIN, source, depth, copy);
  return copy;
}

/** Object input: `source[key]`, once; a getter or proxy trap that throws is a refusal at that key. */
export function readKey(source: object, key: string, ctx: Context, depth: number): unknown {
  try {
    return (source as Record<string, unknown>)[key];
  } catch (error) {
    return ctx.refuse(depth, `a value that could not be read (${thrownText(error)})`, key);
  }
}

function thrownText(error: unknown): string {
  try {
    const text = error instanceof Error ? error.message : String(error);
    return text.length > 200 ? text.slice(0, 197) + "..." : text || "no message";
  } catch {
    return "no message";
  }
}
