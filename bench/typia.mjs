// typia beside toolcall on the same 1,000 tools (bench/corpus.mjs's shared
// shapes, written the way typia wants them: one parameters object per tool,
// typia's `tags` for the integer bounds). typia 9.7.2 compiled with ts-patch
// (`tspc`), then bundled by Vite like toolcall's corpus. Prints:
//  - build: tspc + vite build, beside a vite build of the same app without typia;
//  - size per tool added (minified, gzip) and the cold-start import of each bundle;
//  - dispatch of the most nested tool: typia `validateEquals` + call, toolcall's
//    `dispatch` (its part as the plugin serves it) and hand-wired ajv + call, in
//    this process, per CPU second.
// typia emits one provider's schema per call (`typia.llm.parameters<T, "chatgpt">`);
// toolcall's figures include every provider's view.
//   pnpm build && node bench/typia.mjs
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { Ajv2020 } from "ajv/dist/2020.js";
import { build } from "vite";
import toolcall from "unplugin-toolcall/vite";
import { Extractor } from "@toolcall/core";
import { writeVirtualTools } from "./virtual-tools.mjs";
import { generateCorpus } from "./corpus.mjs";

const FILES = 200;
const benchDir = fileURLToPath(new URL(".", import.meta.url));
// Inside bench/ so that `typia` resolves from bench/node_modules.
const root = join(benchDir, ".bench-project", "typia");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The corpus's tool file `f` for typia; `plain` leaves typia out (the app without it). */
function typiaFile(f, plain) {
  const L = [
    plain ? `type Tag = unknown;` : `import typia, { tags } from "typia";`,
    `/** How a parcel is sent. */`,
    `export enum Mode${f} { Ground = "ground", Air = "air", Sea = "sea" }`,
    `/** A unit of weight. */`,
    `export type Unit${f} = "kg" | "lb" | "oz";`,
    `/** A postal address. */`,
    `export interface Address${f} {\n  /** Street lines, first to last. */\n  lines: string[];\n  /** City, in full. */\n  city: string;\n  /** Postal code. */\n  zip: string;\n}`,
    `/** How to run the operation. */`,
    `export interface Options${f} {\n  /** Transport. */\n  mode: Mode${f};\n  /** Say more in the result. */\n  verbose?: boolean;\n}`,
    `/** How many, with labels. */`,
    `export interface Batch${f} {\n  /** Items in the batch. */\n  count: number${plain ? "" : ` & tags.Type<"int32"> & tags.Minimum<1> & tags.Maximum<500>`};\n  /** Free labels by key. */\n  labels: Record<string, string>;\n}`,
    `type Int = number${plain ? "" : ` & tags.Type<"int32">`};`,
  ];
  const to = `/** where the parcel goes */ to: Address${f}`;
  const note = `/** free text for the carrier */ note: string | null`;
  const params = [
    `{ ${to}; options: Options${f}; unit: Unit${f}; ${note}; limit?: Int }`,
    `{ batch: Batch${f}; ${to}; ${note} }`,
    `{ options: Options${f}; batch: Batch${f}; limit?: Int }`,
    `{ ${to}; unit: Unit${f}; limit?: Int }`,
    `{ from: Address${f}; ${to}; options: Options${f}; batch: Batch${f}; ${note} }`,
  ];
  for (let k = 0; k < 5; k++) {
    const name = `tool_${f}_${k}`;
    const description = `Operation ${k} of file ${f}: plans a shipment and says what it costs.`;
    L.push(`type P_${name} = ${params[k]};`);
    L.push(`/** ${description} */\nfunction ${name}(args: P_${name}): string {\n  return JSON.stringify(args).slice(0, 64) + "${name}";\n}`);
    const schema = plain ? "null" : `typia.llm.parameters<P_${name}, "chatgpt">()`;
    const validate = plain ? "null" : `typia.createValidateEquals<P_${name}>()`;
    L.push(`export const ${name}_tool = { name: "${name}", description: ${JSON.stringify(description)}, parameters: ${schema}, validate: ${validate}, invoke: ${name} };`);
  }
  return L.join("\n") + "\n";
}

