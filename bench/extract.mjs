// Extraction against a bare @babel/parser parse of the same files, parsed the
// way the extractor parses them (its options in packages/core/src/extract/
// source-file.ts), on two projects: the bench's generated project (1,000
// tools over 200 modules plus 40 type modules) and the issue-13 corpus
// (bench/corpus.mjs, shared shape: 1,000 tools over 200 files).
//  - cold: each path in a fresh Node process that imports what it needs,
//    reads the files and runs once; the whole process is timed, module
//    loading included (median of N spawns; `node -e 0` shown for scale);
//  - steady state: in this process, each path warmed, then timed in a loop
//    of its own (no forced GC, no alternation), median per run;
//  - incremental: one tool module edited, everything else cached;
//  - peak RSS of the cold processes.
//   pnpm build && node bench/extract.mjs [cold spawns] [steady runs]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "@babel/parser";
import { Extractor } from "@toolcall/core";
import { generateCorpus } from "./corpus.mjs";
import { generateProject } from "./generate-project.mjs";

const spawns = Number(process.argv[2] ?? 9);
const runs = Number(process.argv[3] ?? 15);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(0)} ms`;

/** The extractor's parse of a `.ts` file (source-file.ts): same plugins and options. */
const PARSE_OPTIONS = {
  sourceType: "module",
  plugins: ["typescript"],
  errorRecovery: false,
  attachComment: true,
  allowReturnOutsideFunction: true,
  allowUndeclaredExports: true,
};

const parserUrl = import.meta.resolve("@babel/parser");
const coreUrl = import.meta.resolve("@toolcall/core");
// The extractor's own module (core's dist/extract/index.js): what extraction needs, without codegen and its ajv.
const extractorUrl = new URL("./extract/index.js", coreUrl).href;

/** The code a cold process runs: import, read every file, run once, report its own CPU time and peak RSS. */
const CHILD = {
  none: `const u = process.resourceUsage(); process.stdout.write(JSON.stringify({ cpu: (u.userCPUTime + u.systemCPUTime) / 1000, rss: u.maxRSS / 1024 }));`,
  parse: `
    const { readFileSync } = await import("node:fs");
    const { parse } = await import(${JSON.stringify(parserUrl)});
    const { files, options } = JSON.parse(readFileSync(process.argv[1], "utf8"));
    let n = 0;
    for (const f of files) n += parse(readFileSync(f, "utf8"), options).program.body.length;
    if (!n) throw new Error("nothing parsed");
    const u = process.resourceUsage();
    process.stdout.write(JSON.stringify({ cpu: (u.userCPUTime + u.systemCPUTime) / 1000, rss: u.maxRSS / 1024 }));`,
  extract: extractionProcess(extractorUrl),
  "extract-core": extractionProcess(coreUrl),
};

function extractionProcess(url) {
  return `
    const { readFileSync } = await import("node:fs");
    const { Extractor } = await import(${JSON.stringify(url)});
    const { root, candidates } = JSON.parse(readFileSync(process.argv[1], "utf8"));
    const { tools } = new Extractor({ root }).extract(candidates);
    if (!tools.length) throw new Error("no tools");
    const u = process.resourceUsage();
    process.stdout.write(JSON.stringify({ cpu: (u.userCPUTime + u.systemCPUTime) / 1000, rss: u.maxRSS / 1024 }));`;
}

/** One fresh process running `mode`, timed from spawn to exit. */
function coldRun(mode, job) {
  const t = performance.now();
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", CHILD[mode], job], { encoding: "utf8" });
  const wall = performance.now() - t;
  if (run.status !== 0) throw new Error(`${mode}: ${run.stderr}`);
  return { wall, ...JSON.parse(run.stdout) };
}

function measure(label, root, candidates) {
  const texts = new Map(candidates.map((f) => [f, readFileSync(f, "utf8")]));
  const extractor = new Extractor({ root, readFile: (p) => texts.get(p) });
  const first = extractor.extract(candidates);
  const errors = first.diagnostics.filter((d) => d.severity === "error");
  // The bare parse parses exactly the files extraction parses (non-tool modules it never reads are left out of both).
  const files = extractor.parsedFiles();
  for (const f of files) if (!texts.has(f)) texts.set(f, readFileSync(f, "utf8"));
  const bytes = files.reduce((n, f) => n + Buffer.byteLength(texts.get(f)), 0);
  console.log(`\n## ${label}: ${files.length} files parsed (${(bytes / 1e6).toFixed(2)} MB), ${first.tools.length} tools, ${errors.length} errors`);
  if (errors.length) console.log(errors.slice(0, 3));

  // Cold: fresh processes, interleaved so that the machine's load spreads evenly over both.
  const job = join(root, "bench-job.json");
  writeFileSync(job, JSON.stringify({ root, candidates, files, options: PARSE_OPTIONS }));
  const modes = Object.keys(CHILD);
  const cold = Object.fromEntries(modes.map((m) => [m, []]));
  for (let i = 0; i < spawns; i++) for (const mode of modes) cold[mode].push(coldRun(mode, job));
  const med = (mode, key) => median(cold[mode].map((r) => r[key]));
  const row = (name, mode) => {
    const ratio = mode === "parse" || mode === "none" ? "" : `  ${(med(mode, "wall") / med("parse", "wall")).toFixed(2)}x wall, ${(med(mode, "cpu") / med("parse", "cpu")).toFixed(2)}x CPU`;
    console.log(`  ${name.padEnd(46)} ${ms(med(mode, "wall")).padStart(8)} wall, ${ms(med(mode, "cpu")).padStart(8)} CPU${ratio}`);
  };
  console.log(`cold, whole process timed (median of ${spawns}; ratios to the bare parse process; target <= 1.5x):`);
  row("node -e 0 (for scale)", "none");
  row("bare parse (imports @babel/parser)", "parse");
  row("extraction (imports the extractor)", "extract");
  row("extraction (imports all of @toolcall/core)", "extract-core");

  // Steady state: each path warmed, then timed in its own loop.
  const bareParse = () => {
    let count = 0;
    for (const f of files) count += parse(texts.get(f), PARSE_OPTIONS).program.body.length;
    return count;
  };
  const extract = () => new Extractor({ root, readFile: (p) => texts.get(p) }).extract(candidates);
  // Wall time, and the process's CPU time (steadier on a busy machine; it includes the GC's helper threads).
  const loop = (fn) => {
    for (let i = 0; i < 3; i++) fn();
    const wall = [];
    const cpu = [];
    for (let i = 0; i < runs; i++) {
      const c = process.cpuUsage();
      const t = performance.now();
      fn();
      wall.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
    return { wall: median(wall), cpu: median(cpu) };
  };
  const sp = loop(bareParse);
  const se = loop(extract);
  console.log(`steady state, in this process (median of ${runs} after 3 warm-up runs; target <= 2x):`);
  console.log(`  ${"bare parse".padEnd(46)} ${ms(sp.wall).padStart(8)} wall, ${ms(sp.cpu).padStart(8)} CPU`);
  console.log(`  ${"extraction".padEnd(46)} ${ms(se.wall).padStart(8)} wall, ${ms(se.cpu).padStart(8)} CPU  ${(se.wall / sp.wall).toFixed(2)}x wall, ${(se.cpu / sp.cpu).toFixed(2)}x CPU`);

  // Incremental: one tool module edited, everything else cached.
  const edited = candidates.find((f) => f.includes("/tools/"));
  const original = texts.get(edited);
  const incTimes = [];
  for (let i = 0; i < runs; i++) {
    texts.set(edited, `${original}\n// edit ${i}\n`);
    const t = performance.now();
    extractor.extract(candidates);
    incTimes.push(performance.now() - t);
  }
  texts.set(edited, original);
  console.log(`incremental (1 file edited): median ${ms(median(incTimes))}, parsed ${extractor.lastParseCount} file(s)`);
  console.log(`peak RSS of the cold processes (median): bare parse ${med("parse", "rss").toFixed(0)} MB, extraction ${med("extract", "rss").toFixed(0)} MB (all of core loaded: ${med("extract-core", "rss").toFixed(0)} MB)`);
}

const dir = mkdtempSync(join(tmpdir(), "toolcall-bench-extract-"));
try {
  const projectDir = join(dir, "project");
  const { files } = generateProject(projectDir);
  measure("generated project (bench/generate-project.mjs)", projectDir, files);
  const corpusDir = join(dir, "corpus");
  const corpus = generateCorpus(corpusDir, { shape: "shared" });
  // Every source file of the app is a candidate, as the plugin's include makes it; the entries declare no tools.
  measure("issue-13 corpus, shared shape (bench/corpus.mjs)", corpusDir, [...corpus.toolFiles, corpus.plain, corpus.withToolcall]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
