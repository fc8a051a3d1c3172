/**
 * The `checker` option (docs/options.md) in a real Vite build: with
 * `"fast"` the bundle holds the tool's predicate for JSON text beside the
 * checker, with the default `"compact"` it does not, and both bundles, run
 * in a plain Node process, answer every call, text and object, valid and
 * not, with the same results and messages.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildFixture, toolsProject } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";
import { runBundle } from "../helpers/run-bundle.js";

const TOOLS = `"use tools";
import type { Int, Min, Max } from "unplugin-toolcall/types";
/** How a parcel is sent. */
export enum Mode { Ground = "ground", Air = "air", Sea = "sea" }
interface Address { lines: string[]; city: string; zip: string }
interface Options { mode: Mode; verbose?: boolean }
interface Batch { count: Int & Min<1> & Max<500>; labels: Record<string, string> }
/** Plans a shipment. */
export function ship(to: Address, options: Options, batch: Batch, unit: "kg" | "lb" | "oz", note: string | null, limit?: Int) {
  return { lines: to.lines.length, mode: options.mode, count: batch.count, unit, note, limit: limit ?? null };
}
`;

const valid = { to: { lines: ["1 Main Street"], city: "Oslo", zip: "0150" }, options: { mode: "air" }, batch: { count: 12, labels: { fragile: "yes" } }, unit: "kg", note: null, limit: 3 };
const sent = [
  JSON.stringify(valid),
  valid,
  JSON.stringify({ ...valid, unit: "g", batch: { count: 0, labels: {} } }),
  { ...valid, unit: "g" },
  JSON.stringify({ ...valid, limit: null }),
  JSON.stringify({ ...valid, extra: 1 }),
  '{"to":{"lines":[],"city":"x","zip":"y"},"options":{"mode":"sea"},"batch":{"count":1e400,"labels":{}},"unit":"oz","note":"n"}',
];
const cases = sent.map((args) => ({ name: "ship", tool: "ship", args, expect: {} }));

describe("vite: the checker option", () => {
  const tmp = tempDir("checker-shape");

  it("builds the fast shape only when asked, and both shapes answer alike", async () => {
    const runs = [];
    for (const checker of ["compact", "fast"] as const) {
      const build = toolsProject(path.join(tmp, checker), TOOLS);
      const out = await buildFixture("vite", { ...build, options: { dts: false, checker } });
      // The predicate's static property names are in the fast bundle only (the compact one has them inside the schema's JSON text).
      expect(/case\s*["']lines["']/.test(out.code), checker).toBe(checker === "fast");
      runs.push((await runBundle(out.file, cases as never)).results);
    }
    const [compact, fast] = runs;
    expect(fast).toEqual(compact);
    const oks = compact!.map((r) => ("result" in r ? (r.result as { ok: boolean }).ok : r.threw));
    expect(oks).toEqual([true, true, false, false, true, false, false]);
  }, 180_000);
});
