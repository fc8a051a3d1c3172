import { describe, expect, it } from "vitest";
import { runDifferential } from "./differential.js";
import { rollupWatch } from "./modes.js";

describe("Rollup watch (watchChange, addWatchFile)", () => {
  it("bundles what a cold build gives after every step", async () => {
    const history = await runDifferential("rollup-watch", rollupWatch(), { seed: 12, allowErrors: true, rewriteGap: 80 });
    expect(history.length).toBeGreaterThan(0);
  });
});
