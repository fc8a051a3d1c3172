/**
 * JSON text for any result value, never throwing: a `bigint` keeps every
 * digit (as a JSON number), a `Date` becomes its ISO text, a `Map` an object,
 * a `Set` an array, a cycle `"[Circular]"`. What a provider helper sends back
 * to the model.
 */
import { LosslessNumber } from "./json-lossless.js";

/** Serialises `value` as JSON text (`undefined` at the top becomes `null`). Never throws. */
export function toJsonText(value: unknown, indent?: number): string {
  try {
    return write(value, new Set(), indent ? " ".repeat(indent) : "", "") ?? "null";
  } catch {
    // A getter or toJSON that throws: say so rather than fail the caller.
    return JSON.stringify("[unserializable value]");
  }
}

function write(value: unknown, seen: Set<object>, indent: string, prefix: string): string | undefined {
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
  if (seen.has(obj)) return JSON.stringify("[Circular]");
  seen.add(obj);
  try {
    const inner = prefix + indent;
    const open = indent ? "\n" + inner : "";
    const close = indent ? "\n" + prefix : "";
    const comma = indent ? ",\n" + inner : ",";
    const colon = indent ? ": " : ":";
    if (typeof (obj as { toJSON?: unknown }).toJSON === "function") {
      return write((obj as { toJSON(): unknown }).toJSON(), seen, indent, prefix);
    }
    if (Array.isArray(obj) || obj instanceof Set) {
      const items = Array.from(obj as Iterable<unknown>, (item) => write(item, seen, indent, inner) ?? "null");
      return items.length ? "[" + open + items.join(comma) + close + "]" : "[]";
    }
    const entries: [string, unknown][] =
      obj instanceof Map ? Array.from(obj, ([k, v]) => [String(k), v]) : Object.entries(obj);
    const parts: string[] = [];
    for (const [k, v] of entries) {
      const text = write(v, seen, indent, inner);
      if (text !== undefined) parts.push(JSON.stringify(k) + colon + text);
    }
    return parts.length ? "{" + open + parts.join(comma) + close + "}" : "{}";
  } finally {
    seen.delete(obj);
  }
}
