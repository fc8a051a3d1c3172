/**
 * String lengths count code points (docs/limits.md), and the checker keeps
 * the last string's count for the next bound that looks at it (the branches
 * of an untagged union told apart by length). These strings, bounds and
 * orders check that a kept count never answers for another string or for a
 * bound it does not tell: each answer is compared with counting afresh.
 */
import { describe, expect, it } from "vitest";
import { checker } from "../../../runtime/src/check/index.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";

const bounded = (minLength: number, maxLength: number) =>
  checker(validationSchema({ type: "object", properties: { s: { type: "string", minLength, maxLength } }, required: ["s"], additionalProperties: false }) as never);

const strings = [
  "",
  "x".repeat(59),
  "x".repeat(59).split("").join(""), // the same text, another string
  "😀".repeat(40), // 80 units, 40 code points
  "a😀".repeat(50),
  "\ud800".repeat(30) + "x", // lone surrogates count one each
  "😀".repeat(70) + "x".repeat(10),
  "y".repeat(1000),
];

describe("string length bounds, one string against many bounds in turn", () => {
  it("answers as a fresh count does, for rising, falling and interleaved bounds", () => {
    const checks = new Map<string, ReturnType<typeof bounded>>();
    const at = (min: number, max: number) => {
      const key = `${min}-${max}`;
      if (!checks.has(key)) checks.set(key, bounded(min, max));
      return checks.get(key)!;
    };
    const bounds: [number, number][] = [];
    // Every seventh, and each side of where a count stops (64, then twice as far).
    for (const n of [...Array.from({ length: 29 }, (_, i) => 7 * i), 63, 64, 65, 66, 127, 128, 129, 130, 131, 256, 257, 258]) bounds.push([n, n], [0, n], [n, 10_000]);
    const orders = [bounds, [...bounds].reverse(), bounds.filter((_, i) => i % 2).concat(bounds.filter((_, i) => i % 2 === 0))];
    let passed = 0;
    for (const order of orders) {
      for (const [min, max] of order) {
        for (const s of strings) {
          const points = Array.from(s).length;
          const result = at(min, max)({ s }, true);
          expect(result.ok, `${JSON.stringify(s.slice(0, 12))} (${points} code points) within [${min}, ${max}]`).toBe(points >= min && points <= max);
          if (result.ok) passed++;
        }
      }
    }
    expect(passed).toBeGreaterThan(100);
  });

  it("reports both bounds with the count of the string checked, after another string was counted", () => {
    bounded(0, 500)({ s: "y".repeat(1000) }, true);
    const result = bounded(45, 45)({ s: "😀".repeat(40) }, true);
    expect(result.ok).toBe(false);
    expect(!result.ok && "issues" in result && result.issues.map((i) => i.message.slice(0, 43))).toEqual(["expected a string of at least 45 characters"]);
  });
});
