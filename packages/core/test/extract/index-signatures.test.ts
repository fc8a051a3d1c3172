// Numeric index signatures: a key is covered when TypeScript reads it as
// numeric (`String(Number(key)) === key`), and the generated dispatch accepts
// and refuses exactly those keys, with the message the model is shown.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNumericKey } from "../../src/extract/types/index-signatures.js";
import { loadSourceTools } from "../dispatch/source-tools.js";

const canonical = (key: string) => String(Number(key)) === key;
/** Significant digits of a finite double's shortest form. */
const digits = (x: number) => x.toExponential().replace(/^-/, "").split("e")[0].replace(".", "").replace(/0+$/, "").length;

describe("the keys TypeScript reads as numeric", () => {
  it.each([
    ["0", true], ["1", true], ["-1", true], ["2.5", true], ["-0.001", true], ["0.000001", true], ["1e-7", true], ["1e+21", true],
    ["100000000000000000000", true], ["NaN", true], ["Infinity", true], ["-Infinity", true],
    ["-0", false], ["01", false], ["1.0", false], ["1e21", false], ["0.0000001", false], ["+1", false], [" 1", false], [".5", false], ["5.", false], ["0x10", false], ["abc", false], ["", false],
  ] as const)("%j is numeric: %s", (key, numeric) => {
    expect(canonical(key)).toBe(numeric);
    expect(isNumericKey(key)).toBe(numeric);
  });

  it("never reads a key as numeric that TypeScript does not", () => {
    const numberLike = fc.array(fc.constantFrom(..."0123456789.e+-"), { minLength: 1, maxLength: 24 }).map((cs) => cs.join(""));
    fc.assert(fc.property(fc.oneof(numberLike, fc.string()), (key) => !isNumericKey(key) || canonical(key)), { numRuns: 20_000 });
  });

  it("reads every canonical number of at most 15 significant digits (exponents to ±307) as numeric", () => {
    const shortDouble = fc.tuple(fc.integer({ min: 1, max: 15 }), fc.double({ noNaN: true, noDefaultInfinity: true })).map(([n, x]) => Number(x.toPrecision(n)));
    fc.assert(
      fc.property(shortDouble, (x) => {
        if (x === 0 || Math.abs(x) < 1e-307 || Math.abs(x) >= 1e308 || digits(x) > 15) return true;
        return isNumericKey(String(x));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe("dispatch with index signatures", () => {
  it("accepts numeric keys and refuses the others, for interfaces and classes", async () => {
    const source = [
      `"use tools";`,
      `interface ByRank { total: number; [rank: number]: string }`,
      `class Tally { label: string = ""; [key: string]: string | number }`,
      `/** Ranks. */`,
      `export function ranks(byRank: ByRank, tally: Tally) { return [byRank, tally]; }`,
    ].join("\n");
    const { dispatch, diagnostics } = await loadSourceTools(source);
    expect(diagnostics).toEqual([]);
    const tally = { label: "a", extra: 2 };
    expect(await dispatch("ranks", { byRank: { total: 2, "1": "gold", "2": "silver" }, tally })).toEqual({ ok: true, value: [{ total: 2, "1": "gold", "2": "silver" }, tally] });
    const named = await dispatch("ranks", { byRank: { total: 1, first: "gold" }, tally });
    expect(named.ok).toBe(false);
    expect(named.error.issues).toEqual([{ path: "byRank.first", message: "unknown property `first`; only the declared properties and numeric keys (`0`, `1`, `2.5`) are accepted here" }]);
    expect((await dispatch("ranks", { byRank: { total: 1, "01": "gold" }, tally })).ok).toBe(false);
    expect((await dispatch("ranks", { byRank: { total: 1, "1": 7 }, tally })).ok).toBe(false);
    // The class's index signature is kept: an extra key must be a string or a number.
    const extra = await dispatch("ranks", { byRank: { total: 1 }, tally: { label: "a", flag: true } });
    expect(extra.ok).toBe(false);
    expect(extra.error.issues.map((i: { path: string }) => i.path)).toEqual(["tally.flag"]);
  });
});
