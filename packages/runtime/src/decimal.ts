/**
 * Exact arithmetic on JSON number text, for the values a double cannot hold:
 * `9007199254740993`, `1e309`, `1.0000000000000000001`.
 */

/**
 * The largest number of digits a bigint made from JSON text may have. `1e309`
 * is fine; `1e999999999` would allocate a gigabyte, so it is refused.
 */
export const MAX_BIGINT_DIGITS = 4096;

/** Result of `decimalToBigInt` when the text is not an integer. */
export const NOT_INTEGRAL = "not_integral";
/** Result of `decimalToBigInt` when the integer would exceed `MAX_BIGINT_DIGITS`. */
export const TOO_LARGE = "too_large";

/**
 * Zeros an exponent may add to bigints in one call (`1e309` adds 309). A
 * bigint of n digits costs more than n to build, so one call may not make
 * 10^5 of them from 7 characters each: past this budget (set per call by
 * `dispatch`) an exponent form is refused as too large.
 */
export const ZEROS_PER_CALL = 100_000;
let zerosLeft = ZEROS_PER_CALL;

/** Starts a new call's budget of exponent zeros (see `ZEROS_PER_CALL`). */
export function resetDigitBudget(): void {
  zerosLeft = ZEROS_PER_CALL;
}

/** Whether this call has spent exponent zeros (a check that passed over union branches is then made again: see check/index.ts). */
export function digitBudgetSpent(): boolean {
  return zerosLeft < ZEROS_PER_CALL;
}

/**
 * A JSON number text taken apart: its value is
 * ±(the `digits` significant digits) × 10^`power`. One record, refilled by
 * every `readNumber`, so that reading a number allocates nothing (a hostile
 * text may hold 150,000 of them).
 */
export interface NumberParts {
  /** Offset just past the number, or where it stopped being a JSON number. */
  end: number;
  /** Why the text is not a JSON number at `end`, or "". */
  error: string;
  negative: boolean;
  /** Count of significant digits (no leading or trailing zeros); 0 for zero. */
  digits: number;
  /** Power of ten of the last significant digit; integral when >= 0. Exponents are clamped to ±1e15, past any that matters. */
  power: number;
  /** The exponent less the fraction's length: zeros the exponent adds to the digits as written (metered for bigints). */
  scale: number;
  /** No point and no exponent: the text is what `BigInt` reads itself (JSON allows no leading zeros). */
  plain: boolean;
  /** Offsets of the first and last significant digit, and of the '.' (-1 when none). */
  first: number;
  last: number;
  point: number;
}

const parts: NumberParts = { end: 0, error: "", negative: false, digits: 0, power: 0, scale: 0, plain: false, first: 0, last: 0, point: -1 };
const EXPONENT_CLAMP = 1e15;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** The rest of a long run of digits, read by the regex engine (`test` sets `lastIndex`, builds no match). */
const MORE_DIGITS = /[0-9]*/y;

/**
 * The offset just past the run of digits that starts at `p` (one digit
 * there at least). The first 16 are read here; a longer run goes to the
 * regex engine, which reads digits several times faster than this loop
 * (1 MB of 300-digit integers: 0.9-1.6 ms against 2.3-3.0, where
 * `JSON.parse` takes 1.2-1.9), while short numbers never pay for its call.
 */
function digitsEnd(text: string, p: number): number {
  const stop = p + 16;
  while (++p < stop && isDigit(text.charCodeAt(p)));
  if (p < stop || !isDigit(text.charCodeAt(p))) return p;
  MORE_DIGITS.lastIndex = p;
  MORE_DIGITS.test(text);
  return MORE_DIGITS.lastIndex;
}

/**
 * Reads the JSON number at `start` of `text` into the shared `NumberParts`
 * (valid until the next call): one pass over the characters, no substring,
 * no regex, nothing built.
 */
export function readNumber(text: string, start: number): NumberParts {
  let p = start;
  parts.error = "";
  parts.negative = text.charCodeAt(p) === 45;
  if (parts.negative) p++;
  const intStart = p;
  const c = text.charCodeAt(p);
  if (c === 48) p++;
  else if (c >= 49 && c <= 57) p = digitsEnd(text, p);
  else return malformed(p, "expected a digit");
  const intEnd = p;
  let fracEnd = p;
  parts.point = -1;
  if (text.charCodeAt(p) === 46) {
    parts.point = p;
    if (!isDigit(text.charCodeAt(++p))) return malformed(p, "expected a digit after '.'");
    p = digitsEnd(text, p);
    fracEnd = p;
  }
  let exponent = 0;
  const e = text.charCodeAt(p);
  if (e === 101 || e === 69) {
    const sign = text.charCodeAt(++p);
    if (sign === 43 || sign === 45) p++;
    if (!isDigit(text.charCodeAt(p))) return malformed(p, "expected a digit in the exponent");
    for (let d = text.charCodeAt(p); isDigit(d); d = text.charCodeAt(++p)) if (exponent < EXPONENT_CLAMP) exponent = exponent * 10 + d - 48;
    if (sign === 45) exponent = -exponent;
  }
  parts.end = p;
  parts.plain = p === intEnd;
  const fracLength = parts.point < 0 ? 0 : fracEnd - parts.point - 1;
  parts.scale = exponent - fracLength;
  // Significant digits: the first and last nonzero digit, across the point.
  let first = intStart;
  while (first < fracEnd && (text.charCodeAt(first) === 48 || first === parts.point)) first++;
  if (first === fracEnd) {
    parts.digits = 0;
    parts.power = 0;
    return parts;
  }
  let last = fracEnd - 1;
  while (text.charCodeAt(last) === 48 || last === parts.point) last--;
  parts.first = first;
  parts.last = last;
  parts.power = place(last, intEnd) + exponent;
  parts.digits = place(first, intEnd) - place(last, intEnd) + 1;
  return parts;
}

