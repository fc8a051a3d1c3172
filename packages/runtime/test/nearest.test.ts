import { describe, expect, it } from "vitest";
import { byNearest, editDistance, type NearestBudget, nearestAmong, nearestName, prepareNames } from "../src/nearest.js";
import { unknownProperty } from "../src/check/messages.js";

describe("did you mean", () => {
  it.each([
    ["kitten", "sitting", 3],
    ["nmae", "name", 1],
    ["City", "city", 0],
    ["", "abc", 3],
  ])("editDistance(%s, %s) = %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it.each([
    ["dayz", ["city", "days", "unit"], "days"],
    ["cty", ["city", "days"], "city"],
    ["zipcode", ["street", "zip"], "zip"],
    ["qqqqqq", ["city", "days"], undefined],
    ["x", [], undefined],
  ] as [string, string[], string | undefined][])("%s among %j -> %s", (name, candidates, want) => {
    expect(nearestName(name, candidates)).toBe(want);
  });

  it("orders candidates nearest first, stable on ties", () => {
    expect(byNearest("forcast", ["bounded", "forecast", "search", "format"])).toEqual(["forecast", "format", "bounded", "search"]);
  });

  /**
   * The rule, written plainly: every candidate within the length window
   * compared in full, the nearest within the limit, the first listed of
   * equally near ones; else one containing the other. The prepared walk
   * (prefixes shared, far prefixes passed over) must give the same answer.
   */
  function reference(name: string, candidates: string[]): string | undefined {
    const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
    const length = Math.min(name.length, 67);
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (const c of candidates) {
      if (Math.abs(Math.min(c.length, 67) - length) > limit) continue;
      const d = editDistance(name, c);
      if (d < bestDistance) (best = c), (bestDistance = d);
    }
    if (best !== undefined || name.length > 67) return best;
    const lower = name.toLowerCase();
    return candidates.find((c) => c.length > 1 && (lower.includes(c.toLowerCase()) || c.toLowerCase().includes(lower)));
  }

  it("gives the answer of comparing every candidate in full, on names sharing stems, cases and swaps", () => {
    // A small generator with a fixed seed: the same cases on every run.
    let seed = 34;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const letters = "abcAB_xyz";
    const word = () => Array.from({ length: 1 + next(9) }, () => letters[next(letters.length)]).join("");
    const mutate = (w: string) => {
      const i = next(w.length + 1);
      switch (next(4)) {
        case 0:
          return w.slice(0, i) + letters[next(letters.length)] + w.slice(i);
        case 1:
          return w.slice(0, i) + w.slice(i + 1);
        case 2:
          return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
        default:
          return w.toUpperCase();
      }
    };
    let suggested = 0;
    for (let round = 0; round < 400; round++) {
      const stem = next(2) ? word() : "";
      const candidates = Array.from({ length: 1 + next(30) }, () => stem + word());
      const prepared = prepareNames(candidates);
      for (let k = 0; k < 10; k++) {
        const name = next(2) ? mutate(mutate(candidates[next(candidates.length)]!)) : stem + word();
        const want = reference(name, candidates);
        if (want !== undefined) suggested++;
        expect(nearestAmong(name, prepared), `${name} among ${JSON.stringify(candidates)}`).toBe(want);
      }
    }
    // The cases exercise both answers.
    expect(suggested).toBeGreaterThan(1000);
    expect(suggested).toBeLessThan(3900);
  });

  it("passes over every candidate that starts with a prefix already too far: 300 names sharing a stem cost one comparison", () => {
    const names = Array.from({ length: 300 }, (_, i) => `field_${String(i).padStart(3, "0")}_`.padEnd(40, "abcdefghij"));
    const budget: NearestBudget = { left: 1_000_000 };
    expect(nearestAmong("other_001_".padEnd(40, "abcdefghij"), prepareNames(names), budget)).toBeUndefined();
    // One comparison, then the containment test over the 300 names.
    expect(1_000_000 - budget.left).toBe(1 + 300);
  });

  it("lists the valid names as far as the message shows them, as cutting the whole list would", () => {
    const cutWhole = (names: string[]) => {
      const whole = `unknown property \`qqqqqqqqqq\`; expected one of ${names.map((n) => `\`${n}\``).join(", ")}`;
      return whole.length <= 300 ? whole : whole.slice(0, 297) + "...";
    };
    for (const count of [1, 5, 9, 10, 11, 12, 300]) {
      const names = Array.from({ length: count }, (_, i) => `name_${i}_`.padEnd(20, "x"));
      expect(unknownProperty("qqqqqqqqqq", prepareNames(names))).toBe(cutWhole(names));
    }
  });
});
