/**
 * What plain JSON data is, for the checks that read a caller's object
 * (`check/plain.ts` reads object input; docs/limits.md): whether a top
 * level is a plain object, what a value that is not data is in words, and a
 * parameter read that never finds `Object.prototype`'s properties.
 */
/** True for `{}` and `Object.create(null)`: the objects JSON.parse makes. */
export function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
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

/**
 * `input[name]` when `input` has it as an own property, else `undefined`: a
 * call adapter's read of a parameter named like a property of
 * `Object.prototype` (`constructor`, `toString`) must not find that instead.
 */
export function ownValue<T>(input: Record<string, T>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(input, name) ? input[name] : undefined;
}

/**
 * `out[key] = value`, except that a key named `__proto__` (model data and
 * user property names may have one) stays an own property instead of
 * replacing the prototype.
 */
export function setOwn<T>(out: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  else out[key] = value;
}
