/**
 * Property names come from user types (`{ __proto__: string }` is an object
 * with that key to TypeScript, and JSON.parse makes it an own key). On a
 * plain object, `o[key] = v` and `Object.assign` with the key `__proto__`
 * replace the prototype instead, and the property is silently gone; these
 * write every key as an own data property, as a JSON object has them.
 */

/** `target[key] = value`, an own property whatever the key. */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/** `Object.assign(target, ...sources)` for records keyed by property names. */
export function assignOwn<T>(target: Record<string, T>, ...sources: (Record<string, T> | undefined)[]): Record<string, T> {
  for (const source of sources) if (source) for (const key of Object.keys(source)) setOwn(target, key, source[key]);
  return target;
}

/** `record[key]` when it is the record's own (`"__proto__" in {}` and `{}.toString` are not properties of a type). */
export function ownValue<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