/** Place of the digit at offset `at`: 0 for units, 1 for tens, -1 for tenths. */
function place(at: number, intEnd: number): number {
  return parts.point < 0 || at < parts.point ? intEnd - 1 - at : parts.point - at;
}

function malformed(at: number, why: string): NumberParts {
  parts.end = at;
  parts.error = why;
  return parts;
}

/** True when the parts denote an integer (`1.0`, `25e1`, `0e-5`; not `1.5`, `1e-400`). */
export function isIntegral(n: NumberParts): boolean {
  return n.digits === 0 || n.power >= 0;
}

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * The double nearest the number `readNumber` just read, computed without a
 * substring when that is exact arithmetic: at most 15 significant digits
 * (below 2^53) times or divided by a power of ten up to 10^22 (a double
 * holds it exactly), one correctly rounded operation (Clinger's fast path).
 * Beyond the range of doubles the answer is known too. NaN when it cannot
 * tell: the caller then asks `Number` of the text.
 */
export function quickValue(text: string, n: NumberParts): number {
  // The value lies in [10^top, 10^(top+1)): past the largest double it is
  // infinite, below half the least it is zero. `Number("1e4095")` takes
  // ~80 ns to find that out, which 150,000 numbers make 12 ms.
  const top = n.power + n.digits - 1;
  if (n.digits === 0 || top < -324) return n.negative ? -0 : 0;
  if (top > 308) return n.negative ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  if (n.digits > 15 || n.power > 22 || n.power < -22) return Number.NaN;
  let significand = 0;
  for (let i = n.first; i <= n.last; i++) if (i !== n.point) significand = significand * 10 + text.charCodeAt(i) - 48;
  // The bound above keeps the power inside the table; NaN (not exact here) if it ever did not.
  const scale = POWERS_OF_TEN[Math.abs(n.power)];
  if (scale === undefined) return Number.NaN;
  const magnitude = n.power >= 0 ? significand * scale : significand / scale;
  return n.negative ? -magnitude : magnitude;
}

/** True when `text` is a JSON number that denotes an integer; no bigint is built. */
export function isIntegralText(text: string): boolean {
  const n = readNumber(text, 0);
  return n.error === "" && n.end === text.length && isIntegral(n);
}

const PLAIN_INTEGER = /^-?(?:0|[1-9][0-9]*)$/;

/**
 * The exact integer a JSON number text denotes (`"1.0"` -> `1n`,
 * `"1e309"` -> `10n ** 309n`), or why there is none. An integer of more than
 * `maxDigits` digits is `TOO_LARGE`, found from the text without building it;
 * `metered`, its exponent zeros are taken from the call's budget.
 */
export function decimalToBigInt(text: string, maxDigits = MAX_BIGINT_DIGITS, metered = false, plain = false): bigint | typeof NOT_INTEGRAL | typeof TOO_LARGE {
  // A plain JSON integer (no point, no exponent, so no leading zeros and no
  // exponent zeros to meter) is what `BigInt` reads itself, in native code:
  // 2.8 ms against 7.2 for taking 3,500 numbers of 300 digits apart here.
  // `plain` says the parser has seen it is one (the regex took 0.7-0.9 ms more on those).
  if (plain || PLAIN_INTEGER.test(text)) return text.length - (text.charCodeAt(0) === 45 ? 1 : 0) > maxDigits ? TOO_LARGE : BigInt(text);
  const n = readNumber(text, 0);
  if (n.error !== "" || n.end !== text.length || !isIntegral(n)) return NOT_INTEGRAL;
  if (n.digits === 0) return 0n;
  if (n.digits + n.power > maxDigits) return TOO_LARGE;
  if (metered && n.scale > 0) {
    if (n.scale > zerosLeft) return TOO_LARGE;
    zerosLeft -= n.scale;
  }
  const significant =
    n.point > n.first && n.point < n.last ? text.slice(n.first, n.point) + text.slice(n.point + 1, n.last + 1) : text.slice(n.first, n.last + 1);
  const magnitude = BigInt(significant + "0".repeat(n.power));
  return n.negative ? -magnitude : magnitude;
}
