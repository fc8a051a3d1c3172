/**
 * JSON text for any result value: a `bigint` keeps every digit (as a JSON
 * number), a `Date` becomes its ISO text, a `Map` an object, a `Set` an
 * array. What a provider helper sends back to the model. The work is
 * bounded (docs/limits.md): a value nested too deep, holding too many
 * values, sharing its objects too often or containing itself is not written
 * (see result-budget.ts).
 */
import { LosslessNumber } from "./json-lossless.js";
import { ResultBudget, type Unsendable, Unsendable as UnsendableValue, unsendableReason } from "./result-budget.js";

/**
 * Serialises `value` as JSON text (`undefined` at the top becomes `null`).
 * Never throws: a value that cannot be written gives the JSON string
 * `"[unserializable value: why]"`.
 */
export function toJsonText(value: unknown, indent?: number): string {
  const text = jsonTextOf(value, indent);
  return typeof text === "string" ? text : JSON.stringify(`[unserializable value: ${text.reason}]`);
}

/** `toJsonText`, or why the value cannot be written, for the helpers that answer with an error instead. Never throws. */
export function jsonTextOf(value: unknown, indent?: number): string | Unsendable {
  try {
    return write(value, new ResultBudget(), indent ? " ".repeat(indent) : "", "", 0) ?? "null";
  } catch (error) {
    return new UnsendableValue(unsendableReason(error));
  }
}

function write(value: unknown, budget: ResultBudget, indent: string, prefix: string, depth: number): string | undefined {
  budget.value();
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return value.toString();
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
  }
  if (value === null) return "null";
  const obj = value as object;
  if (obj instanceof LosslessNumber) return obj.text;
  if (obj instanceof Date) return Number.isNaN(obj.getTime()) ? "null" : JSON.stringify(obj.toISOString());
  const reachedBefore = budget.enter(obj, depth + 1);
  const inner = prefix + indent;
  const open = indent ? "\n" + inner : "";
  const close = indent ? "\n" + prefix : "";
  const comma = indent ? ",\n" + inner : ",";
  const colon = indent ? ": " : ":";
  let text: string | undefined;
  if (typeof (obj as { toJSON?: unknown }).toJSON === "function") {
    text = write((obj as { toJSON(): unknown }).toJSON(), budget, indent, prefix, depth + 1);
  } else if (Array.isArray(obj) || obj instanceof Set) {
    const list: unknown[] = Array.isArray(obj) ? obj : (budget.items(obj.size), [...obj]);
    budget.items(list.length);
    const items: string[] = new Array(list.length);
    for (let i = 0; i < list.length; i++) items[i] = write(list[i], budget, indent, inner, depth + 1) ?? "null";
    text = items.length ? "[" + open + items.join(comma) + close + "]" : "[]";
  } else {
    if (obj instanceof Map) budget.items(obj.size);
    else if (ArrayBuffer.isView(obj)) budget.items((obj as { length?: number }).length ?? obj.byteLength);
    const entries: Iterable<[unknown, unknown]> = obj instanceof Map ? obj : Object.entries(obj);
    const parts: string[] = [];
    for (const [k, v] of entries) {
      const item = write(v, budget, indent, inner, depth + 1);
      if (item !== undefined) parts.push(JSON.stringify(String(k)) + colon + item);
    }
    text = parts.length ? "{" + open + parts.join(comma) + close + "}" : "{}";
  }
  budget.leave(obj, reachedBefore);
  return text;
}
