import { describe, expect, it } from "vitest";
import { runDifferential } from "./differential.js";
import { webpackWatch } from "./modes.js";

describe("webpack watch (context dependencies)", () => {
  it("bundles what a cold build gives after every step", async () => {
    const history = await runDifferential("webpack-watch", webpackWatch(), { seed: 14, allowErrors: true });
    expect(history.length).toBeGreaterThan(0);
  });
});
