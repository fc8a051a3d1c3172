// The two code shapes of the checker (docs/options.md, `checker`) are one
// checker: shapes-differential.ts sends the same texts to both (10^5 here,
// 10^6 in `pnpm soak`), and the nested corpus tool is covered whole.
import { parseJsonLossless } from "@toolcall/runtime";
import { describe, expect, it } from "vitest";
import { picture } from "./differential.js";
import { runtimeEntry } from "./load.js";
import { allText, virtualToolsText } from "../virtual-tools.js";
import { both, NESTED, predicateOf, runShapesDifferential } from "./shapes-differential.js";

const CASES = Number(process.env.TOOLCALL_DIFFERENTIAL_CASES ?? 100_000);
const PROJECTS = 4;
const TOOLS = 12;

describe("the fast and compact shapes of the checker", () => {
  it("the fast shape is emitted for the nested corpus tool, and only with the option", async () => {
    const { compact, fast } = await both(`"use tools";\nimport type { Int, Min, Max } from "unplugin-toolcall/types";\n${NESTED}`);
    expect(compact.tools.map((t) => t.name)).toEqual(["ship"]);
    const written = (checkerShape: "compact" | "fast") => allText(virtualToolsText(compact.tools, runtimeEntry, checkerShape));
    expect(written("fast")).toContain("fastChecker(");
    expect(written("compact")).not.toContain("fastChecker(");
    expect(predicateOf(compact.tools[0]!)).toBeTypeOf("function");
    const sent = { to: { lines: ["1 Main Street"], city: "Oslo", zip: "0150" }, options: { mode: "air" }, batch: { count: 12, labels: { fragile: "yes" } }, unit: "kg", note: null, limit: 3 };
    const parsed = parseJsonLossless(JSON.stringify(sent));
    expect(parsed.ok && predicateOf(compact.tools[0]!)!(parsed.value)).toBe(true);
    for (const args of [JSON.stringify(sent), JSON.stringify({ ...sent, unit: "g" }), JSON.stringify({ ...sent, limit: null }), sent]) {
      expect(picture(await fast.dispatch("ship", args))).toBe(picture(await compact.dispatch("ship", args)));
    }
  });

  it(`${CASES} texts over ${PROJECTS} projects of ${TOOLS} random tools: the same results, and the predicate never says yes where the checker changes or refuses`, async () => {
    const tally = await runShapesDifferential(CASES, PROJECTS, TOOLS, 20_261_207);
    expect(tally.mismatches).toEqual([]);
    // Not vacuous: tools were covered, and the predicate said both yes and no.
    expect(tally.covered).toBeGreaterThan(0);
    expect(tally.predicateYes).toBeGreaterThan(CASES / 100);
    expect(tally.refused).toBeGreaterThan(CASES / 100);
  }, 600_000);
});
