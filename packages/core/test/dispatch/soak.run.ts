// `pnpm soak` (not in CI): the property test's generators and oracle for
// 10^6 cases (TOOLCALL_SOAK_CASES to change), printing what it finds:
// throws, rejections, calls with invalid arguments, mutated inputs,
// prototype changes, and the slowest call. Progress every 50,000 cases.
import fc from "fast-check";
import { it } from "vitest";
import { callArbitrary, judge, newTally, oracleValidators } from "./hostile-calls.js";
import { loadDispatch } from "./load.js";
import { models } from "./models.js";

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
