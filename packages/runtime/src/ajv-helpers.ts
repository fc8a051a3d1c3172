/**
 * The run-time helpers ajv's standalone validators would otherwise `require`
 * from ajv (`ajv/dist/runtime/*`). The build rewrites those requires to these
 * exports, so the bundle holds no ajv and no CommonJS.
 */
import type { ValidatorError } from "./issues.js";

/** String length in code points, as JSON Schema counts it (ajv's `ucs2length`). */
export function ucs2length(str: string): number {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      const next = str.charCodeAt(pos);
      if ((next & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/** Structural equality of JSON values (ajv's `equal`, for `enum`, `const`, `uniqueItems`). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === "object" && typeof b === "object") {
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
      return true;
    }
    if (Array.isArray(b)) return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    for (const k of ka) {
      if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
      if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
    }
    return true;
  }
  return a !== a && b !== b;
}

/**
 * Appends a called validator's errors to the caller's, in place. ajv's own
 * code copies the caller's array with `concat` on every failing `$ref` call,
 * which is quadratic in the errors of a recursive type; the build rewrites
 * those copies to this.
 */
export function appendErrors<T>(errors: T[], more: readonly T[]): T[] {
  for (let i = 0; i < more.length; i++) errors.push(more[i]);
  return errors;
}

/**
 * Records one error of a generated validator: the build rewrites each of
 * ajv's error sites (an object literal with its four keys, then a push) to a
 * call of this, which keeps every validator a third smaller. Returns the
 * list, created on the first error.
 */
export function pushError(
  errors: ValidatorError[] | null,
  instancePath: string,
  schemaPath: string,
  keyword: string,
  params: Record<string, unknown>,
  propertyName?: string,
): ValidatorError[] {
  const error: ValidatorError = { instancePath, schemaPath, keyword, params };
  if (propertyName !== undefined) error.propertyName = propertyName;
  if (errors === null) return [error];
  errors.push(error);
  return errors;
}
