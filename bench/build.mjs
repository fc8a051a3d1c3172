// `node bench/build.mjs` (after `pnpm build`): `vite build --ssr` of the
// 1,000-tool corpus (bench/corpus.mjs), each build in a fresh child process
// timed whole (Node start, Vite, the build, exit), with its peak RSS:
//  - plain: `src/plain.ts`, the same tool modules without toolcall (baseline);
//  - cold: `src/with-toolcall.ts` with the plugin (toolcall keeps nothing on
//    disk between builds, so every build is cold).
// Ratios are against plain: (with-plugin / plain, and what the plugin adds
// as a fraction of plain). Targets: cold at most 2x plain, peak RSS under
// 300 MB. Medians of --runs N builds each (default 5), for the shared corpus
// and the distinct one.
//   node bench/build.mjs [--runs N] [--shape shared|distinct]
//   node bench/build.mjs --child <root> <entry> <plugin|plain>   (one build; prints JSON)
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { generateCorpus } from "./corpus.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);

if (args[0] === "--child") {
  const [, root, entry, mode] = args;
  const { build } = await import("vite");
  const plugins = mode === "plugin" ? [(await import("unplugin-toolcall/vite")).default({ dts: false })] : [];
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins,
    build: { ssr: entry, outDir: path.join(root, `dist-${mode}`), minify: true, emptyOutDir: true },
  });
  const usage = process.resourceUsage();
  console.log(JSON.stringify({ maxRssKb: usage.maxRSS, cpuUs: usage.userCPUTime + usage.systemCPUTime }));
  process.exit(0);
}

const RUNS = Number(args[args.indexOf("--runs") + 1]) || 5;
const shapes = args.includes("--shape") ? [args[args.indexOf("--shape") + 1]] : ["shared", "distinct"];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One build in a fresh process: its wall time and CPU time (ms), and peak RSS (MB). */
function buildOnce(root, entry, mode) {
  const start = performance.now();
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--child", root, entry, mode], { encoding: "utf8" });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`${mode} build failed:\n${run.stderr}${run.stdout}`);
  const { maxRssKb, cpuUs } = JSON.parse(run.stdout.trim().split("\n").pop());
  return { ms, cpuMs: cpuUs / 1000, rssMb: maxRssKb / 1024 };
}

for (const shape of shapes) {
  // Inside bench/ so the corpus resolves unplugin-toolcall/types.
  const root = path.join(here, `.bench-project/build-${shape}`);
  rmSync(root, { recursive: true, force: true });
  generateCorpus(root, { shape });
  mkdirSync(path.join(root, "node_modules"), { recursive: true });

  const rows = { plain: [], cold: [] };
  for (let r = 0; r < RUNS; r++) {
    // Interleaved, so load on the machine colours every kind alike.
    rows.plain.push(buildOnce(root, "src/plain.ts", "plain"));
    rows.cold.push(buildOnce(root, "src/with-toolcall.ts", "plugin"));
  }
  const plain = rows.plain;
  const ratio = (builds, field) => {
    const ms = median(builds.map((b) => b[field]));
    const base = median(plain.map((b) => b[field]));
    return `${ms.toFixed(0).padStart(6)} ms ${builds === plain ? "(baseline)      " : `(${(ms / base).toFixed(2)}x, +${((ms - base) / base).toFixed(2)}x)`}`;
  };
  console.log(`\n1,000 tools, ${shape} shapes: vite build --ssr in a fresh process, median of ${RUNS} (wall: whole process; CPU: user + system, steadier on a busy machine)`);
  for (const [name, builds] of Object.entries(rows)) {
    const rss = builds.map((b) => b.rssMb);
    console.log(`  ${name.padEnd(7)} wall ${ratio(builds, "ms")}  CPU ${ratio(builds, "cpuMs")}  peak RSS ${median(rss).toFixed(0)} MB (max ${Math.max(...rss).toFixed(0)})`);
  }
  const cold = median(rows.cold.map((b) => b.ms)) / median(plain.map((b) => b.ms));
  const coldCpu = median(rows.cold.map((b) => b.cpuMs)) / median(plain.map((b) => b.cpuMs));
  const rss = Math.max(...rows.cold.map((b) => b.rssMb));
  console.log(`  targets: cold at most 2x plain (wall ${cold.toFixed(2)}x, CPU ${coldCpu.toFixed(2)}x: ${cold <= 2 ? "met" : "not met"}), peak RSS under 300 MB (${rss.toFixed(0)} MB: ${rss < 300 ? "met" : "not met"})`);
  rmSync(root, { recursive: true, force: true });
}
