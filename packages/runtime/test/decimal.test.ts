import { describe, expect, it } from "vitest";
import { decimalToBigInt, MAX_BIGINT_DIGITS, NOT_INTEGRAL, TOO_LARGE } from "../src/decimal.js";

describe("decimalToBigInt", () => {
  it.each([
    ["0", 0n],
    ["-0", 0n],
    ["1", 1n],
    ["1.0", 1n],
    ["1.50e1", 15n],
    ["1e309", 10n ** 309n],
    ["9007199254740993", 9007199254740993n],
    ["-12345678901234567890", -12345678901234567890n],
    ["12300e-2", 123n],
    ["0.0e5", 0n],
    ["100e-2", 1n],
    ["1e-0", 1n],
  ])("%s -> %s", (text, expected) => {
    expect(decimalToBigInt(text)).toBe(expected);
  });

  it.each(["1.5", "1e-1", "1.0000000000000000001", "123e-4", "1e-99999999"])("%s is not an integer", (text) => {
    expect(decimalToBigInt(text)).toBe(NOT_INTEGRAL);
  });

  it("refuses integers too long to build cheaply", () => {
    expect(decimalToBigInt(`1e${MAX_BIGINT_DIGITS}`)).toBe(TOO_LARGE);
    expect(decimalToBigInt("1e999999999")).toBe(TOO_LARGE);
    expect(decimalToBigInt(`1e${MAX_BIGINT_DIGITS - 1}`)).toBe(10n ** BigInt(MAX_BIGINT_DIGITS - 1));
    // Written out in digits, the sign not counted.
    const most = "9".repeat(MAX_BIGINT_DIGITS);
    expect(decimalToBigInt(most)).toBe(BigInt(most));
    expect(decimalToBigInt(`-${most}`)).toBe(-BigInt(most));
    expect(decimalToBigInt(`${most}9`)).toBe(TOO_LARGE);
    expect(decimalToBigInt(`-${most}9`)).toBe(TOO_LARGE);
  });

  it.each([
    ["0", 0n],
    ["-0", 0n],
    ["-12", -12n],
    ["00", NOT_INTEGRAL],
    ["+1", NOT_INTEGRAL],
    ["1 ", NOT_INTEGRAL],
    ["", NOT_INTEGRAL],
  ])("reads %j as a JSON integer only (%s)", (text, expected) => {
    expect(decimalToBigInt(text)).toBe(expected);
  });
});
