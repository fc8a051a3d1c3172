import { describe, expect, it } from "vitest";
import { runDifferential } from "./differential.js";
import { esbuildRebuild } from "./modes.js";

describe("esbuild context().rebuild()", () => {
  it("bundles what a cold build gives after every step", async () => {
    const history = await runDifferential("esbuild-rebuild", esbuildRebuild(), { seed: 13, allowErrors: true });
    expect(history.length).toBeGreaterThan(0);
  });
});
