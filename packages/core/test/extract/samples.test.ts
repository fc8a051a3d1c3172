import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../src/model/index.js";
import { extractSources, toolNamed } from "./helpers.js";
import { judgeSamples } from "./judge.js";
import { sampleValues } from "./samples.js";

// The peer run's judging (bench/peers.mjs) on a few types of the shapes it
// found wrong or that are easy to get wrong: sample values built from each
// schema, mutated, and each judged by tsc and by dispatch, which must agree.

const DECLS = `
interface Item { id: string; tags?: string[]; score: number | null }
class Nullish { u: number | undefined; w: number | void; o?: number; constructor(public p: string | undefined) {} }
interface Numbered { [i: number]: boolean; name: string }
type Tree = { value: number; children?: Tree[] };
type Mode = "fast" | "safe" | 3;
interface Pair { pair: [string, number?]; mode: Mode }
`;
const TYPES = ["Item", "Nullish", "Numbered", "Tree", "Pair", "Record<string, Item | boolean>"];

describe("sample values judged by tsc and dispatch (the peer run's judge)", () => {
  const files = Object.fromEntries(TYPES.map((type, i) => [`t${i}.ts`, `"use tools";\n${DECLS}\nexport function t${i}(v: ${type}) {}\n`]));
  const result = extractSources(files);

  it("extracts every type without a diagnostic", () => {
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  });

  // The first type-checks lib.es2022 (seconds under load), so a bound of its own, as in evaluator.test.ts.
  it.each(TYPES.map((type, i) => [type, i] as const))("%s: no value dispatch and tsc judge differently", { timeout: 120_000 }, (type, i) => {
    const inputSchema = toolNamed(result, `t${i}`).inputSchema;
    const values = sampleValues((inputSchema.properties as Record<string, JsonSchema>).v, inputSchema.$defs as Record<string, JsonSchema> | undefined);
    const verdicts = judgeSamples({ sources: new Map(), path: `/judge/t${i}.ts`, prelude: DECLS.split("\n"), type, inputSchema, values });
    expect(verdicts, "the declarations compile").toBeDefined();
    // The samples hold values on both sides, or agreement would prove nothing.
    expect(new Set(verdicts!.map((v) => v.tsc))).toEqual(new Set([true, false]));
    const disagreements = verdicts!.filter((v) => v.dispatch !== v.tsc).map((v) => `${v.dispatch ? "looser" : "stricter"} than tsc: ${JSON.stringify(v.value)}`);
    expect(disagreements).toEqual([]);
  });
});
