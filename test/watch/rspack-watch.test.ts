import { describe, expect, it } from "vitest";
import { runDifferential } from "./differential.js";
import { STEPS } from "./helpers.js";
import { rspackWatch } from "./modes.js";

describe("Rspack watch (context dependencies)", () => {
  it("bundles what a cold build gives after every step", async () => {
    const history = await runDifferential("rspack-watch", rspackWatch(), { seed: 21, allowErrors: true });
    // The walk went through the cases that matter (the seed is chosen for it): a broken import of a
    // type file outside the include globs and its recovery, renames, deletions, body-only edits.
    if (STEPS >= 200) for (const kind of ["delete type file shared/", "restore type file shared/", "rename tool file", "delete tool file", "rename tool ", "edit body of"])
      expect(history.some((h) => h.includes(kind)), kind).toBe(true);
  });
});
