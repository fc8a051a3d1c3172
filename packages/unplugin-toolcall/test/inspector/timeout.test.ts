// A tool's deadline on its inspector card (inspector/state.ts): `@timeout`
// as it was written, in the same units, and nothing for a tool without one.
import { Extractor } from "@toolcall/core";
import { expect, it } from "vitest";
import { inspectorState } from "../../src/inspector/state.js";

const root = "/project";
const files: Record<string, string> = {
  "/project/src/jobs.ts": `"use tools";
/**
 * Quick.
 * @timeout 500ms
 */
export function quick(): number { return 1; }
/**
 * Medium.
 * @timeout 1.5s
 */
export function medium(): number { return 1; }
/**
 * Long.
 * @timeout 2m
 */
export function long(): number { return 1; }
/** Whenever. */
export function whenever(): number { return 1; }
`,
};

it("shows each tool's @timeout in the units @timeout is written in", () => {
  const extracted = new Extractor({ root, readFile: (p) => files[p] }).extract(Object.keys(files));
  expect(extracted.diagnostics).toEqual([]);
  const state = inspectorState(root, extracted.tools, extracted.diagnostics);
  expect(state.tools.map((t) => [t.name, t.timeoutMs, t.timeout])).toEqual([
    ["long", 120_000, "2m"],
    ["medium", 1500, "1.5s"],
    ["quick", 500, "500ms"],
    ["whenever", undefined, undefined],
  ]);
});
