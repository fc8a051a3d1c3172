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

/**
 * Values a walk over data toolcall did not parse (object input, a tool's
 * result) reads before it starts remembering the objects it has seen:
 * below it an object reached twice is simply walked twice, so the common
 * small call allocates no map; beyond it sharing is found and counted
 * against `MAX_SHARED_VALUES`, and a cycle is found where it closes.
 */
export const REMEMBER_AFTER = 4096;

/** Issues listed in one error; the rest are counted ("and 12 more"). */
export const MAX_ISSUES = 20;

/** Longest error message, in characters (each issue's path and message are cut shorter still). */
export const MAX_MESSAGE = 12_000;

/** Longest name compared for "did you mean" (a tool or property name the build accepts is shorter). */
export const MAX_NAME = 64;

/**
 * Largest rich result part (an image, audio, an embedded resource's bytes or
 * text), in bytes, and the most bytes all parts of one result may hold: a
 * provider takes a few MB per request, and a part is held whole in memory.
 */
export const MAX_RICH_BYTES = 20_000_000;

/** Most items in a result that holds rich parts (each becomes a content block). */
export const MAX_RICH_ITEMS = 1_000;
