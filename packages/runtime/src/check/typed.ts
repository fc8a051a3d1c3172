/**
 * The part of a node that depends on the value's JSON type: the `type` (or
 * `coerce`) gate, then the keywords of that type (string, object, array).
 * JSON Schema applies a type's keywords only to values of that type, so a
 * node without `type` checks each kind of value by its own keywords.
 */
import { coerceBigint, coerceDate, coerceInt, coerceNumber, type CoerceSpec, expectedText, refusalReason } from "../coerce.js";
import { type Check, FAIL } from "./context.js";
import type { Env } from "./compile.js";
import { expected, typeWords } from "./messages.js";
import { arrayCheck, hasArrayKeywords } from "./array.js";
import { hasObjectKeywords, objectCheck } from "./object.js";
import { hasStringKeywords, stringCheck } from "./string.js";
import { hasNumberKeywords, numberCheck } from "./number.js";
import { anyValue, isPlainRecord, K_ARRAY, K_BIGINT, K_NUMBER, K_OBJECT, K_STRING, KIND_NAMES, kindOf } from "./plain.js";
import { LosslessNumber } from "../json-lossless.js";
import type { CheckSchema, CoerceForm } from "./schema.js";

type Part = (value: unknown, ctx: Parameters<Check>[1], depth: number) => unknown;

const COERCE = { number: coerceNumber, int: coerceInt, bigint: coerceBigint, date: coerceDate } as const;

/** The coercion spec with bigint bounds as bigints (the schema holds them as decimal strings). */
function coerceSpec(form: CoerceForm): CoerceSpec {
  if (form.kind !== "bigint") return form as CoerceSpec;
  const spec: Record<string, unknown> = { ...form };
  for (const b of ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] as const) {
    if (form[b] !== undefined) spec[b] = BigInt(form[b]!);
  }
  return spec as CoerceSpec;
}

/** Whether a value of `kind` goes to the coercion (else it must be one of the node's other types). */
function coerces(form: CoerceForm, kind: number): boolean {
  if (kind === K_NUMBER) return form.kind !== "date";
  if (kind === K_BIGINT) return true;
  if (kind === K_STRING) return form.kind === "date" || form.wire === "string";
  return false;
}

/** The node's type-dependent check, or undefined when it has none (no `type`, `coerce` or type keywords). */
export function typedCheck(node: CheckSchema, env: Env): Check | undefined {
  const string = hasStringKeywords(node) ? stringCheck(node) : undefined;
  const object = hasObjectKeywords(node) ? objectCheck(node, env) : undefined;
  const array = hasArrayKeywords(node) ? arrayCheck(node, env) : undefined;
  const number = hasNumberKeywords(node) ? numberCheck(node) : undefined;
  const form = node.coerce;
  const types = node.type === undefined ? undefined : Array.isArray(node.type) ? node.type : [node.type];
  if (!form && !types && !string && !object && !array && !number) return undefined;

  // Which kinds pass the gate (all when the node names no type).
  const allowed = new Array<boolean>(8).fill(types === undefined && form === undefined);
  for (const t of types ?? []) {
    const kind = (KIND_NAMES as readonly string[]).indexOf(t === "integer" ? "number" : t);
    if (kind >= 0) allowed[kind] = true;
  }
  for (const t of form?.also ?? []) allowed[(KIND_NAMES as readonly string[]).indexOf(t)] = true;
  const spec = form ? coerceSpec(form) : undefined;
  const convert = form ? COERCE[form.kind] : undefined;
  const words = typeWords(types ?? []);

  const generic: Check = (value, ctx, depth) => {
    ctx.visits++;
    const kind = kindOf(value, ctx, depth);
    if (spec !== undefined && coerces(form!, kind)) {
      const out = convert!(value, spec as never);
      if (out !== undefined) return out;
      if (ctx.report) ctx.issue(depth, expected(expectedText(spec), value, refusalReason(value, spec)));
      return FAIL;
    }
    if (!allowed[kind]) {
      if (ctx.report) ctx.issue(depth, spec ? expected(expectedText(spec), value, refusalReason(value, spec)) : expected(words, value));
      return FAIL;
    }
    switch (kind) {
      case K_STRING:
        return string === undefined ? value : string(value, ctx, depth);
      case K_OBJECT:
        return object === undefined ? anyContainer(value, ctx, depth) : object(value, ctx, depth);
      case K_ARRAY:
        return array === undefined ? anyContainer(value, ctx, depth) : array(value, ctx, depth);
      case K_NUMBER:
        if (number !== undefined) return number(value, ctx, depth);
        return value instanceof LosslessNumber ? value.value : value;
      default:
        return value;
    }
  };
  return types?.length === 1 && spec === undefined ? gated(types[0]!, generic, string, object) : generic;
}

/**
 * A node of one JSON type and no coercion, the common case: a value of that
 * type goes straight to its keywords, anything else to the generic gate
 * (which reports or refuses it). Same visits as the generic gate.
 */
function gated(type: string, generic: Check, string: Check | undefined, object: Check | undefined): Check {
  switch (type) {
    case "string":
      if (string === undefined) return (value, ctx, depth) => (typeof value === "string" ? (ctx.visits++, value) : generic(value, ctx, depth));
      return (value, ctx, depth) => (typeof value === "string" ? (ctx.visits++, string(value, ctx, depth)) : generic(value, ctx, depth));
    case "boolean":
      return (value, ctx, depth) => (typeof value === "boolean" ? (ctx.visits++, value) : generic(value, ctx, depth));
    case "object":
      // Parsed text: a non-null object that is neither an array nor a `LosslessNumber` is a plain object.
      if (object === undefined) return generic;
      // Object input: one with `Object.prototype` that is not an `arguments` object (whose prototype is that too).
      return (value, ctx, depth) =>
        typeof value === "object" && value !== null && !Array.isArray(value) && (ctx.owned ? !(value instanceof LosslessNumber) : isPlainRecord(value))
          ? (ctx.visits++, object(value, ctx, depth))
          : generic(value, ctx, depth);
    default:
      return generic;
  }
}

const anyContainer: Part = anyValue;
