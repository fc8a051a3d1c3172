/**
 * The first few characters of a value's JSON text, for error messages. It
 * stops writing as soon as it has enough, so a value of any size (or shape:
 * a cycle, a getter that throws) costs a bounded amount of work.
 *
 * A property is read through its descriptor: a getter never runs for a
 * preview (it shows as `[getter]`), so a getter of object input runs only
 * when the check reads it, once per place.
 *
 * While a check runs (`startPreviews` .. `endPreviews`), each container's
 * text is remembered: an object the input reaches from many places, or
 * that every enclosing value's preview passes through, has its keys listed
 * once per call, not once per issue that shows it.
 */
import { LosslessNumber } from "./json-lossless.js";

class Enough {}
const ENOUGH = new Enough();

/** A read threw: the text written before it. */
class Broken {
  constructor(readonly partial: string) {}
}

/** A container's text: all of it, or (`cut`) its first characters, at least as many as were asked for. */
interface Known {
  text: string;
  cut: boolean;
}

let remembered: WeakMap<object, Known> | undefined;
let remembering = false;

/** A check begins: container texts are remembered until `endPreviews` (the input may change between calls). */
export function startPreviews(): void {
  remembering = true;
}

export function endPreviews(): void {
  remembering = false;
  remembered = undefined;
}

/** JSON-like text of `value`, cut to at most `max` characters with "..." when longer. Never throws. */
export function previewJson(value: unknown, max: number): string {
  try {
    const { text, cut } = isContainer(value) ? containerText(value, max + 1, max) : textOf(value, max + 1, max);
    return cut ? text.slice(0, max - 3) + "..." : text;
  } catch (stop) {
    const out = stop instanceof Broken ? stop.partial : "";
    return out ? out.slice(0, max - 3) + "..." : "[a value that cannot be read]";
  }
}

/** The text of `v`, stopped once it has `room` characters (then `cut`). Throws `Broken` when a read throws. */
function textOf(v: unknown, room: number, max: number): Known {
  let out = "";
  // `v` itself is written here; a container inside it goes through `containerText`.
  let top = true;
  const put = (text: string) => {
    out += text;
    if (out.length >= room) throw ENOUGH;
  };
  // Strings are cut before they are quoted, so a megabyte string costs no more than a short one.
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
    if (v === GETTER) return put("[getter]");
    if (v instanceof LosslessNumber) return put(v.text.slice(0, max + 1));
    if (v instanceof Date) return put(Number.isNaN(v.getTime()) ? "null" : JSON.stringify(v.toISOString()));
    if (!top) return put(containerText(v as object, room - out.length, max).text);
    top = false;
    if (Array.isArray(v)) {
      put("[");
      for (let i = 0; i < v.length; i++) {
        if (i) put(",");
        write(shown(v, i));
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
      write(shown(v as object, key));
    }
    put("}");
  };
  try {
    write(v);
    return { text: out, cut: false };
  } catch (stop) {
    if (stop === ENOUGH) return { text: out, cut: true };
    throw new Broken(out + (stop instanceof Broken ? stop.partial : ""));
  }
}

/** A container inside the value being written: its own text (at least `room` characters of it), remembered while a check runs. */
function containerText(v: object, room: number, max: number): Known {
  const known = remembered?.get(v);
  if (known !== undefined && (!known.cut || known.text.length >= room)) return known;
  const made = textOf(v, room, max);
  if (remembering) (remembered ??= new WeakMap()).set(v, made);
  return made;
}

/** Stands for a property whose value a getter would give. */
const GETTER = {};

/** The value of own property `key` as stored (undefined when absent), or `GETTER`. */
function shown(v: object, key: string | number): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(v, key);
  return descriptor === undefined ? undefined : "value" in descriptor ? descriptor.value : GETTER;
}

function isContainer(v: unknown): v is object {
  return v !== null && typeof v === "object" && !(v instanceof LosslessNumber) && !(v instanceof Date);
}
