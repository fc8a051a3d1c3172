/**
 * Exact arithmetic on JSON number text, for the values a double cannot hold:
 * `9007199254740993`, `1e309`, `1.0000000000000000001`.
 */

/**
 * The largest number of digits a bigint made from JSON text may have. `1e309`
 * is fine; `1e999999999` would allocate a gigabyte, so it is refused.
 */
export const MAX_BIGINT_DIGITS = 4096;

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

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

/**
 * The exact integer a JSON number text denotes (`"1.0"` -> `1n`,
 * `"1e309"` -> `10n ** 309n`), or why there is none. An integer of more than
 * `maxDigits` digits is `TOO_LARGE`, found from the text without building it;
 * `metered`, its exponent zeros are taken from the call's budget.
 */
export function decimalToBigInt(text: string, maxDigits = MAX_BIGINT_DIGITS, metered = false): bigint | typeof NOT_INTEGRAL | typeof TOO_LARGE {
  const m = NUMBER_TEXT.exec(text);
  if (!m) return NOT_INTEGRAL;
  const sign = m[1];
  const fraction = m[3] ?? "";
  // Leading zeros of the integer part carry nothing; the digits string is
  // integer part + fraction, scaled by 10^(exponent - fraction length).
  let digits = (m[2] + fraction).replace(/^0+/, "");
  // Exponents beyond the safe range only matter if the digits are not zero.
  const exponentText = m[4] ?? "0";
  if (digits === "") return 0n;
  if (exponentText.replace(/^[+-]?0*/, "").length > 6) {
    return exponentText.startsWith("-") ? NOT_INTEGRAL : TOO_LARGE;
  }
  let scale = Number(exponentText) - fraction.length;
  if (scale < 0) {
    // Only zeros may be dropped: 1.50e1 is 15, 1.5 is not an integer.
    const kept = digits.length + scale;
    const dropped = kept > 0 ? digits.slice(kept) : digits;
    if (/[^0]/.test(dropped)) return NOT_INTEGRAL;
    digits = kept > 0 ? digits.slice(0, kept) : "";
    scale = 0;
    if (digits === "") return 0n;
  }
  if (digits.length + scale > maxDigits) return TOO_LARGE;
  if (metered && scale > 0) {
    if (scale > zerosLeft) return TOO_LARGE;
    zerosLeft -= scale;
  }
  const magnitude = BigInt(digits + "0".repeat(scale));
  return sign ? -magnitude : magnitude;
}
