// ajv is the oracle: random type models built for real, 10^5 values
// (valid, one-step mutations, hostile shapes), dispatch's accept/reject and
// the value the function receives against ajv plus the coercion table.
// `pnpm soak` runs 10^6 (soak.run.ts). See differential.ts.
import { describe, expect, it } from "vitest";
import { differentialProject, newDifferentialTally, runDifferential } from "./differential.js";

const CASES = Number(process.env.TOOLCALL_DIFFERENTIAL_CASES ?? 100_000);
const PROJECTS = 4;
const TOOLS = 12;

describe("dispatch against ajv on random type models", () => {
  it(`${CASES} cases over ${PROJECTS} projects of ${TOOLS} random tools: no disagreement`, async () => {
    const tally = newDifferentialTally();
    for (let p = 0; p < PROJECTS; p++) {
      const project = await differentialProject(TOOLS, 20_261_201 + p);
      expect(project.diagnostics).toEqual([]);
      expect(project.tools).toHaveLength(TOOLS);
      await runDifferential(project, Math.ceil(CASES / PROJECTS), 7 + p, tally);
    }
    expect(tally.examples).toEqual([]);
    expect({ verdicts: tally.verdicts, values: tally.values }).toEqual({ verdicts: 0, values: 0 });
    // Both sides of the line were reached.
    expect(tally.accepted).toBeGreaterThan(CASES / 4);
    expect(tally.refused).toBeGreaterThan(CASES / 4);
  }, 600_000);
});
