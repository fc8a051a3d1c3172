/**
 * The fixed limits that keep `dispatch` linear in its input whatever a model
 * sends (docs/limits.md). One place, so docs/limits.md, the parser, the object
 * reader and the error reports agree.
 */

/** Deepest nesting of arrays and objects accepted, in JSON text and in object input alike. */
export const MAX_DEPTH = 256;

/** Most values (properties and array items) read from object input. */
export const MAX_VALUES = 1_000_000;

/**
 * Most values copied again because object input reaches a subtree it has
 * already read (a shared subtree gets a copy per place, so that coercion in
 * one place never shows in another): sharing may not multiply the work.
 */
export const MAX_SHARED_VALUES = 100_000;

/** Issues listed in one error; the rest are counted ("and 12 more"). */
export const MAX_ISSUES = 20;

/** Longest error message, in characters (each issue's path and message are cut shorter still). */
export const MAX_MESSAGE = 12_000;

/** Longest name compared for "did you mean" (a tool or property name the build accepts is shorter). */
export const MAX_NAME = 64;
