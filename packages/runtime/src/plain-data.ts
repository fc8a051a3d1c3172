/**
 * Reads already-parsed arguments as plain JSON data, once, into a copy that
 * coercion and defaults may then write to. The caller's object can be
 * anything a program can build, so: only own enumerable string keys of plain
 * objects and arrays are read, each exactly once (a getter cannot show the
 * validator one value and the tool another); a subtree reached twice is read
 * once and copied again (shared subtrees cost what their copies cost, never
 * more); anything else (Map, Date, class instances, cycles, sparse or
 * absurdly long arrays, functions, getters that throw, revoked proxies)
 * stops the reading with one issue naming where and what was found.
 */
import { MAX_DEPTH, MAX_SHARED_VALUES, MAX_VALUES } from "./limits.js";

/** The copy, or why there is none: `path` is the segments from the top (property names, array indexes). */
export type ReadResult = { ok: true; value: Record<string, unknown> } | { ok: false; path: (string | number)[]; problem: string };

class Refusal {
  constructor(readonly problem: string) {}
}

/** True for `{}`, `Object.create(null)` and `[]` made by this realm: what JSON.parse makes. */
export function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isPlainArray(value: object): value is unknown[] {
  return Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype;
}

/** What a non-plain value is, in words ("a Map", "an instance of Order", "a function"). */
export function describeFound(value: unknown): string {
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  try {
    if (isThenable(value)) return "a Promise (await the arguments first)";
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    if (tag !== "Object") return `${/^[AEIOU]/.test(tag) ? "an" : "a"} ${tag}${["Number", "String", "Boolean", "BigInt", "Symbol"].includes(tag) ? " object" : ""}`;
    const proto = Object.getPrototypeOf(value);
    const name = proto && Object.prototype.hasOwnProperty.call(proto, "constructor") ? (proto.constructor as { name?: unknown }).name : undefined;
    return typeof name === "string" && name ? `an instance of ${name.slice(0, 64)}` : "an object with a prototype other than Object's";
  } catch {
    return "an object that cannot be inspected (a revoked Proxy?)";
  }
}

function isThenable(value: unknown): boolean {
  return value !== null && typeof value === "object" && typeof (value as { then?: unknown }).then === "function";
}

const OPEN = Symbol("being read");

class Reader {
  /** Values read so far. */
  count: number;
  /** Values copied again for shared subtrees so far. */
  cloned = 0;
  /** Segments from the top to where reading is; on a refusal, where it happened. */
  readonly path: (string | number)[] = [];
  /**
   * Source object -> its finished copy, so a shared subtree is read once; or
   * `OPEN` while it is being read (meeting it then is a cycle). Made on the
   * first nested object.
   */
  private copies: Map<object, unknown> | undefined;

  constructor(count: number) {
    this.count = count;
  }

  private object(source: object, depth: number): Record<string, unknown> {
    const keys = Object.keys(source);
    this.spend(keys.length);
    const copy: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      this.path.push(key);
      const value = this.value((source as Record<string, unknown>)[key], depth);
      this.path.pop();
      // Absent and `undefined` are the same to a JSON-shaped call.
      if (value === undefined) continue;
      // A key named `__proto__` stays an own data property.
      if (key === "__proto__") Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
      else copy[key] = value;
    }
    return copy;
  }

  private array(source: unknown[], depth: number): unknown[] {
    const length = source.length;
    if (length > MAX_VALUES - this.count) throw new Refusal(`an array of ${length} items (at most ${MAX_VALUES} values are read)`);
    this.spend(length);
    const copy = new Array<unknown>(length);
    for (let i = 0; i < length; i++) {
      this.path.push(i);
      const item = source[i];
      if (item === undefined && !(i in source)) throw new Refusal("a hole in a sparse array (send every item, or null)");
      copy[i] = this.value(item, depth);
      this.path.pop();
    }
    return copy;
  }

  /** A value at `depth` containers below the top (the top object is at depth 1). */
  value(value: unknown, depth: number): unknown {
    if (value === null) return null;
    switch (typeof value) {
      case "string":
      case "number":
      case "boolean":
      case "bigint":
      case "undefined":
        return value;
      case "object":
        break;
      default:
        throw new Refusal(describeFound(value));
    }
    const source = value as object;
    if (depth + 1 > MAX_DEPTH) throw new Refusal(`a value nested more than ${MAX_DEPTH} levels deep`);
    const copies = (this.copies ??= new Map());
    const done = copies.get(source);
    if (done === OPEN) throw new Refusal("a cycle (this object contains itself)");
    if (done !== undefined) return this.clone(done, depth + 1);
    let copy: unknown;
    copies.set(source, OPEN);
    if (isPlainArray(source)) copy = this.array(source, depth + 1);
    else if (!Array.isArray(source) && isPlainObject(source)) copy = this.object(source, depth + 1);
    else throw new Refusal(describeFound(source));
    copies.set(source, copy);
    return copy;
  }

  /** A fresh copy of an earlier copy, for a subtree the input reaches again; counted like reading it. */
  private clone(copy: unknown, depth: number): unknown {
    if (copy === null || typeof copy !== "object") return copy;
    if (depth > MAX_DEPTH) throw new Refusal(`a value nested more than ${MAX_DEPTH} levels deep`);
    if (Array.isArray(copy)) {
      this.spendShared(copy.length);
      return copy.map((item) => this.clone(item, depth + 1));
    }
    const keys = Object.keys(copy);
    this.spendShared(keys.length);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const value = this.clone((copy as Record<string, unknown>)[key], depth + 1);
      if (key === "__proto__") Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
      else out[key] = value;
    }
    return out;
  }

  private spend(values: number): void {
    this.count += values;
    if (this.count > MAX_VALUES) throw new Refusal(`more than ${MAX_VALUES} values`);
  }

  private spendShared(values: number): void {
    this.cloned += values;
    if (this.cloned > MAX_SHARED_VALUES) throw new Refusal(`objects reached more than once whose copies hold more than ${MAX_SHARED_VALUES} values (send each place its own data)`);
  }
}

/**
 * The plain-data copy of an argument object (the caller checked that the top
 * level is a plain object). Never throws: a getter or proxy trap that throws
 * is a refusal like any other.
 */
export function readArguments(args: object): ReadResult {
  // The common case in one loop: a flat object of JSON scalars. The first
  // value that is not a scalar goes to the reader, as read (never again).
  let reader: Reader | undefined;
  let key: string | undefined;
  try {
    const keys = Object.keys(args);
    if (keys.length > MAX_VALUES) throw new Refusal(`more than ${MAX_VALUES} values`);
    const copy: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      key = keys[i];
      let value = (args as Record<string, unknown>)[key];
      const type = typeof value;
      if ((type === "object" && value !== null) || type === "function" || type === "symbol") {
        reader ??= new Reader(keys.length);
        reader.path.push(key);
        value = reader.value(value, 1);
        reader.path.pop();
      }
      if (value === undefined) continue;
      // A key named `__proto__` stays an own data property.
      if (key === "__proto__") Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
      else copy[key] = value;
    }
    return { ok: true, value: copy };
  } catch (error) {
    const problem = error instanceof Refusal ? error.problem : `a value that could not be read (${thrownText(error)})`;
    return { ok: false, path: reader?.path.length ? reader.path : key === undefined ? [] : [key], problem };
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

/**
 * `input[name]` when `input` has it as an own property, else `undefined`: a
 * call adapter's read of a parameter named like a property of
 * `Object.prototype` (`constructor`, `toString`) must not find that instead.
 */
export function ownValue(input: Record<string, unknown>, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(input, name) ? input[name] : undefined;
}