function writeApp(dir, plain) {
  mkdirSync(join(dir, "src"), { recursive: true });
  const names = [];
  for (let f = 0; f < FILES; f++) {
    writeFileSync(join(dir, "src", `m${f}.ts`), typiaFile(f, plain));
    for (let k = 0; k < 5; k++) names.push(`m${f}.tool_${f}_${k}_tool`);
  }
  const imports = Array.from({ length: FILES }, (_, f) => `import * as m${f} from "./m${f}";`);
  writeFileSync(join(dir, "src", "main.ts"), `${imports.join("\n")}\nexport const tools = [${names.join(", ")}];\n`);
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { strict: true, target: "es2022", module: "esnext", moduleResolution: "bundler", outDir: "dist", skipLibCheck: true, plugins: [{ transform: "typia/lib/transform" }] },
      include: ["src"],
    }),
  );
}

async function viteBuild(dir, entry, plugins = [], outDir = join(dir, "out")) {
  await build({ root: dir, logLevel: "silent", configFile: false, plugins, build: { ssr: entry, minify: true, outDir, rollupOptions: { output: { entryFileNames: "main.js" } } } });
  return join(outDir, "main.js");
}

/**
 * Runs a child process under GNU time: its CPU time (user + system) and peak
 * RSS. CPU time, because on a shared machine a process's wall time mostly
 * measures the other processes.
 */
