/**
 * The first few characters of a value's JSON text, for error messages. It
 * stops writing as soon as it has enough, so a value of any size (or shape:
 * a cycle, a getter that throws) costs a bounded amount of work.
 */
import { LosslessNumber } from "./json-lossless.js";

class Enough {}
const ENOUGH = new Enough();

/** JSON-like text of `value`, cut to at most `max` characters with "..." when longer. Never throws. */
export function previewJson(value: unknown, max: number): string {
  let out = "";
  // Strings are cut before they are quoted, so a megabyte string costs no more than a short one.
  const put = (text: string) => {
    out += text;
    if (out.length > max) throw ENOUGH;
  };
  const write = (v: unknown) => {
    switch (typeof v) {
      case "string":
        return put(JSON.stringify(v.length > max ? v.slice(0, max) : v) + (v.length > max ? "..." : ""));
      case "number":
        return put(Number.isFinite(v) ? String(v) : "null");
      case "bigint":
        return put(v.toString().slice(0, max + 1));
      case "boolean":
        return put(v ? "true" : "false");
      case "undefined":
        return put("undefined");
      case "function":
      case "symbol":
        return put(`[${typeof v}]`);
    }
    if (v === null) return put("null");
    if (v instanceof LosslessNumber) return put(v.text.slice(0, max + 1));
    if (v instanceof Date) return put(Number.isNaN(v.getTime()) ? "null" : JSON.stringify(v.toISOString()));
    if (Array.isArray(v)) {
      put("[");
      for (let i = 0; i < v.length; i++) {
        if (i) put(",");
        write(v[i]);
      }
      return put("]");
    }
    put("{");
    let first = true;
    for (const key of Object.keys(v as object)) {
      if (!first) put(",");
      first = false;
      write(key);
      put(":");
      write((v as Record<string, unknown>)[key]);
    }
    put("}");
  };
  try {
    write(value);
    return out;
  } catch (stop) {
    if (stop !== ENOUGH) return out ? out.slice(0, max - 3) + "..." : "[a value that cannot be read]";
    return out.slice(0, max - 3) + "...";
  }
}
