import type { JsonSchema } from "../../model/index.js";

/**
 * What TypeScript knows of an object type's keys that its JSON Schema does
 * not say, for the operators that read keys (`keyof`, `T[K]`, mapped types,
 * `extends` and `&` beside an index signature):
 * - `absent`: keys whose value may only be absent, an optional method
 *   (`m?(): void`) or an optional property of a function type (members.ts
 *   `isOptionalFunction`). A closed object leaves them out of `properties`;
 *   they are keys all the same (`keyof { m?(): void }` is `"m"`).
 * - `numberNames`: properties named by a numeric literal (`{ 0: string }`,
 *   `Record<0, V>`, a computed key whose constant is a number), which
 *   `keyof` reads as number literals (`0`), where a quoted `"0"` stays a string.
 * Neither is part of any schema toolcall writes, so they are kept beside the
 * object schema; the few places that copy an object schema carry them
 * (`carryKeyFacts`).
 */
export interface KeyFacts {
  readonly absent?: readonly string[];
  readonly numberNames?: readonly string[];
}

const FACTS = new WeakMap<JsonSchema, KeyFacts>();
const NONE: KeyFacts = Object.freeze({});

export function keyFacts(schema: JsonSchema): KeyFacts {
  return FACTS.get(schema) ?? NONE;
}

/** Notes the facts of a new object schema (nothing when there are none); returns the schema. */
export function withKeyFacts<S extends JsonSchema>(schema: S, facts: KeyFacts): S {
  const absent = facts.absent?.length ? facts.absent : undefined;
  const numberNames = facts.numberNames?.length ? facts.numberNames : undefined;
  if (absent || numberNames) FACTS.set(schema, { ...(absent && { absent }), ...(numberNames && { numberNames }) });
  return schema;
}

/** A copy of an object schema (`{ description, ...rest }`) keeps the facts of the original. */
export function carryKeyFacts<S extends JsonSchema>(from: JsonSchema, to: S): S {
  const facts = FACTS.get(from);
  if (facts && from !== to) FACTS.set(to, facts);
  return to;
}

/** Whether `name` is a key of the object that may only be absent. */
export function isAbsentKey(schema: JsonSchema, name: string): boolean {
  return keyFacts(schema).absent?.includes(name) ?? false;
}
