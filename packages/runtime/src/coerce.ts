/**
 * The coercion pass (docs/virtual-module.md, "The coercion pass"): what the function receives for a JSON
 * value at a `number`, `Int`, `bigint` or `Date` parameter. The generated
 * validators call these while validating, so checking and converting are
 * one walk. Each returns the converted value, or `undefined` when the value
 * is not acceptable (`describeNumeric` then says why, for the error message).
 */
import { decimalToBigInt, isIntegralText, MAX_BIGINT_DIGITS, TOO_LARGE, ZEROS_PER_CALL } from "./decimal.js";
import { parseRfc3339DateTime } from "./formats.js";
import { LosslessNumber } from "./json-lossless.js";

/** JSON type names a node admits besides its numeric kind (`Int | null` -> `["null"]`). */
export type JsonTypeName = "null" | "string" | "boolean" | "object" | "array";

interface Bounds<N> {
  minimum?: N;
  maximum?: N;
  exclusiveMinimum?: N;
  exclusiveMaximum?: N;
  multipleOf?: N;
}

/**
 * What the build knows about one numeric or date node of an input schema,
 * emitted as a literal into the generated validators (bigint bounds as
 * `BigInt("...")`).
 */
export type CoerceSpec =
  | ({ kind: "number" | "int"; wire?: "string"; also?: JsonTypeName[] } & Bounds<number>)
  | ({ kind: "bigint"; wire?: "string"; also?: JsonTypeName[] } & Bounds<bigint>)
  | { kind: "date"; also?: JsonTypeName[] };

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const WIRE_INTEGER = /^-?\d+$/;

/** Digits of a decimal string that `WIRE_INTEGER` matched, less its sign and leading zeros. */
function significantDigits(text: string): number {
  let i = text.charCodeAt(0) === 45 ? 1 : 0;
  while (i < text.length - 1 && text.charCodeAt(i) === 48) i++;
  return text.length - i;
}

/** The JSON type name of a parsed value (`LosslessNumber` is a number). */
function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (value instanceof LosslessNumber) return "number";
  return typeof value;
}

function admitsOther(value: unknown, spec: { also?: JsonTypeName[] }): boolean {
  return spec.also !== undefined && (spec.also as string[]).includes(jsonTypeOf(value));
}

function withinNumberBounds(v: number, s: Bounds<number>): boolean {
  if (s.minimum !== undefined && v < s.minimum) return false;
  if (s.maximum !== undefined && v > s.maximum) return false;
  if (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum) return false;
  if (s.exclusiveMaximum !== undefined && v >= s.exclusiveMaximum) return false;
  if (s.multipleOf !== undefined && !isMultiple(v, s.multipleOf)) return false;
  return true;
}

/** Like ajv: a quotient within rounding of an integer counts (0.3 is a multiple of 0.1). */
function isMultiple(v: number, m: number): boolean {
  const q = v / m;
  return Math.abs(q - Math.round(q)) < 1e-9 * Math.max(1, Math.abs(q));
}

function withinBigintBounds(v: bigint, s: Bounds<bigint>): boolean {
  if (s.minimum !== undefined && v < s.minimum) return false;
  if (s.maximum !== undefined && v > s.maximum) return false;
  if (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum) return false;
  if (s.exclusiveMaximum !== undefined && v >= s.exclusiveMaximum) return false;
  if (s.multipleOf !== undefined && s.multipleOf !== 0n && v % s.multipleOf !== 0n) return false;
  return true;
}

/** `number`: any finite number; an unsafe integer text is rounded to the nearest double. */
export function coerceNumber(value: unknown, spec: Extract<CoerceSpec, { kind: "number" | "int" }>): unknown {
  let v: number;
  if (typeof value === "number") v = value;
  else if (value instanceof LosslessNumber) v = value.value;
  else return admitsOther(value, spec) ? value : undefined;
  return Number.isFinite(v) && withinNumberBounds(v, spec) ? v : undefined;
}

/** `Int`: integral (`1.0` is `1`) and within +-(2^53-1). */
export function coerceInt(value: unknown, spec: Extract<CoerceSpec, { kind: "number" | "int" }>): unknown {
  let v: number;
  if (typeof value === "number") v = value;
  else if (value instanceof LosslessNumber) {
    // Only texts a double cannot hold end up here: non-finite, unsafe, or
    // long decimals such as 1.0000000000000000001, which is not an integer.
    // An integral text's double is that integer whenever it is safe (checked
    // below), so nothing is built: `1e4095` is refused from its digits.
    if (!isIntegralText(value.text)) return undefined;
    v = value.value;
  } else if (typeof value === "string" && spec.wire === "string") {
    // `Int & Wire<"string">`: a decimal string as its pattern says (leading
    // zeros too); beyond 2^53-1 (16 digits at most) it is refused below,
    // never rounded, and a longer one is refused before it is converted.
    if (!WIRE_INTEGER.test(value) || significantDigits(value) > 16) return undefined;
    v = Number(value);
  } else return admitsOther(value, spec) ? value : undefined;
  return Number.isInteger(v) && v <= MAX_SAFE && v >= -MAX_SAFE && withinNumberBounds(v, spec) ? v : undefined;
}

