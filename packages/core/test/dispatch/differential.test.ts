// ajv is the oracle: random type models built for real, 10^5 values
// (valid, one-step mutations, hostile shapes), dispatch's accept/reject and
// the value the function receives against ajv plus the coercion table.
// Object input comes as a hostile caller builds it (getters, properties
// that are not enumerable, one object at many places, past 4,096 values
// too): each getter runs at most once, and the function's input shares no
// object between places or with the caller.
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
    expect({ verdicts: tally.verdicts, values: tally.values, reads: tally.reads, aliases: tally.aliases }).toEqual({ verdicts: 0, values: 0, reads: 0, aliases: 0 });
    // Both sides of the line were reached.
    expect(tally.accepted).toBeGreaterThan(CASES / 4);
    expect(tally.refused).toBeGreaterThan(CASES / 4);
    // And the shapes of object input a hostile caller builds were sent.
    for (const [shape, count] of Object.entries(tally.shapes)) expect(count, shape).toBeGreaterThan(CASES / 1000);
  }, 600_000);
});
