// `pnpm soak` (not in CI): the property test's generators and oracle for
// 10^6 cases (TOOLCALL_SOAK_CASES to change), printing what it finds:
// throws, rejections, calls with invalid arguments, mutated inputs,
// prototype changes, and the slowest call. Progress every 50,000 cases.
// Then the differential run against ajv (differential.ts) for 10^6 cases,
// and the checker's two code shapes against each other for 10^6 texts.
import fc from "fast-check";
import { expect, it } from "vitest";
import { differentialProject, newDifferentialTally, runDifferential } from "./differential.js";
import { callArbitrary, judge, newTally, oracleValidators } from "./hostile-calls.js";
import { loadDispatch } from "./load.js";
import { models } from "./models.js";
import { runShapesDifferential } from "./shapes-differential.js";

const CASES = Number(process.env.TOOLCALL_SOAK_CASES ?? 1_000_000);
const SEED = Number(process.env.TOOLCALL_SOAK_SEED ?? 1);

it(`soak: ${CASES} cases, seed ${SEED}`, async () => {
  const dispatch = await loadDispatch(models);
  const oracle = oracleValidators(models);
  const tally = newTally();
  const start = performance.now();
  const report = (label: string) => {
    const { examples, slowest, ...counts } = tally;
    const seconds = ((performance.now() - start) / 1000).toFixed(0);
    console.log(`${label} after ${seconds} s: ${JSON.stringify(counts)}; slowest ${slowest.ms.toFixed(1)} ms: ${slowest.what}`);
    for (const e of examples) console.log("  " + e);
  };
  await fc.assert(
    fc.asyncProperty(callArbitrary(models.map((m) => m.name)), async (call) => {
      await judge(dispatch, oracle, call, tally);
      if (tally.cases % 50_000 === 0) report("progress");
    }),
    { seed: SEED, numRuns: CASES, endOnFailure: true },
  );
  report("soak done");
}, 24 * 3600_000);

// The differential run of differential.test.ts at 10^6 cases (TOOLCALL_SOAK_DIFFERENTIAL_CASES):
// 40 projects of 12 random tools, 25,000 values each.
const DIFFERENTIAL_CASES = Number(process.env.TOOLCALL_SOAK_DIFFERENTIAL_CASES ?? 1_000_000);

it(`soak: differential, ${DIFFERENTIAL_CASES} cases against ajv, seed ${SEED}`, async () => {
  const tally = newDifferentialTally();
  const projects = Math.max(1, Math.round(DIFFERENTIAL_CASES / 25_000));
  for (let p = 0; p < projects; p++) {
    const project = await differentialProject(12, SEED * 1000 + p);
    if (project.diagnostics.length) console.log(`project ${p}: ${project.diagnostics.join("; ")}`);
    await runDifferential(project, Math.ceil(DIFFERENTIAL_CASES / projects), SEED + p, tally);
    if ((p + 1) % 4 === 0) console.log(`differential progress: ${JSON.stringify({ ...tally, examples: tally.examples.length })}`);
  }
  const { examples, ...counts } = tally;
  console.log(`differential done: ${JSON.stringify(counts)}`);
  for (const e of examples) console.log("  " + e);
  expect({ verdicts: tally.verdicts, values: tally.values, reads: tally.reads, aliases: tally.aliases }).toEqual({ verdicts: 0, values: 0, reads: 0, aliases: 0 });
}, 24 * 3600_000);

// The checker's two code shapes against each other (shapes-differential.ts) at 10^6 texts
// (TOOLCALL_SOAK_SHAPES_CASES): 40 projects of 12 random tools plus the nested corpus tool.
const SHAPES_CASES = Number(process.env.TOOLCALL_SOAK_SHAPES_CASES ?? 1_000_000);

it(`soak: the fast and compact checker shapes, ${SHAPES_CASES} texts, seed ${SEED}`, async () => {
  const tally = await runShapesDifferential(SHAPES_CASES, Math.max(1, Math.round(SHAPES_CASES / 25_000)), 12, SEED * 1000);
  console.log(`shapes done: ${JSON.stringify({ ...tally, mismatches: tally.mismatches.length })}`);
  for (const m of tally.mismatches) console.log("  " + m);
  expect(tally.mismatches).toEqual([]);
}, 24 * 3600_000);