function timedChild(args, cwd) {
  const out = join(root, "time.txt");
  const r = spawnSync("/usr/bin/time", ["-f", "%U %S %M", "-o", out, process.execPath, ...args], { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${args.join(" ")} failed:\n${r.stdout}${r.stderr}`);
  const [user, system, rssKB] = readFileSync(out, "utf8").trim().split(/\s+/).map(Number);
  return { cpuMs: (user + system) * 1000, rssMB: rssKB / 1024 };
}

/** CPU time of a fresh `node` importing `file`, whole process: median of 5. */
function coldImport(file) {
  const times = [];
  for (let i = 0; i < 5; i++) times.push(timedChild(["--input-type=module", "-e", `await import(${JSON.stringify(pathToFileURL(file).href)})`]).cpuMs);
  return median(times);
}

/** CPU time of this process while `fn` runs (the bundler's worker threads included). */
async function cpuOf(fn) {
  const start = process.cpuUsage();
  const value = await fn();
  const used = process.cpuUsage(start);
  return { value, cpuMs: (used.user + used.system) / 1000 };
}

rmSync(root, { recursive: true, force: true });
const typiaDir = join(root, "typia");
const plainDir = join(root, "plain");
writeApp(typiaDir, false);
writeApp(plainDir, true);

// Build: typia needs its compiler transform (tspc) before the bundler sees JS.
const tspc = timedChild([join(benchDir, "node_modules", "ts-patch", "bin", "tspc.js"), "-p", "tsconfig.json"], typiaDir);
const { value: typiaBundle, cpuMs: typiaViteMs } = await cpuOf(() => viteBuild(typiaDir, join(typiaDir, "dist", "main.js")));
const { value: plainBundle, cpuMs: plainMs } = await cpuOf(() => viteBuild(plainDir, join(plainDir, "src", "main.ts")));
const typiaBuildMs = tspc.cpuMs + typiaViteMs;
const s = (x) => `${(x / 1000).toFixed(1)} s`;
console.log(`1,000 tools over ${FILES} files, typia 9.7.2 + ts-patch 3.3.0 (Node ${process.version}); times are CPU time`);
console.log(
  `build: tspc ${s(tspc.cpuMs)} (peak ${tspc.rssMB.toFixed(0)} MB) + vite ${s(typiaViteMs)} = ${s(typiaBuildMs)}; ` +
    `the app without typia: vite ${s(plainMs)} (${(typiaBuildMs / plainMs).toFixed(1)}x)`,
);

// toolcall on the same shapes (bench/corpus.mjs), built in this process the same way.
const corpusApp = join(root, "toolcall-app");
const corpus = generateCorpus(corpusApp, { shape: "shared" });
const { value: toolcallBundle, cpuMs: toolcallMs } = await cpuOf(() => viteBuild(corpusApp, corpus.withToolcall, [toolcall()], join(corpusApp, "out-with")));
const { value: corpusPlainBundle, cpuMs: corpusPlainMs } = await cpuOf(() => viteBuild(corpusApp, corpus.plain, [], join(corpusApp, "out-plain")));
console.log(`build: toolcall ${s(toolcallMs)}; the app without toolcall: ${s(corpusPlainMs)} (${(toolcallMs / corpusPlainMs).toFixed(1)}x)`);

for (const [label, withIt, without] of [["typia", typiaBundle, plainBundle], ["toolcall", toolcallBundle, corpusPlainBundle]]) {
  const [a, b] = [readFileSync(withIt), readFileSync(without)];
  const cold = coldImport(withIt);
  const coldWithout = coldImport(without);
  console.log(
    `${label.padEnd(8)} size added per tool: ${((a.length - b.length) / 1000 / 1000).toFixed(2)} KB minified, ${((gzipSync(a).length - gzipSync(b).length) / 1000).toFixed(0)} B gzip ` +
      `(bundle ${(a.length / 1e6).toFixed(2)} MB, without ${(b.length / 1e3).toFixed(0)} KB); ` +
      `cold start (CPU of a fresh node importing it, median of 5) ${cold.toFixed(0)} ms, without ${coldWithout.toFixed(0)} ms (+${(cold - coldWithout).toFixed(0)} ms)`,
  );
}

// Dispatch of the most nested tool (kind 4: two addresses, options, batch, nullable note).
const { tools: typiaTools } = await import(pathToFileURL(typiaBundle).href);
const typiaTool = typiaTools.find((x) => x.name === "tool_0_4");
const corpusDir = join(root, "toolcall");
const { toolFiles } = generateCorpus(corpusDir, { shape: "shared", tools: 5, files: 1 });
const { tools: models } = new Extractor({ root: corpusDir }).extract(toolFiles);
const functionsFile = join(corpusDir, "functions.mjs");
writeFileSync(functionsFile, `export function tool_0_4(from, to, options, batch, note) {\n  return JSON.stringify([from, to, options, batch, note]).slice(0, 64) + "tool_0_4";\n}\n`);
const model = { ...models.find((m) => m.name === "tool_0_4"), file: functionsFile };
const runtimeImport = fileURLToPath(new URL("../packages/runtime/dist/index.js", import.meta.url));
const { dispatch } = await import(writeVirtualTools(corpusDir, [model], runtimeImport).url);
const { tool_0_4 } = await import(pathToFileURL(functionsFile).href);
const ajvValidate = new Ajv2020({ strict: false }).compile(typiaTool.parameters);

const address = { lines: ["1 Quay Street", "Floor 2"], city: "Oslo", zip: "0150" };
const args = { from: address, to: { ...address, city: "Bergen" }, options: { mode: "air", verbose: true }, batch: { count: 3, labels: { fragile: "yes" } }, note: null };
const paths = {
  typia: async (input) => {
    const r = typiaTool.validate(input);
    return r.success ? { ok: true, value: typiaTool.invoke(r.data) } : { ok: false };
  },
  toolcall: (input) => dispatch("tool_0_4", input),
  ajv: async (input) => (ajvValidate(input) ? { ok: true, value: tool_0_4(input.from, input.to, input.options, input.batch, input.note) } : { ok: false }),
};
for (const [label, run] of Object.entries(paths)) {
  const r = await run(args);
  if (!r.ok) throw new Error(`${label} refused the call`);
}
const CALLS = 100_000;
async function callsPerSecond(run) {
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) if (!(await run(args)).ok) throw new Error("refused");
  const used = process.cpuUsage(start);
  return CALLS / ((used.user + used.system) / 1e6);
}
const rates = { typia: [], toolcall: [], ajv: [] };
for (const run of Object.values(paths)) await callsPerSecond(run);
for (let r = 0; r < 7; r++) for (const [label, run] of Object.entries(paths)) rates[label].push(await callsPerSecond(run));
const m = Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, median(v)]));
const fmt = (x) => `${(x / 1e6).toFixed(2)}M/s`;
console.log(
  `dispatch, object in, nested tool (median of 7 runs of ${CALLS}): typia validateEquals + call ${fmt(m.typia)}, ` +
    `toolcall dispatch ${fmt(m.toolcall)}, hand-wired ajv + call ${fmt(m.ajv)}; toolcall takes ${(m.typia / m.toolcall).toFixed(2)}x typia's time, ${(m.ajv / m.toolcall).toFixed(2)}x ajv's`,
);
