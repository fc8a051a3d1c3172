import { describe, expect, it } from "vitest";
import { runDifferential } from "./differential.js";
import { viteDevServer } from "./modes.js";

describe("Vite dev server (hotUpdate)", () => {
  it("serves what a cold build gives after every step", async () => {
    const history = await runDifferential("vite-dev", viteDevServer(), { seed: 11, allowErrors: true, rewriteGap: 80 });
    // The walk went through the cases that matter: a broken type import and its recovery, renames, deletions.
    for (const kind of ["delete type file", "restore type file", "rename tool file", "delete tool file", "rename tool ", "edit body of"])
      expect(history.some((h) => h.includes(kind)), kind).toBe(true);
  });
});
