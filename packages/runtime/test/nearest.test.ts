import { describe, expect, it } from "vitest";
import { byNearest, editDistance, nearestName } from "../src/nearest.js";

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
});
