/**
 * Freezes a value and everything reachable from it. `tools` hands out the
 * very schema objects the provider views are copied from, so a caller that
 * could change one would change what every later view returns.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
