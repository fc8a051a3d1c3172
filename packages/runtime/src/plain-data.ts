/**
 * Reads already-parsed arguments as plain JSON data, once, into a copy that
 * coercion and defaults may then write to. The caller's object can be
 * anything a program can build, so: only own enumerable string keys of plain
 * objects and arrays are read, each once per place it appears (a getter
 * cannot show the validator one value and the tool another: both see the
 * copy); in a large input a subtree reached twice is read once and copied
 * again (shared subtrees cost what their copies cost, never more); anything else (Map, Date, class instances, cycles, sparse or
 * absurdly long arrays, functions, getters that throw, revoked proxies)
 * stops the reading with one issue naming where and what was found.
 */
import { MAX_DEPTH, MAX_SHARED_VALUES, MAX_VALUES } from "./limits.js";

/** The copy, or why there is none: `path` is the segments from the top (property names, array indexes). */
export type ReadResult = { ok: true; value: Record<string, unknown> } | { ok: false; path: (string | number)[]; problem: string };

class Refusal {
  /** Where it happened, innermost segment first: each level adds its own while the refusal unwinds, so reading keeps no path. */
  readonly inner: (string | number)[] = [];
  /** When a cycle is found at the depth limit: how many segments from the top name where it closes. */
  keep = -1;
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
    if (tag === "Arguments") return "an arguments object";
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

/**
 * Values read before the reader starts remembering what it has read. Below
 * it a subtree reached twice is simply read twice (each place gets its own
 * copy either way), so the common small call allocates no map; beyond it
 * every object is remembered and a shared subtree is read once, so sharing
 * can never multiply the work.
 */
const REMEMBER_AFTER = 4096;

class Reader {
  /** Values read so far. */
  count: number;
  /** Values copied again for shared subtrees so far. */
  cloned = 0;
  /** Containers from the top arguments object to where reading is. */
  private readonly open: object[];
  /**
   * Source object -> its finished copy, so a shared subtree is read once; or
   * `OPEN` while it is being read (meeting it then is a cycle). Made once
   * `REMEMBER_AFTER` values have been read.
   */
  private copies: Map<object, unknown> | undefined;

  constructor(top: object, count: number) {
    this.open = [top];
    this.count = count;
  }

  private object(source: object, depth: number): Record<string, unknown> {
    const keys = Object.keys(source);
    this.spend(keys.length);
    const copy: Record<string, unknown> = {};
    let i = 0;
    try {
      for (; i < keys.length; i++) {
        const key = keys[i];
        const value = this.value((source as Record<string, unknown>)[key], depth);
        // Absent and `undefined` are the same to a JSON-shaped call.
        if (value === undefined) continue;
        // A key named `__proto__` stays an own data property.
        if (key === "__proto__") Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
        else copy[key] = value;
      }
    } catch (error) {
      throw refusalAt(error, keys[i]);
    }
    return copy;
  }

  private array(source: unknown[], depth: number): unknown[] {
    const length = source.length;
    if (length > MAX_VALUES - this.count) throw new Refusal(`an array of ${length} items (at most ${MAX_VALUES} values are read)`);
    this.spend(length);
    const copy = new Array<unknown>(length);
    let i = 0;
    try {
      for (; i < length; i++) {
        const item = source[i];
        if (item === undefined && !(i in source)) throw new Refusal("a hole in a sparse array (send every item, or null)");
        copy[i] = this.value(item, depth);
      }
    } catch (error) {
      throw refusalAt(error, i);
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
    if (depth + 1 > MAX_DEPTH) throw this.tooDeep(source);
    const copies = this.copies;
    if (copies !== undefined) {
      const done = copies.get(source);
      if (done === OPEN) throw new Refusal("a cycle (this object contains itself)");
      if (done !== undefined) return this.clone(done, depth + 1);
      copies.set(source, OPEN);
    }
    let copy: unknown;
    this.open.push(source);
    if (isPlainArray(source)) copy = this.array(source, depth + 1);
    else if (!Array.isArray(source) && isPlainObject(source)) copy = this.object(source, depth + 1);
    else throw new Refusal(describeFound(source));
    this.open.pop();
    // The map may have been made while this object was open (see `spend`).
    if (this.copies !== undefined) this.copies.set(source, copy);
    return copy;
  }

  /**
   * Nesting past the limit: a cycle when an object contains itself (found
   * here when the input is too small to be remembered), named where it first
   * closes; else plain depth.
   */
  private tooDeep(source: object): Refusal {
    const seen = new Set<object>();
    const open = [...this.open, source];
    for (let level = 0; level < open.length; level++) {
      if (seen.has(open[level])) {
        const refusal = new Refusal("a cycle (this object contains itself)");
        refusal.keep = level;
        return refusal;
      }
      seen.add(open[level]);
    }
    return new Refusal(`a value nested more than ${MAX_DEPTH} levels deep`);
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
    if (this.copies === undefined && this.count > REMEMBER_AFTER) {
      // What is being read now is open: meeting it again is a cycle.
      this.copies = new Map();
      for (const source of this.open) this.copies.set(source, OPEN);
    }
  }

  private spendShared(values: number): void {
    this.cloned += values;
    if (this.cloned > MAX_SHARED_VALUES) throw new Refusal(`objects reached more than once whose copies hold more than ${MAX_SHARED_VALUES} values (send each place its own data)`);
  }
}

/** The refusal for what was thrown while reading `segment`, with that segment added to its path. */
function refusalAt(error: unknown, segment: string | number): Refusal {
  const refusal = error instanceof Refusal ? error : new Refusal(`a value that could not be read (${thrownText(error)})`);
  refusal.inner.push(segment);
  return refusal;
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
  let keys: string[] | undefined;
  let i = 0;
  try {
    const own = Object.keys(args);
    if (own.length > MAX_VALUES) throw new Refusal(`more than ${MAX_VALUES} values`);
    keys = own;
    const copy: Record<string, unknown> = {};
    for (; i < own.length; i++) {
      const key = own[i];
      let value = (args as Record<string, unknown>)[key];
      const type = typeof value;
      if ((type === "object" && value !== null) || type === "function" || type === "symbol") {
        reader ??= new Reader(args, own.length);
        value = reader.value(value, 1);
      }
      if (value === undefined) continue;
      // A key named `__proto__` stays an own data property.
      if (key === "__proto__") Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
      else copy[key] = value;
    }
    return { ok: true, value: copy };
  } catch (error) {
    const refusal = keys !== undefined && i < keys.length ? refusalAt(error, keys[i]) : error instanceof Refusal ? error : new Refusal(`a value that could not be read (${thrownText(error)})`);
    const path = refusal.inner.reverse();
    if (refusal.keep >= 0) path.length = Math.min(path.length, refusal.keep);
    return { ok: false, path, problem: refusal.problem };
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
