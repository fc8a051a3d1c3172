// Property-based: seeded random calls, plain and hostile (see
// hostile-calls.ts), against an oracle independent of toolcall's validators.
// `pnpm soak` runs the same generators for 10^6 cases.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { callArbitrary, judge, newTally, oracleAccepts, oracleValidators, type Tally } from "./hostile-calls.js";
import { loadDispatch, type Dispatch } from "./load.js";
import { models } from "./models.js";

const CASES = Number(process.env.TOOLCALL_PROPERTY_CASES ?? 20_000);

let dispatch: Dispatch;
beforeAll(async () => {
  dispatch = await loadDispatch(models);
});

describe("the oracle", () => {
  it.each([
    ["wire_echo", '{"value":"100"}', true],
    ["wire_echo", '{"value":100}', true],
    ["wire_echo", '{"value":1.5}', false],
    ["bounded", '{"n":1,"id":0}', false],
    ["proto_names", "{}", true],
    ["forecast", '{"city":"Oslo","extra":1}', false],
    ["int_echo", '{"value":1e2}', undefined],
  ] as const)("judges %s(%s) by ajv plus the coercion table: %s", (tool, text, verdict) => {
    expect(oracleAccepts(oracleValidators(models).get(tool)!, text)).toBe(verdict);
  });
});

describe("random and hostile calls", () => {
  // The case count sets this test's length (seconds on an idle machine), so
  // it carries its own bound instead of the unit tier's 10 s.
  it(`${CASES} seeded cases: no throw, no rejection, no call the oracle refuses, no mutation`, { timeout: 180_000 }, async () => {
    const oracle = oracleValidators(models);
    const tally: Tally = newTally();
    await fc.assert(
      fc.asyncProperty(callArbitrary(models.map((m) => m.name)), async (call) => {
        await judge(dispatch, oracle, call, tally);
      }),
      { seed: 20261201, numRuns: CASES, endOnFailure: true },
    );
    const { slowest, examples, judged, accepted, ...counts } = tally;
    expect(examples).toEqual([]);
    // The oracle judged a good share of the calls, valid ones among them.
    expect(judged).toBeGreaterThan(CASES / 5);
    expect(accepted).toBeGreaterThan(CASES / 1000);
    expect(counts).toEqual({ cases: CASES, throws: 0, rejections: 0, malformed: 0, invalidCalls: 0, refusedValid: 0, mutated: 0, prototypeChanges: 0 });
    expect(slowest.what).not.toBe("");
  });
});
