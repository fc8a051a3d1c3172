import { describe, expect, it } from "vitest";
import { runDifferential } from "./differential.js";
import { webpackWatch } from "./modes.js";

describe("webpack watch (context dependencies)", () => {
  it("bundles what a cold build gives after every step", async () => {
    const history = await runDifferential("webpack-watch", webpackWatch(), { seed: 14, allowErrors: true });
    // The walk went through the cases that matter: a broken type import and its recovery, renames, deletions.
    for (const kind of ["delete type file", "restore type file", "rename tool file", "delete tool file", "rename tool ", "edit body of"])
      expect(history.some((h) => h.includes(kind)), kind).toBe(true);
  });
});
