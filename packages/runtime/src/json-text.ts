/**
 * JSON text for any result value: a `bigint` keeps every digit (as a JSON
 * number), a `Date` becomes its ISO text, a `Map` an object, a `Set` an
 * array. What a provider helper sends back to the model. The work is
 * bounded (docs/limits.md): a value nested too deep, holding too many
 * values, sharing its objects too often or containing itself is not written
 * (see result-budget.ts).
 */
import { LosslessNumber } from "./json-lossless.js";
import { ResultBudget, Unsendable, unsendableReason } from "./result-budget.js";

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
    const out: string[] = [];
    return write(value, new ResultBudget(), indent ? " ".repeat(indent) : "", "", 0, out) ? out.join("") : "null";
  } catch (error) {
    return new Unsendable(unsendableReason(error));
  }
}

/**
 * Appends the text of `value` to `out`; false when it has none (`undefined`,
 * a function). One list of pieces for the whole value, joined once: joining
 * each container's pieces into its own string copied every value's text
 * once per enclosing level (a result 17 levels deep was copied 17 times).
 */
function write(value: unknown, budget: ResultBudget, indent: string, prefix: string, depth: number, out: string[]): boolean {
  budget.value();
  switch (typeof value) {
    case "string":
      out.push(JSON.stringify(value));
      return true;
    case "number":
      out.push(Number.isFinite(value) ? String(value) : "null");
      return true;
    case "boolean":
      out.push(value ? "true" : "false");
      return true;
    case "bigint":
      out.push(value.toString());
      return true;
    case "undefined":
    case "function":
    case "symbol":
      return false;
  }
  if (value === null) return out.push("null"), true;
  const obj = value as object;
  if (obj instanceof LosslessNumber) return out.push(obj.text), true;
  if (obj instanceof Date) return out.push(Number.isNaN(obj.getTime()) ? "null" : JSON.stringify(obj.toISOString())), true;
  const copyStarted = budget.enterObject(obj, depth);
  const inner = prefix + indent;
  const open = indent ? "\n" + inner : "";
  const close = indent ? "\n" + prefix : "";
  const comma = indent ? ",\n" + inner : ",";
  const colon = indent ? ": " : ":";
  let written = true;
  if (typeof (obj as { toJSON?: unknown }).toJSON === "function") {
    written = write((obj as { toJSON(): unknown }).toJSON(), budget, indent, prefix, depth + 1, out);
  } else if (Array.isArray(obj) || obj instanceof Set) {
    const list: unknown[] = Array.isArray(obj) ? obj : (budget.items(obj.size), [...obj]);
    budget.items(list.length);
    if (list.length === 0) out.push("[]");
    else {
      for (let i = 0; i < list.length; i++) {
        out.push(i === 0 ? "[" + open : comma);
        if (!write(list[i], budget, indent, inner, depth + 1, out)) out.push("null");
      }
      out.push(close + "]");
    }
  } else {
    if (obj instanceof Map) budget.items(obj.size);
    else if (ArrayBuffer.isView(obj)) budget.items((obj as { length?: number }).length ?? obj.byteLength);
    const entries: Iterable<[unknown, unknown]> = obj instanceof Map ? obj : Object.entries(obj);
    let first = true;
    for (const [k, v] of entries) {
      // The key goes in first; a value with no text takes it out again.
      const mark = out.length;
      out.push((first ? "{" + open : comma) + JSON.stringify(String(k)) + colon);
      if (write(v, budget, indent, inner, depth + 1, out)) first = false;
      else out.length = mark;
    }
    out.push(first ? "{}" : close + "}");
  }
  budget.leaveObject(obj, depth, copyStarted);
  return written;
}
