// The table of every checked format (format-cases.ts), run against the runtime's functions.
import { describe, expect, it } from "vitest";
import { CHECKED_FORMATS } from "../../core/src/model/formats.js";
import { formats, parseRfc3339DateTime } from "../src/formats.js";
import { FORMAT_CASES as CASES } from "./format-cases.js";

describe("formats", () => {
  it("has a table for every format it checks, and checks every format of the table", () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(formats).sort());
  });

  it("checks exactly the formats the build knows (others are warned about at build time)", () => {
    expect(Object.keys(formats).sort()).toEqual([...CHECKED_FORMATS].sort());
  });

  const rows = Object.entries(CASES).flatMap(([format, { valid, invalid }]) => [
    ...valid.map((text) => ({ format, text: JSON.stringify(text), raw: text, expected: true })),
    ...invalid.map((text) => ({ format, text: JSON.stringify(text), raw: text, expected: false })),
  ]);
  it.each(rows)("$format: $text -> $expected", ({ format, raw, expected }) => {
    expect(formats[format].validate(raw)).toBe(expected);
  });

  it("reads a leap second as the next minute's first instant", () => {
    expect(parseRfc3339DateTime("2017-01-01T00:59:60+01:00")?.toISOString()).toBe("2017-01-01T00:00:00.000Z");
    expect(parseRfc3339DateTime("2026-11-29T12:30:60Z")).toBeUndefined();
  });
});
