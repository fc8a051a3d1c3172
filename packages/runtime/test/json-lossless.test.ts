import { describe, expect, it } from "vitest";
import { LosslessNumber, parseJsonLossless, scanText, TEXT_LOSSLESS, TEXT_NATIVE, TEXT_TOO_DEEP } from "../src/json-lossless.js";
import { MAX_DEPTH } from "../src/limits.js";

function value(text: string): unknown {
  const r = parseJsonLossless(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("parseJsonLossless", () => {
  it.each([
    ['{"a": [1, -2.5, true, false, null, "x"]}', { a: [1, -2.5, true, false, null, "x"] }],
    ['"\\u00e9\\n\\t\\"\\\\\\/"', 'é\n\t"\\/'],
    ["  [ ]  ", []],
    ["{}", {}],
    ["0", 0],
    ["-0.5", -0.5],
    ['"😀"', "😀"],
  ])("parses %s like JSON.parse", (text, expected) => {
    expect(value(text)).toEqual(expected);
    expect(value(text)).toEqual(JSON.parse(text));
  });

  const lossless: [string, number][] = [
    ["9007199254740993", 9007199254740992],
    ["-9007199254740993", -9007199254740992],
    ["1e309", Infinity],
    ["-1e309", -Infinity],
    ["1.0000000000000000001", 1],
    ["123456789012345678901234567890", 1.2345678901234568e29],
    ["1E2", 100],
    ["25e-1", 2.5],
    ["1e-400", 0],
  ];
  it.each(lossless)("keeps %s exact as a LosslessNumber", (text, double) => {
    const v = value(`[${text}]`) as unknown[];
    const n = v[0];
    // Exponent forms with small values may be exact: only then a plain number.
    if (n instanceof LosslessNumber) {
      expect(n.text).toBe(text);
      expect(n.value).toBe(double);
    } else {
      expect(n).toBe(double);
    }
  });

  it("keeps a plain number where the double is exact", () => {
    expect(value("[9007199254740991, 1.5, 0.1, 1.0, 1e2, 25e-1]")).toEqual([9007199254740991, 1.5, 0.1, 1, 100, 2.5]);
    expect(parseJsonLossless("[1, 2]")).toEqual({ ok: true, value: [1, 2] });
    expect(parseJsonLossless("[9007199254740993]")).toMatchObject({ ok: true, lossless: true });
    // An integral double from an underflow is not the integer the text denotes.
    expect(value("[1e-400]")).toEqual([new LosslessNumber("1e-400", 0)]);
  });

  it("marks a big integer written without point or exponent as plain (BigInt reads it as it is), and nothing else", () => {
    const parsed = parseJsonLossless("[12345678901234567890, -12345678901234567890, 1234567890123456789e0, 12345678901234567890.0, 1e400, 1.5e300]");
    expect(parsed.ok).toBe(true);
    const numbers = (parsed as { value: LosslessNumber[] }).value;
    expect(numbers.map((n) => n.plainInteger)).toEqual([true, true, false, false, false, false]);
    // The mark is private: the number's one own property is still its text.
    expect(JSON.stringify(numbers[0])).toBe('{"text":"12345678901234567890"}');
  });

  it("makes __proto__ an own data property, never a prototype", () => {
    for (const text of ['{"__proto__": {"polluted": 1}, "e": 1e5}', '{"__proto__": {"polluted": 1}}']) {
      const obj = value(text) as Record<string, unknown>;
      expect(Object.getPrototypeOf(obj)).toBe(Object.prototype);
      expect(Object.prototype.hasOwnProperty.call(obj, "__proto__")).toBe(true);
      expect(obj["__proto__"]).toEqual({ polluted: 1 });
      expect((obj as { polluted?: unknown }).polluted).toBeUndefined();
    }
    const ctor = value('{"constructor": {"prototype": {"x": 1}}, "n": 1e400}') as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(ctor, "constructor")).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("lets the last of duplicate keys win, like JSON.parse", () => {
    expect(value('{"a": 1, "a": 2, "b": 1e400}')).toMatchObject({ a: 2 });
  });

  it.each([
    ['{"a": 1,', 8],
    ["", 0],
    ["{", 1],
    ['{"a" 1}', 5],
    ["[1 2]", 3],
    ["[01]", 2],
    ["1.", 2],
    ["-", 1],
    ["1e", 2],
    ['"abc', 4],
    ['"\\x"', 2],
    ['"\\u12"', 2],
    ["tru", 0],
    ["{} x", 3],
    ["[1e400,]", 7],
    ["\"a\u0001\"", 2],
  ])("reports %j as invalid at position %i", (text, position) => {
    const r = parseJsonLossless(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.position).toBe(position);
      expect(r.error.message).toContain(`at position ${position}`);
    }
  });

  it("refuses absurd nesting without overflowing the stack", () => {
    // One limit, checked on the text before either parser runs.
    for (const number of ["1", "1e400"]) {
      const r = parseJsonLossless("[".repeat(5000) + number + "]".repeat(5000));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(`nested more than ${MAX_DEPTH} levels deep`);
    }
    // The scan stops at the first inexact number; what lies past it is still held to the limit, before any syntax error.
    for (const rest of ["1", "1e400", "x"]) {
      const r = parseJsonLossless("[1e400," + "[".repeat(MAX_DEPTH) + rest + "]".repeat(MAX_DEPTH) + "]");
      expect(r).toMatchObject({ ok: false, tooDeep: true });
    }
    expect(parseJsonLossless("[1e400, x," + "[".repeat(MAX_DEPTH) + "]".repeat(MAX_DEPTH) + "]")).toMatchObject({ ok: false, tooDeep: true });
    expect(parseJsonLossless("[1e400, x]")).toMatchObject({ ok: false, error: { position: 8 } });
    expect(parseJsonLossless("[".repeat(MAX_DEPTH) + "1e0" + "]".repeat(MAX_DEPTH)).ok).toBe(true);
    expect(parseJsonLossless("[".repeat(MAX_DEPTH) + "1" + "]".repeat(MAX_DEPTH)).ok).toBe(true);
  });
});

describe("scanText", () => {
  it.each([
    // Digits, exponents and brackets inside strings are text, not numbers or nesting.
    ['{"id":"12345678901234567","e1":"1e5"}', TEXT_NATIVE],
    [`{"a":"${"[".repeat(MAX_DEPTH + 1)}"}`, TEXT_NATIVE],
    // An escaped quote does not end the string; an escaped backslash before one does.
    ['{"a":"x\\"1e5"}', TEXT_NATIVE],
    ['{"a":"x\\\\","b":1e5}', TEXT_LOSSLESS],
    ['{"a":"x\\\\\\"1e5"}', TEXT_NATIVE],
    ["[12345678901234567]", TEXT_LOSSLESS],
    ["[562949953421312.01]", TEXT_LOSSLESS],
    ["[1.5, 2e0]", TEXT_LOSSLESS],
    ["[1.5, 123456789012345]", TEXT_NATIVE],
    [`{"a":${"[".repeat(MAX_DEPTH)}${"]".repeat(MAX_DEPTH)}}`, TEXT_TOO_DEEP],
    ['"unterminated 1e5', TEXT_NATIVE],
  ])("reads %s as %i (past the length a regex decides)", (text, found) => {
    expect(scanText(`["${"x".repeat(MAX_DEPTH)}",${text}]`)).toBe(found);
  });

  it("sends a short text with a long digit run or an exponent anywhere, strings included, to the lossless parser", () => {
    expect(scanText('{"id":"12345678901234567"}')).toBe(TEXT_LOSSLESS);
    expect(scanText('{"e1":1.5}')).toBe(TEXT_LOSSLESS);
    expect(scanText('{"a":[1.5,123456789012345,"x"]}')).toBe(TEXT_NATIVE);
    expect(value('{"id":"12345678901234567","n":1e2}')).toEqual({ id: "12345678901234567", n: 100 });
  });
});
