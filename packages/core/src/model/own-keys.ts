/**
 * Property names come from user types (`{ __proto__: string }` is an object
 * with that key to TypeScript, and JSON.parse makes it an own key). On a
 * plain object, `o[key] = v` and `Object.assign` with the key `__proto__`
 * replace the prototype instead, and the property is silently gone; these
 * write every key as an own data property, as a JSON object has them.
 */
import { ownValue, setOwn } from "@toolcall/runtime";

// The runtime's helpers: what the build writes and what the checker and the views copy follow one rule.
export { ownValue, setOwn };

/** `Object.assign(target, ...sources)` for records keyed by property names. */
export function assignOwn<T>(target: Record<string, T>, ...sources: (Record<string, T> | undefined)[]): Record<string, T> {
  for (const source of sources) if (source) for (const key of Object.keys(source)) setOwn(target, key, source[key]);
  return target;
}

