// The lossless parser decides from the digits and the exponent alone (no
// bigint, no substring on the common path) whether a number is exact. Checked
// here against an independent reference that builds the exact value as a
// fraction of bigints, on generated number texts of every shape that matters:
// long digit runs, fractions that round to integers, huge and tiny exponents.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalToBigInt, isIntegralText, NOT_INTEGRAL, TOO_LARGE } from "../src/decimal.js";
import { LosslessNumber, parseJsonLossless } from "../src/json-lossless.js";

/** The exact value of a JSON number text: numerator / 10^shift, or undefined for an exponent too large to build. */
function exact(text: string): { numerator: bigint; shift: bigint } | undefined {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text)!;
  const fraction = m[3] ?? "";
  const exponent = BigInt(m[4] ?? "0") - BigInt(fraction.length);
  if (exponent > 5000n) return undefined;
  const numerator = BigInt(m[2] + fraction) * (m[1] ? -1n : 1n);
  if (exponent >= 0n) return { numerator: numerator * 10n ** exponent, shift: 0n };
  return { numerator, shift: -exponent };
}

/** The integer an integral text denotes (undefined when too large to build). */
function integerValue(text: string): bigint | undefined {
  const e = exact(text);
  return e && e.numerator / 10n ** e.shift;
}

function referenceIntegral(text: string): boolean {
  const e = exact(text);
  if (e === undefined || e.numerator === 0n) return true;
  // A nonzero numerator of n digits is no multiple of 10^shift for shift >= n.
  if (e.shift >= BigInt(e.numerator.toString().length)) return false;
  return e.numerator % 10n ** e.shift === 0n;
}

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const numberText = fc
  .record({
    negative: fc.boolean(),
    integer: fc.oneof(fc.constant("0"), fc.tuple(fc.integer({ min: 1, max: 9 }), digits(0, 20)).map(([d, rest]) => `${d}${rest}`)),
    fraction: fc.option(fc.oneof(digits(1, 20), fc.tuple(digits(0, 3), fc.integer({ min: 1, max: 30 })).map(([d, zeros]) => d + "0".repeat(zeros))), { nil: undefined }),
    exponent: fc.option(fc.oneof(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -400, max: 400 }), fc.integer({ min: -5000, max: 5000 })), { nil: undefined }),
    exponentStyle: fc.constantFrom("e", "E", "e+", "E-"),
  })
  .map(({ negative, integer, fraction, exponent, exponentStyle }) => {
    let text = (negative ? "-" : "") + integer + (fraction === undefined ? "" : `.${fraction}`);
    if (exponent !== undefined) {
      const marker = exponentStyle.startsWith("E") ? "E" : "e";
      text += exponent < 0 ? `${marker}${exponent}` : `${marker}${exponentStyle.endsWith("+") ? "+" : ""}${exponent}`;
    }
    return text;
  });

describe("number texts against an exact reference", () => {
  it("the parser returns the double JSON.parse gives, a plain number only when that is exact", () => {
    fc.assert(
      fc.property(numberText, (text) => {
        const parsed = parseJsonLossless(`[${text}]`);
        expect(parsed.ok).toBe(true);
        const v = (parsed as { value: unknown[] }).value[0];
        const double = JSON.parse(text) as number;
        const integral = referenceIntegral(text);
        if (v instanceof LosslessNumber) {
          expect(v.text).toBe(text);
          expect(Object.is(v.value, double)).toBe(true);
          // Only what a double cannot say stays lossless.
          expect(integral ? !Number.isSafeInteger(double) : !Number.isFinite(double) || Number.isInteger(double)).toBe(true);
        } else {
          expect(Object.is(v, double)).toBe(true);
          if (integral) expect(BigInt(v as number)).toBe(integerValue(text));
          else expect(Number.isInteger(v)).toBe(false);
        }
      }),
      { seed: 1013, numRuns: 5000 },
    );
  });

  it("isIntegralText and decimalToBigInt agree with the reference", () => {
    fc.assert(
      fc.property(numberText, (text) => {
        const integral = referenceIntegral(text);
        expect(isIntegralText(text)).toBe(integral);
        const big = decimalToBigInt(text);
        if (!integral) expect(big).toBe(NOT_INTEGRAL);
        else {
          const n = integerValue(text);
          if (n === undefined || n.toString().replace("-", "").length > 4096) expect(big).toBe(TOO_LARGE);
          else expect(big).toBe(n);
        }
      }),
      { seed: 1013, numRuns: 5000 },
    );
  });

  // Integral as written, however the exponent moves the point; not where a digit survives past it.
  const INTEGRAL = ["0.5e1", "12300e-2", "1.23e2", "-0.0e-99999999999999999999", "1e99999999999999999999"];
  const FRACTIONAL = ["562949953421312.01", "1.0000000000000000001", "1e-400", "1e-99999999999999999999"];
  it.each([...INTEGRAL.map((text) => [text, true] as const), ...FRACTIONAL.map((text) => [text, false] as const)])("%s is integral: %s", (text, integral) => {
    expect(isIntegralText(text)).toBe(integral);
    expect(referenceIntegral(text)).toBe(integral);
  });

  it("reads digit runs of every length to their end, past the 16 read one by one", () => {
    // Runs around the point where the regex engine takes over, in each place a run can be, then what may follow.
    for (let n = 1; n <= 40; n++) {
      const run = "7".repeat(n);
      for (const text of [run, `-${run}`, `${run}.${run}`, `0.${run}`, `${run}e${n}`, `${run}.${run}e-3`]) {
        for (const sep of [",", " ,", "\n,"]) {
          const parsed = parseJsonLossless(`[${text}${sep}0]`);
          if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
          const [first, second] = parsed.value as unknown[];
          expect(first instanceof LosslessNumber ? first.value : first, text).toBe(JSON.parse(text));
          expect(second).toBe(0);
        }
        expect(isIntegralText(text)).toBe(referenceIntegral(text));
        for (const junk of [" ", "x", ",", "."]) expect(isIntegralText(text + junk), text + junk).toBe(false);
        expect(parseJsonLossless(`${text}.`)).toMatchObject({ ok: false });
      }
      expect(decimalToBigInt(run)).toBe(BigInt(run));
      expect(decimalToBigInt(`${run}.0e1`)).toBe(BigInt(run) * 10n);
    }
  });

  it("refuses texts that are not JSON numbers", () => {
    for (const text of ["", "-", "01", "1.", ".5", "1e", "1e+", "+1", "1x", "NaN"]) {
      expect(isIntegralText(text)).toBe(false);
      expect(decimalToBigInt(text)).toBe(NOT_INTEGRAL);
    }
  });
});
