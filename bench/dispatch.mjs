// Dispatch throughput: the emitted `dispatch` (toolcall's checker over the
// validation schema, lossless parsing, never-throw wrapper) against the same
// function behind hand-wired `ajv.compile` validation (after `JSON.parse` for
// text), measured in the same process. Prints calls/s (median of several
// runs) and the ratio.
//
// Run with `pnpm bench dispatch` (builds first) or `node bench/dispatch.mjs`
// after `pnpm build`.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Extractor, generatePart, publicSchema } from "@toolcall/core";
import { writeVirtualTools } from "./virtual-tools.mjs";
import { generateCorpus } from "./corpus.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);

/** A realistic 5-argument tool: strings, a bounded Int, a number, a literal union with a default. */
const tool = {
  name: "book_flight",
  description: "Books a flight.",
  file: "/bench/tools.ts",
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

const functionsSource = `export function bookFlight(from, to, passengers, budget, cabin) {
  return passengers * budget + from.length + to.length + cabin.length;
}`;

const dir = mkdtempSync(join(tmpdir(), "toolcall-bench-"));
writeFileSync(join(dir, "functions.mjs"), functionsSource);
const runtimeEntry = fileURLToPath(new URL("../packages/runtime/dist/index.js", import.meta.url));
// virtual:tools as the plugin serves it: the index and the one part.
const served = { ...tool, file: join(dir, "functions.mjs") };
const served5 = writeVirtualTools(dir, [served], runtimeEntry);
const partText = served5.part + [...served5.shared.values()].map((code) => code()).join("\n");
const { dispatch } = await import(served5.url);
const { bookFlight } = await import(pathToFileURL(join(dir, "functions.mjs")).href);

// The hand-wired baseline: ajv compiled in-process from the public schema.
const validate = new Ajv2020().compile(publicSchema(tool.inputSchema));
async function handWired(_name, input) {
  const args = typeof input === "string" ? JSON.parse(input) : input;
  if (!validate(args)) return { ok: false, error: { code: "invalid_arguments", message: "invalid", issues: validate.errors } };
  return { ok: true, value: bookFlight(args.from, args.to, args.passengers, args.budget, args.cabin ?? "economy") };
}

const text = '{"from":"OSL","to":"LHR","passengers":2,"budget":350.5,"cabin":"business"}';
const object = { from: "OSL", to: "LHR", passengers: 2, budget: 350.5, cabin: "business" };

// Both give the same answer, or the comparison means nothing.
for (const input of [text, object]) {
  const a = await dispatch("book_flight", input);
  const b = await handWired("book_flight", input);
  if (!a.ok || !b.ok || a.value !== b.value) throw new Error(`results differ: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
}

async function callsPerSecond(fn, input, name = "book_flight") {
  let sink = 0;
  // CPU time of this process, not wall time: on a shared machine the process
  // is often descheduled, which says nothing about dispatch.
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const r = await fn(name, input);
    if (r.ok) sink += 1;
  }
  const used = process.cpuUsage(start);
  const seconds = (used.user + used.system) / 1e6;
  if (sink !== CALLS) throw new Error("a call failed");
  return CALLS / seconds;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(label, input, ourFn = dispatch, baseFn = handWired, name = "book_flight") {
  // Warm both paths up before timing, then interleave the runs so drift hits both alike.
  await callsPerSecond(ourFn, input, name);
  await callsPerSecond(baseFn, input, name);
  const ours = [];
  const baseline = [];
  for (let r = 0; r < RUNS; r++) {
    globalThis.gc?.();
    ours.push(await callsPerSecond(ourFn, input, name));
    globalThis.gc?.();
    baseline.push(await callsPerSecond(baseFn, input, name));
  }
  const o = median(ours);
  const b = median(baseline);
  // Each run pairs the two back to back, so a run's ratio is less exposed to
  // load from other processes than the ratio of the medians.
  const ratios = baseline.map((x, i) => x / ours[i]);
  const ratio = median(ratios);
  const fmt = (x) => `${(x / 1e6).toFixed(2)}M calls/s`;
  console.log(
    `${label.padEnd(12)} dispatch ${fmt(o)}   hand-wired ajv ${fmt(b)}   ` +
      `${ratio.toFixed(2)}x the time (paired runs ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
  );
  return { o, b, ratio };
}

console.log(`5-argument tool, ${CALLS} awaited calls per run, median of ${RUNS} runs, per CPU second (Node ${process.version})`);
const t = await measure("JSON text", text);
const o = await measure("object", object);
console.log(
  `targets: within 1.5x of hand-wired ajv (text ${t.ratio.toFixed(2)}x, object ${o.ratio.toFixed(2)}x); ` +
    `>= 1M calls/s for object input (${(o.o / 1e6).toFixed(2)}M)`,
);
console.log(`emitted part: ${Buffer.byteLength(partText)} bytes for 1 tool`);

// A nested tool of the 1,000-tool corpus's shape (bench/corpus.mjs): an
// address with a string array, options with an enum, a batch with a bounded
// Int and a string record, a literal-union unit, a nullable note and an
// optional Int, extracted from a real corpus file. Object input is what an
// SDK hands over already parsed (Gemini, MCP); the target is at most 2.5x
// hand-wired ajv for it, and 1.3x `JSON.parse` + ajv for JSON text
// (docs/performance.md, "Dispatch").
const corpusDir = mkdtempSync(join(tmpdir(), "toolcall-bench-nested-"));
const { toolFiles } = generateCorpus(corpusDir, { tools: 5, files: 1 });
const nestedSource = `
/** Plans a shipment with every argument type of the file. */
export function ship(to: Address0, options: Options0, batch: Batch0, unit: Unit0, note: string | null, limit?: Int): number {
  return to.lines.length + to.city.length + options.mode.length + batch.count + Object.keys(batch.labels).length + unit.length + (note === null ? 0 : note.length) + (limit ?? 0);
}
`;
writeFileSync(toolFiles[0], readFileSync(toolFiles[0], "utf8") + nestedSource);
const extracted = new Extractor({ root: corpusDir }).extract(toolFiles);
const nested = extracted.tools.find((t) => t.name === "ship");
if (!nested) throw new Error(`the nested bench tool was not extracted: ${JSON.stringify(extracted.diagnostics?.slice(0, 3))}`);
const nestedFunctions = join(corpusDir, "ship.mjs");
writeFileSync(
  nestedFunctions,
  `export function ship(to, options, batch, unit, note, limit) {
  return to.lines.length + to.city.length + options.mode.length + batch.count + Object.keys(batch.labels).length + unit.length + (note === null ? 0 : note.length) + (limit ?? 0);
}`,
);
const nestedServed = { ...nested, file: nestedFunctions };
const nestedCompact = writeVirtualTools(corpusDir, [nestedServed], runtimeEntry);
const { dispatch: nestedDispatch } = await import(nestedCompact.url);
// The same tool with the `checker: "fast"` option (docs/options.md): its own folder, since the modules share names.
const fastDir = join(corpusDir, "fast");
mkdirSync(fastDir);
const nestedFastServed = writeVirtualTools(fastDir, [nestedServed], runtimeEntry, "fast");
const { dispatch: nestedFast } = await import(nestedFastServed.url);
const { ship } = await import(pathToFileURL(nestedFunctions).href);
const nestedValidate = new Ajv2020().compile(publicSchema(nested.inputSchema));
async function nestedHandWired(_name, input) {
  const args = typeof input === "string" ? JSON.parse(input) : input;
  if (!nestedValidate(args)) return { ok: false, error: { code: "invalid_arguments", message: "invalid", issues: nestedValidate.errors } };
  return { ok: true, value: ship(args.to, args.options, args.batch, args.unit, args.note, args.limit) };
}
const nestedObject = {
  to: { lines: ["1 Main Street", "Flat 2"], city: "Oslo", zip: "0150" },
  options: { mode: "air", verbose: true },
  batch: { count: 12, labels: { fragile: "yes", color: "red" } },
  unit: "kg",
  note: null,
  limit: 3,
};
const nestedText = JSON.stringify(nestedObject);
for (const input of [nestedText, nestedObject]) {
  const a = await nestedDispatch("ship", input);
  const b = await nestedHandWired("ship", input);
  const c = await nestedFast("ship", input);
  if (!a.ok || !b.ok || !c.ok || a.value !== b.value || c.value !== b.value) throw new Error(`nested results differ: ${JSON.stringify(a)} vs ${JSON.stringify(b)} vs ${JSON.stringify(c)}`);
}
const nestedBefore = JSON.stringify(nestedObject);
console.log(`nested corpus tool (to, options, batch, unit, note, limit), same runs and rounds`);
const nt = await measure("JSON text", nestedText, nestedDispatch, nestedHandWired, "ship");
const no = await measure("object", nestedObject, nestedDispatch, nestedHandWired, "ship");
if (JSON.stringify(nestedObject) !== nestedBefore) throw new Error("dispatch changed the caller's object");
const targets = (o, t) =>
  `targets: object at most 2.5x hand-wired ajv.compile validate (${o.ratio.toFixed(2)}x: ${o.ratio <= 2.5 ? "met" : "not met"}), ` +
  `JSON text at most 1.3x JSON.parse + ajv (${t.ratio.toFixed(2)}x: ${t.ratio <= 1.3 ? "met" : "not met"})`;
console.log(targets(no, nt));
// What the fast shape adds to the tool's shapes module (unminified; its predicate).
const shapesBytes = (served) => [...served.shared.values()].map((code) => Buffer.byteLength(code())).reduce((a, b) => a + b, 0);
console.log(`the same tool, checker: "fast" (shared modules ${shapesBytes(nestedFastServed)} bytes against ${shapesBytes(nestedCompact)} compact, unminified)`);
const ft = await measure("JSON text", nestedText, nestedFast, nestedHandWired, "ship");
const fo = await measure("object", nestedObject, nestedFast, nestedHandWired, "ship");
console.log(targets(fo, ft));

// What each tool of the e2e fixture adds to a bundle: its part emitted alone
// (validator, call adapter, \`tools\` entry and provider view entries; bytes,
// and gzipped).
const fixtureRoot = fileURLToPath(new URL("../test/fixtures/basic/", import.meta.url));
const fixtureFiles = readdirSync(join(fixtureRoot, "src")).map((f) => join(fixtureRoot, "src", f));
const { tools: fixtureTools } = new Extractor({ root: fixtureRoot }).extract(fixtureFiles);
const sizes = fixtureTools.map((t) => {
  // The part and the shared modules it imports (its validator and schemas).
  const shared = new Map();
  const text = [generatePart([t], { runtimeImport: "@toolcall/runtime", shared }), ...[...shared.values()].map((code) => code())].join("\n");
  return { name: t.name, bytes: Buffer.byteLength(text), gzip: gzipSync(text).length };
});
console.log(`per tool (test/fixtures/basic, ${sizes.length} tools), part bytes / gzipped:`);
console.log("  " + sizes.map((x) => `${x.name} ${x.bytes}/${x.gzip}`).join(", "));
