// Dispatch throughput, this checkout's runtime against another checkout's,
// alternated in one process: the figure behind "dispatch did not get
// slower". The same emitted module (this checkout's code generator) is
// served twice, once importing each runtime; each round times both, in
// alternating order, on the tools of bench/dispatch.mjs (the 5-argument
// tool and the nested corpus tool, JSON text and object input). CPU time,
// calls/s medians, and the median of the rounds' paired time ratios.
//
//   pnpm build && node --expose-gc bench/dispatch-against.mjs <other checkout, built> [rounds]
//   e.g. git worktree add /tmp/base <rev> && (cd /tmp/base && pnpm install && pnpm build)
// The other runtime must export what this checkout's generated code imports
// (a checkout of the same main, or one merged into this branch). Calibrate
// with a copy of this checkout's own packages/runtime (dist and
// package.json) as the other: on the shared 2-core machine that A/A run
// read 1.02-1.08x for the 5-argument object case (the build imported first
// times a little slower there), so a difference that size is the harness's.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Extractor } from "@toolcall/core";
import { writeVirtualTools } from "./virtual-tools.mjs";
import { generateCorpus } from "./corpus.mjs";

const [other, roundsArg = "9"] = process.argv.slice(2);
if (!other) {
  console.error("usage: node --expose-gc bench/dispatch-against.mjs <other checkout, built> [rounds]");
  process.exit(2);
}
const rounds = Number(roundsArg);
const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const runtimeOf = (checkout) => join(resolve(checkout), "packages/runtime/dist/index.js");
const builds = [
  { name: "this checkout", runtime: runtimeOf(fileURLToPath(new URL("..", import.meta.url))) },
  { name: `baseline (${other})`, runtime: runtimeOf(other) },
];

// The 5-argument tool of bench/dispatch.mjs.
const flight = {
  name: "book_flight",
  description: "Books a flight.",
  exportName: "bookFlight",
  loc: { file: "/bench/tools.ts", line: 1, column: 1 },
  call: ["from", "to", "passengers", "budget", "cabin"].map((name) => ({ from: "property", name })),
  inputSchema: {
    type: "object",
    properties: {
      from: { type: "string", pattern: "^[A-Z]{3}$" },
      to: { type: "string", pattern: "^[A-Z]{3}$" },
      passengers: { type: "integer", minimum: 1, maximum: 9, "x-toolcall": { kind: "int" } },
      budget: { type: "number", minimum: 0, "x-toolcall": { kind: "number" } },
      cabin: { type: "string", enum: ["economy", "business", "first"], default: "economy" },
    },
    required: ["from", "to", "passengers", "budget"],
    additionalProperties: false,
  },
  annotations: {},
  examples: [],
};
const flightObject = { from: "OSL", to: "LHR", passengers: 2, budget: 350.5, cabin: "business" };

// The nested corpus tool of bench/dispatch.mjs, extracted the same way.
const corpusDir = mkdtempSync(join(tmpdir(), "dispatch-against-corpus-"));
const { toolFiles } = generateCorpus(corpusDir, { tools: 5, files: 1 });
writeFileSync(
  toolFiles[0],
  readFileSync(toolFiles[0], "utf8") +
    `
/** Plans a shipment with every argument type of the file. */
export function ship(to: Address0, options: Options0, batch: Batch0, unit: Unit0, note: string | null, limit?: Int): number {
  return to.lines.length + to.city.length + options.mode.length + batch.count + Object.keys(batch.labels).length + unit.length + (note === null ? 0 : note.length) + (limit ?? 0);
}
`,
);
const ship = new Extractor({ root: corpusDir }).extract(toolFiles).tools.find((t) => t.name === "ship");
if (!ship) throw new Error("the nested bench tool was not extracted");
const shipObject = {
  to: { lines: ["1 Main Street", "Flat 2"], city: "Oslo", zip: "0150" },
  options: { mode: "air", verbose: true },
  batch: { count: 12, labels: { fragile: "yes", color: "red" } },
  unit: "kg",
  note: null,
  limit: 3,
};

const functions = `export function bookFlight(from, to, passengers, budget, cabin) { return passengers * budget + from.length + to.length + cabin.length; }
export function ship(to, options, batch, unit, note, limit) {
  return to.lines.length + to.city.length + options.mode.length + batch.count + Object.keys(batch.labels).length + unit.length + (note === null ? 0 : note.length) + (limit ?? 0);
}
`;
for (const build of builds) {
  const dir = mkdtempSync(join(tmpdir(), "dispatch-against-"));
  writeFileSync(join(dir, "functions.mjs"), functions);
  const served = [flight, ship].map((t) => ({ ...t, file: join(dir, "functions.mjs") }));
  build.dispatch = (await import(writeVirtualTools(dir, served, build.runtime).url)).dispatch;
}

const cases = [
  ["5 arguments, JSON text", "book_flight", JSON.stringify(flightObject)],
  ["5 arguments, object", "book_flight", flightObject],
  ["nested, JSON text", "ship", JSON.stringify(shipObject)],
  ["nested, object", "ship", shipObject],
];

async function cpuPerCall(dispatch, name, input) {
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) if (!(await dispatch(name, input)).ok) throw new Error(`${name} failed`);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / CALLS;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${CALLS} awaited calls per run, ${rounds} rounds, alternating order, CPU time (Node ${process.version})`);
// BENCH_ONLY=<text> runs the cases whose label holds it.
for (const [label, name, input] of cases.filter(([label]) => label.includes(process.env.BENCH_ONLY ?? ""))) {
  for (const build of builds) await cpuPerCall(build.dispatch, name, input);
  const times = builds.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [1, 0] : [0, 1];
    for (const b of order) {
      globalThis.gc?.();
      times[b].push(await cpuPerCall(builds[b].dispatch, name, input));
    }
  }
  const ratios = times[0].map((t, i) => t / times[1][i]);
  const rate = (us) => `${(1 / us).toFixed(2)}M calls/s`;
  console.log(
    `${label.padEnd(24)} this ${rate(median(times[0]))}, baseline ${rate(median(times[1]))}: ` +
      `${median(ratios).toFixed(3)}x the baseline's time (rounds ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
  );
}
