// Cold extraction of a generated project (1,000 tools over 200 modules plus
// their type modules, ~1.6 MB) against a bare @babel/parser parse of the same
// files, measured in the same process; then an incremental re-extraction after
// one edit; then peak memory of each in a fresh child process.
//   pnpm build && node bench/extract.mjs [iterations]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@babel/parser";
import { Extractor } from "@toolcall/core";
import { generateProject } from "./generate-project.mjs";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;

/** In a child: one cold run of `mode` over `dir`, then print the peak RSS (resourceUsage maxRSS is in KiB). */
function childPeak(mode, dir) {
  const run = spawnSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), "--child", mode, dir], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

function load(dir) {
  const { files } = JSON.parse(readFileSync(join(dir, "files.json"), "utf8"));
  const texts = new Map(files.map((f) => [f, readFileSync(f, "utf8")]));
  return { files, texts };
}

function bareParse(files, texts) {
  let n = 0;
  for (const f of files) n += parse(texts.get(f), { sourceType: "module", plugins: ["typescript"] }).program.body.length;
  return n;
}

function coldExtract(dir, files, texts) {
  return new Extractor({ root: dir, readFile: (p) => texts.get(p) }).extract(files);
}

if (process.argv[2] === "--child") {
  const [, , , mode, dir] = process.argv;
  const { files, texts } = load(dir);
  globalThis.gc?.();
  const base = process.memoryUsage().rss;
  if (mode === "parse") bareParse(files, texts);
  else coldExtract(dir, files, texts);
  console.log(JSON.stringify({ peakMB: process.resourceUsage().maxRSS / 1024, baseMB: base / 2 ** 20 }));
  process.exit(0);
}

const iterations = Number(process.argv[2] ?? 7);
const dir = mkdtempSync(join(tmpdir(), "toolcall-bench-"));
try {
  const { files, bytes } = generateProject(dir);
  const { writeFileSync } = await import("node:fs");
  writeFileSync(join(dir, "files.json"), JSON.stringify({ files }));
  const { texts } = load(dir);
  console.log(`project: ${files.length} files, ${(bytes / 1e6).toFixed(2)} MB`);

  const first = coldExtract(dir, files, texts);
  const errors = first.diagnostics.filter((d) => d.severity === "error");
  console.log(`tools: ${first.tools.length}, diagnostics: ${first.diagnostics.length} (${errors.length} errors), dependencies: ${first.dependencies.length}`);
  if (errors.length) console.log(errors.slice(0, 3));

  // Warm up both paths, then alternate them so neither gets a JIT or GC advantage.
  bareParse(files, texts);
  // Wall time, and CPU time of the process (steadier on a busy machine; includes GC threads).
  const timed = (fn) => {
    globalThis.gc?.();
    const cpu = process.cpuUsage();
    const t = performance.now();
    fn();
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    return { wall, cpu: (used.user + used.system) / 1000 };
  };
  const parseRuns = [];
  const extractRuns = [];
  for (let i = 0; i < iterations; i++) {
    parseRuns.push(timed(() => bareParse(files, texts)));
    extractRuns.push(timed(() => coldExtract(dir, files, texts)));
  }
  const p = median(parseRuns.map((r) => r.wall));
  const e = median(extractRuns.map((r) => r.wall));
  const pc = median(parseRuns.map((r) => r.cpu));
  const ec = median(extractRuns.map((r) => r.cpu));
  console.log(`bare @babel/parser parse: median ${ms(p)} wall, ${ms(pc)} CPU over ${iterations} runs`);
  console.log(`cold extraction:          median ${ms(e)} wall, ${ms(ec)} CPU over ${iterations} runs`);
  console.log(`ratio extraction / parse: ${(e / p).toFixed(2)}x wall, ${(ec / pc).toFixed(2)}x CPU (target <= 1.5x)`);

  // Incremental: one tool module edited, everything else cached.
  const warm = new Extractor({ root: dir, readFile: (path) => texts.get(path) });
  warm.extract(files);
  const edited = files.find((f) => f.includes("/tools/"));
  const original = texts.get(edited);
  const incTimes = [];
  for (let i = 0; i < iterations; i++) {
    texts.set(edited, original + `\n// edit ${i}\n`);
    const t = performance.now();
    warm.extract(files);
    incTimes.push(performance.now() - t);
  }
  texts.set(edited, original);
  console.log(`incremental (1 file edited): median ${ms(median(incTimes))}, parsed ${warm.lastParseCount} file(s)`);

  const parsePeak = childPeak("parse", dir);
  const extractPeak = childPeak("extract", dir);
  console.log(`peak RSS, fresh process: bare parse ${parsePeak.peakMB.toFixed(0)} MB, cold extraction ${extractPeak.peakMB.toFixed(0)} MB (target < 300 MB)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
