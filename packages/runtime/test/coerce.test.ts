import { describe, expect, it } from "vitest";
import { coerceBigint, coerceDate, coerceInt, coerceNumber, expectedText, refusalReason, type CoerceSpec } from "../src/coerce.js";
import { parseJsonLossless } from "../src/json-lossless.js";

/** The value the parser hands the coercion pass for one JSON text. */
function parsed(text: string): unknown {
  const r = parseJsonLossless(`[${text}]`);
  if (!r.ok) throw new Error(r.error.message);
  return (r.value as unknown[])[0];
}

const INT: CoerceSpec = { kind: "int" };
const NUMBER: CoerceSpec = { kind: "number" };
const BIGINT: CoerceSpec = { kind: "bigint" };
const WIRE: CoerceSpec = { kind: "bigint", wire: "string" };

function run(spec: CoerceSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "int":
      return coerceInt(value, spec);
    case "number":
      return coerceNumber(value, spec);
    case "bigint":
      return coerceBigint(value, spec);
    case "date":
      return coerceDate(value, spec);
  }
}

// docs/virtual-module.md, "The coercion pass"; `undefined` means refused.
const TABLE: [string, unknown, unknown, unknown, unknown][] = [
  // incoming, Int, number, bigint, bigint & Wire<"string">
  ["1", 1, 1, 1n, 1n],
  ["1.0", 1, 1, 1n, 1n],
  ["1.5", undefined, 1.5, undefined, undefined],
  ['"42"', undefined, undefined, undefined, 42n],
  ["9007199254740993", undefined, 9007199254740992, 9007199254740993n, 9007199254740993n],
  ["1e309", undefined, undefined, 10n ** 309n, 10n ** 309n],
  ["null", undefined, undefined, undefined, undefined],
  // Beyond the table: an underflow is a number, never an integer.
  ["1e-400", undefined, 0, undefined, undefined],
];

describe("the coercion pass (docs/virtual-module.md, The coercion pass)", () => {
  const rows = TABLE.flatMap(([incoming, ...cells]) =>
    ([INT, NUMBER, BIGINT, WIRE] as CoerceSpec[]).map((spec, i) => ({ incoming, spec, want: cells[i], column: ["Int", "number", "bigint", "wire"][i] })),
  );
  it.each(rows)("$incoming -> $column", ({ incoming, spec, want }) => {
    expect(run(spec, parsed(incoming))).toBe(want);
  });

  it.each([INT, NUMBER, BIGINT, WIRE])("null only when the node admits null (%o)", (spec) => {
    expect(run({ ...spec, also: ["null"] } as CoerceSpec, null)).toBeNull();
    expect(run(spec, null)).toBeUndefined();
  });

  it("accepts other admitted JSON types unchanged", () => {
    expect(coerceInt("x", { kind: "int", also: ["string"] })).toBe("x");
    expect(coerceInt(true, { kind: "int", also: ["string"] })).toBeUndefined();
  });
});

describe("already-parsed values", () => {
  it("refuses an unsafe integer number for bigint, and says why", () => {
    expect(coerceBigint(2 ** 53, { kind: "bigint" })).toBeUndefined();
    // The model reads it: no advice only the developer can follow ("pass the raw JSON text").
    expect(refusalReason(2 ** 53, BIGINT)).toMatch(/rounded on its way to the tool.*sending it again will not help; tell the user/);
    expect(refusalReason(2 ** 53, BIGINT)).not.toMatch(/raw JSON|Wire/);
    expect(refusalReason(2 ** 53, WIRE)).toContain("send this integer as a decimal string instead");
    expect(coerceBigint(2 ** 53 - 1, { kind: "bigint" })).toBe(2n ** 53n - 1n);
    expect(coerceBigint(7n, { kind: "bigint" })).toBe(7n);
  });
  it("refuses NaN and infinities", () => {
    for (const v of [NaN, Infinity, -Infinity]) {
      expect(coerceNumber(v, { kind: "number" })).toBeUndefined();
      expect(coerceInt(v, { kind: "int" })).toBeUndefined();
    }
  });
  it("refuses a string for a bigint without Wire", () => {
    expect(coerceBigint("42", BIGINT)).toBeUndefined();
    expect(coerceBigint("4.2", WIRE)).toBeUndefined();
    expect(coerceBigint("-0042", WIRE)).toBe(-42n);
    expect(coerceBigint("1".repeat(5000), WIRE)).toBeUndefined();
  });
});

