/**
 * Tool results as plain JSON data, for the APIs that take objects (Gemini
 * `response`, MCP `structuredContent`, AI SDK results). A tool may return
 * anything; this never throws: `Date` becomes its ISO text, `Map`/`Set`/typed
 * arrays their JSON counterparts. The work is bounded like `toJsonText`'s
 * (result-budget.ts): a value too deep, too large, too shared or containing
 * itself is not copied. The JSON *text* of a result comes from the
 * runtime's `toJsonText` (json-text.ts).
 */
import { setOwn } from "../plain-data.js";
import { ResultBudget, Unsendable, unsendableReason } from "../result-budget.js";

/**
 * How a `bigint` is kept: "string-if-unsafe" (a number when safe, else a
 * decimal string with every digit), "number" (always a number, matching an
 * `{"type":"integer"}` schema; the exact digits travel in the text copy),
 * "keep" (left a bigint, for `toJsonText` to write exactly).
 */
export type BigintMode = "string-if-unsafe" | "number" | "keep";

/** Plain JSON data; `undefined` means "leave out". */
function normalize(value: unknown, mode: BigintMode, budget: ResultBudget, depth: number): unknown {
  budget.value();
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      return Number.isFinite(value) ? value : null;
    case "bigint":
      if (mode === "keep") return value;
      if (mode === "number") return Number(value);
      // A safe integer stays a number; beyond 2^53 a string keeps every digit.
      return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
  }
  if (value === null) return null;
  const object = value as object;
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? null : object.toISOString();
  const copyStarted = budget.enterObject(object, depth);
  const plain = normalizeObject(object, mode, budget, depth + 1);
  budget.leaveObject(object, depth, copyStarted);
  return plain;
}

function normalizeObject(object: object, mode: BigintMode, budget: ResultBudget, depth: number): unknown {
  const item = (v: unknown) => {
    const n = normalize(v, mode, budget, depth);
    return n === undefined ? null : n;
  };
  if (Array.isArray(object)) {
    budget.items(object.length);
    return object.map(item);
  }
  if (object instanceof Set) {
    budget.items(object.size);
    return Array.from(object, item);
  }
  if (ArrayBuffer.isView(object)) {
    const length = (object as { length?: number }).length;
    if (length === undefined) return [];
    budget.items(length);
    return Array.from(object as unknown as ArrayLike<unknown>, item);
  }
  if (object instanceof Map) {
    budget.items(object.size);
    const keysArePlain = [...object.keys()].every((k) => typeof k === "string" || typeof k === "number");
    if (!keysArePlain) return Array.from(object, ([k, v]) => [item(k), item(v)]);
    return plainObject(object.entries(), mode, budget, depth);
  }
  if (object instanceof Error) return { name: object.name, message: object.message };
  const toJSON = (object as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === "function") return normalize(toJSON.call(object), mode, budget, depth);
  return plainObject(Object.entries(object), mode, budget, depth);
}

function plainObject(entries: Iterable<[unknown, unknown]>, mode: BigintMode, budget: ResultBudget, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of entries) {
    const n = normalize(v, mode, budget, depth);
    if (n !== undefined) setOwn(out, String(key), n);
  }
  return out;
}

/**
 * Any value as plain JSON data (for APIs that take objects: Gemini
 * `response`, MCP `structuredContent`, AI SDK results); never throws. By
 * default a safe `bigint` becomes a number and a larger one a decimal string
 * (every digit kept); `bigints: "number"` always gives a number. A value
 * that cannot be copied gives the string `"[unserializable value: why]"`.
 */
export function toJsonValue(value: unknown, bigints: BigintMode = "string-if-unsafe"): unknown {
  const plain = jsonValueOf(value, bigints);
  return plain instanceof Unsendable ? `[unserializable value: ${plain.reason}]` : plain;
}

/** `toJsonValue`, or why the value cannot be copied, for the helpers that answer with an error instead. Never throws. */
export function jsonValueOf(value: unknown, bigints: BigintMode = "string-if-unsafe"): unknown {
  try {
    const plain = normalize(value, bigints, new ResultBudget(), 0);
    return plain === undefined ? null : plain;
  } catch (error) {
    return new Unsendable(unsendableReason(error));
  }
}

/** A deep copy of emitted JSON data, so callers may mutate what a view returns. */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) setOwn(out, k, cloneJson(v));
    return out as T;
  }
  return value;
}
