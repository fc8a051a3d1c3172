import { describe, expect, it } from "vitest";
import { dispatchCases, mismatch, type Expected } from "../dispatch-cases.js";

describe("the dispatch case table", () => {
  it("has unique case names", () => {
    const names = dispatchCases.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("covers every row and column of the coercion table (docs/virtual-module.md, The coercion pass)", () => {
    const rows = ["1", "1.0", "1.5", '"42"', "9007199254740993", "1e309", "null", "absent"];
    for (const row of rows)
      for (const column of ["int", "number", "bigint", "wire"])
        expect(dispatchCases.some((c) => c.name.startsWith(`spec7 ${row} -> ${column}`)), `${row} x ${column}`).toBe(true);
  });

  const ok: Expected = { ok: true, value: { a: { bigint: "1" } } };
  const bad: Expected = { ok: false, code: "invalid_arguments", mentions: ["days"] };
  it.each([
    { result: { ok: true, value: { a: { bigint: "1" } } }, expected: ok, matches: true },
    { result: { ok: true, value: { a: { bigint: "2" } } }, expected: ok, matches: false },
    { result: { ok: true, value: { a: { bigint: "1" }, b: 1 } }, expected: ok, matches: false },
    { result: { ok: false, error: { code: "invalid_arguments", message: "dayz: did you mean days?" } }, expected: bad, matches: true },
    { result: { ok: false, error: { code: "invalid_arguments", message: "dayz is unknown" } }, expected: bad, matches: false },
    { result: { ok: false, error: { code: "tool_failed", message: "days" } }, expected: bad, matches: false },
    { result: { ok: true, value: 1 }, expected: bad, matches: false },
    { result: undefined, expected: ok, matches: false },
  ])("mismatch() tells $result apart ($matches)", ({ result, expected, matches }) => {
    expect(mismatch(result, expected) === undefined).toBe(matches);
  });
});