describe("bounds", () => {
  it.each([
    [{ kind: "int", minimum: 1, maximum: 100 }, 0, undefined],
    [{ kind: "int", minimum: 1, maximum: 100 }, 1, 1],
    [{ kind: "int", minimum: 1, maximum: 100 }, 100, 100],
    [{ kind: "int", minimum: 1, maximum: 100 }, 101, undefined],
    [{ kind: "number", exclusiveMinimum: 0 }, 0, undefined],
    [{ kind: "number", exclusiveMaximum: 1 }, 0.999, 0.999],
    [{ kind: "number", multipleOf: 0.1 }, 0.3, 0.3],
    [{ kind: "number", multipleOf: 0.1 }, 0.35, undefined],
    [{ kind: "bigint", minimum: 1n }, "0", undefined],
    [{ kind: "bigint", maximum: 18446744073709551615n }, "18446744073709551615", 18446744073709551615n],
    [{ kind: "bigint", maximum: 18446744073709551615n }, "18446744073709551616", undefined],
    [{ kind: "bigint", exclusiveMinimum: 0n, multipleOf: 3n }, "9", 9n],
    [{ kind: "bigint", exclusiveMinimum: 0n, multipleOf: 3n }, "10", undefined],
    [{ kind: "bigint", exclusiveMaximum: 10n }, "10", undefined],
  ] as [CoerceSpec, number | string, unknown][])("bounds case %# with %s", (spec, input, want) => {
    expect(run(spec, typeof input === "string" ? parsed(input) : input)).toBe(want);
  });

  // The wire forms at their documented edges: as many digits as the JSON number path allows, and any text the published pattern `^-?\d+$` matches.
  it("bigint & Wire<\"string\"> takes 4,096 digits (a sign and leading zeros are not digits) and refuses 4,097", () => {
    const digits = (n: number) => "9".repeat(n);
    expect(run(WIRE, digits(4096))).toBe(BigInt(digits(4096)));
    expect(run(WIRE, `-${digits(4096)}`)).toBe(-BigInt(digits(4096)));
    expect(run(WIRE, `000${digits(4096)}`)).toBe(BigInt(digits(4096)));
    expect(run(WIRE, digits(4097))).toBeUndefined();
    expect(run(WIRE, `-${digits(4097)}`)).toBeUndefined();
    // The JSON number path draws the same line.
    expect(run(BIGINT, parsed(digits(4096)))).toBe(BigInt(digits(4096)));
    expect(run(BIGINT, parsed(digits(4097)))).toBeUndefined();
  });

  it("Int & Wire<\"string\"> takes what its pattern matches, leading zeros included, and refuses past 2^53-1", () => {
    const INT_WIRE: CoerceSpec = { kind: "int", wire: "string" };
    expect(run(INT_WIRE, `${"0".repeat(28)}42`)).toBe(42);
    expect(run(INT_WIRE, `-${"0".repeat(40)}9007199254740991`)).toBe(-9007199254740991);
    expect(run(INT_WIRE, "0".repeat(30))).toBe(0);
    expect(run(INT_WIRE, "9007199254740992")).toBeUndefined();
    expect(run(INT_WIRE, `${"0".repeat(10)}12345678901234567`)).toBeUndefined();
    expect(run(INT_WIRE, "1".repeat(100_000))).toBeUndefined();
  });

  it("describes bounds in words", () => {
    expect(expectedText({ kind: "int", minimum: 1, maximum: 100 })).toBe("an integer >= 1 and <= 100");
    expect(expectedText({ kind: "bigint", wire: "string", exclusiveMinimum: 0n, also: ["null"] })).toBe(
      'an integer as a decimal string like "42" > 0 or null',
    );
    expect(expectedText({ kind: "number", multipleOf: 5 })).toBe("a finite number a multiple of 5");
  });
});

describe("Date", () => {
  const DATE: CoerceSpec = { kind: "date" };
  it.each([
    ["2026-11-29T23:40:00Z", "2026-11-29T23:40:00.000Z"],
    ["2026-11-29t23:40:00z", "2026-11-29T23:40:00.000Z"],
    ["2026-11-29 23:40:00Z", "2026-11-29T23:40:00.000Z"],
    ["2026-11-29T23:40:00.123456+01:00", "2026-11-29T22:40:00.123Z"],
    ["2026-11-29T23:40:00-05:30", "2026-11-30T05:10:00.000Z"],
    ["2024-02-29T00:00:00Z", "2024-02-29T00:00:00.000Z"],
    ["2016-12-31T23:59:60Z", "2017-01-01T00:00:00.000Z"],
  ])("accepts %s", (text, iso) => {
    const d = coerceDate(text, DATE);
    expect(d).toBeInstanceOf(Date);
    expect((d as Date).toISOString()).toBe(iso);
  });
  it.each([
    "yesterday",
    "2026-11-29",
    "2026-11-29T23:40:00",
    "2026-11-29T23:40Z",
    "2026-02-29T00:00:00Z",
    "2026-13-01T00:00:00Z",
    "2026-04-31T00:00:00Z",
    "2026-11-29T24:00:00Z",
    "2026-11-29T23:60:00Z",
    "2026-11-29T23:40:00+24:00",
    "2026-11-29T23:40:00.Z",
    " 2026-11-29T23:40:00Z",
    "+002026-11-29T23:40:00Z",
  ])("rejects %s", (text) => {
    expect(coerceDate(text, DATE)).toBeUndefined();
  });
  it("takes text only: a Date object is not JSON data", () => {
    expect(coerceDate(new Date("2026-01-01T00:00:00Z"), DATE)).toBeUndefined();
    expect(coerceDate(null, { kind: "date", also: ["null"] })).toBeNull();
    expect(coerceDate(5, DATE)).toBeUndefined();
  });
});