/**
 * `bigint`: exact. A JSON integer in any form (`1`, `1.0`, `1e309`); with
 * `wire: "string"` also a decimal string. A plain JS number beyond 2^53-1
 * (only an already-parsed object can carry one) may have lost digits
 * already, so it is refused rather than guessed.
 */
export function coerceBigint(value: unknown, spec: Extract<CoerceSpec, { kind: "bigint" }>): unknown {
  let v: bigint;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) return undefined;
    v = BigInt(value);
  } else if (value instanceof LosslessNumber) {
    const exact = decimalToBigInt(value.text, MAX_BIGINT_DIGITS, true, value.plainInteger);
    if (typeof exact !== "bigint") return undefined;
    v = exact;
  } else if (typeof value === "string" && spec.wire === "string") {
    // Digits are counted as for a JSON number: a sign and leading zeros are not digits of the value.
    if (!WIRE_INTEGER.test(value) || significantDigits(value) > MAX_BIGINT_DIGITS) return undefined;
    v = BigInt(value);
  } else if (typeof value === "bigint") v = value;
  else return admitsOther(value, spec) ? value : undefined;
  return withinBigintBounds(v, spec) ? v : undefined;
}

/** `Date`: an RFC 3339 date-time string (arguments are plain data: a `Date` object never reaches here). */
export function coerceDate(value: unknown, spec: Extract<CoerceSpec, { kind: "date" }>): unknown {
  if (typeof value === "string") return parseRfc3339DateTime(value);
  return admitsOther(value, spec) ? value : undefined;
}

function boundsText<N extends number | bigint>(s: Bounds<N>): string {
  const parts: string[] = [];
  if (s.minimum !== undefined) parts.push(`>= ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) parts.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) parts.push(`<= ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) parts.push(`< ${s.exclusiveMaximum}`);
  let text = parts.join(" and ");
  if (s.multipleOf !== undefined) text += `${text ? " and " : ""}a multiple of ${s.multipleOf}`;
  return text ? ` ${text}` : "";
}

/** What a node of this spec expects, in words: "an integer >= 1 and <= 100". */
export function expectedText(spec: CoerceSpec): string {
  let text: string;
  if (spec.kind === "number") text = "a finite number" + boundsText(spec);
  else if (spec.kind === "int")
    text = spec.wire === "string" ? `an integer as a decimal string like "42"${boundsText(spec)}` : "an integer" + boundsText(spec);
  else if (spec.kind === "bigint")
    text = spec.wire === "string" ? `an integer as a decimal string like "42"${boundsText(spec)}` : "an integer" + boundsText(spec);
  else text = `an RFC 3339 date-time string like "2026-01-31T09:30:00Z"`;
  if (spec.also?.length) text += ` or ${spec.also.join(" or ")}`;
  return text;
}

/**
 * Why a value was refused beyond "not what was expected", or "" when the
 * expectation says it all. These are the cases a model (or a caller) would
 * not guess from the schema alone.
 */
export function refusalReason(value: unknown, spec: CoerceSpec): string {
  const number = value instanceof LosslessNumber ? value.value : typeof value === "number" ? value : undefined;
  if (number === undefined) return "";
  // A bigint may be beyond any double (`1e309`); its limit is in digits, below.
  if (!Number.isFinite(number) && spec.kind !== "bigint") return "not a finite number";
  if (spec.kind === "int" && Number.isInteger(number) && Math.abs(number) > MAX_SAFE) {
    return "beyond 2^53-1, the largest integer a JS number holds exactly";
  }
  // Only parsed arguments carry a JS number (an SDK parsed the JSON before toolcall): the digits were lost
  // on the way, so the words are for the model, which reads them. The developer's fix, `Wire<"string">`,
  // is the build warning TC_PROVIDER_PARSED_BIGINT.
  if (spec.kind === "bigint" && typeof value === "number" && Number.isInteger(value) && !Number.isSafeInteger(value)) {
    return spec.wire === "string"
      ? "a number beyond 2^53-1 is rounded before it reaches the tool; send this integer as a decimal string instead"
      : "an integer beyond 2^53-1 is rounded on its way to the tool, so this is not the value that was sent and sending it again will not help; tell the user this value cannot be passed exactly";
  }
  // Metered as in coerceBigint: a value refused for the call's exhausted budget of exponent zeros says so.
  if (spec.kind === "bigint" && value instanceof LosslessNumber && decimalToBigInt(value.text, MAX_BIGINT_DIGITS, true) === TOO_LARGE) {
    return `too many digits (at most ${MAX_BIGINT_DIGITS}, and ${ZEROS_PER_CALL} zeros from exponents per call)`;
  }
  if ((spec.kind === "int" || spec.kind === "bigint") && value instanceof LosslessNumber && !isIntegralText(value.text)) {
    return "not an integer";
  }
  return "";
}
