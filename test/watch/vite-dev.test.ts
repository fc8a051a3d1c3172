import { describe, expect, it } from "vitest";
import { runDifferential } from "./differential.js";
import { viteDevServer } from "./modes.js";

describe("Vite dev server (hotUpdate)", () => {
  it("serves what a cold build gives after every step", async () => {
    const history = await runDifferential("vite-dev", viteDevServer(), { seed: 11, allowErrors: true, rewriteGap: 80 });
    expect(history.length).toBeGreaterThan(0);
  });
});
