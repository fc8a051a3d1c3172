// Code size and cold start of `virtual:tools` at 1,000 tools (issue 13's
// corpus, bench/corpus.mjs: "shared" shapes and "distinct" schemas). For
// each corpus, `vite build --ssr` (minified) of the app without toolcall
// (plain.ts, the baseline) and with it (with-toolcall.ts), then:
//  - bytes of each bundle and what toolcall adds per tool, minified and gzip,
//    beside the floor: each tool's inputSchema + outputSchema as minified JSON;
//  - the time a fresh Node process takes to import each bundle (median of
//    several processes; the import alone, timed inside the process);
//  - the time a fresh workerd (Cloudflare's runtime, from the `workerd`
//    package) serving each bundle takes from spawn to its first response.
//   node bench/size.mjs [shared|distinct]...   (default: both)
// TOOLCALL_BENCH_KEEP=1 keeps the corpus and its bundles (and prints where).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { generateCorpus } from "./corpus.mjs";
import { Extractor, publicSchema } from "../packages/core/dist/index.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const requireFromTest = createRequire(path.join(here, "../test/package.json"));
const { build } = await import(requireFromTest.resolve("vite"));
const toolcall = (await import(requireFromTest.resolve("unplugin-toolcall/vite"))).default;

const TOOLS = 1000;
const IMPORT_RUNS = 7;
const WORKERD_RUNS = 5;
const shapes = process.argv.slice(2).length ? process.argv.slice(2) : ["shared", "distinct"];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (x) => `${x.toFixed(0)} ms`;

/**
 * The floor of what toolcall adds per tool: its public `inputSchema` and
 * `outputSchema` as minified JSON, which must ship anyway (issue 20: the
 * per-tool size should be at most twice this). Mean over the corpus's tools.
 */
function schemaFloor(dir) {
  const toolsDir = path.join(dir, "src", "tools");
  const files = readdirSync(toolsDir).map((f) => path.join(toolsDir, f));
  const { tools } = new Extractor({ root: dir }).extract(files);
  let bytes = 0;
  for (const t of tools) {
    bytes += JSON.stringify(publicSchema(t.inputSchema)).length;
    if (t.outputSchema) bytes += JSON.stringify(publicSchema(t.outputSchema)).length;
  }
  return bytes / tools.length;
}

/** `vite build --ssr` of one entry, minified, to one ES module; returns its path and build time. */
async function bundle(root, entry, outDir) {
  const t0 = performance.now();
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [toolcall({ dts: false })],
    build: { ssr: entry, outDir, minify: true, emptyOutDir: true, rollupOptions: { output: { entryFileNames: "out.mjs" } } },
  });
  return { file: path.join(outDir, "out.mjs"), seconds: (performance.now() - t0) / 1000 };
}

/** Milliseconds a fresh Node process spends in `import()` of the bundle. */
function importTime(file) {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`importing ${file} failed:\n${run.stderr}`);
  return Number(run.stdout.trim());
}

/** The workerd binary of the `workerd` package (installed with the Cloudflare example), or undefined. */
function workerdBinary() {
  const store = path.join(here, "../node_modules/.pnpm");
  if (!existsSync(store)) return undefined;
  const dirs = readdirSync(store).filter((d) => /^@cloudflare\+workerd-linux-64@/.test(d)).sort();
  const bin = dirs.length ? path.join(store, dirs.at(-1), "node_modules/@cloudflare/workerd-linux-64/bin/workerd") : undefined;
  return process.platform === "linux" && process.arch === "x64" && bin && existsSync(bin) ? bin : undefined;
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Milliseconds from spawning workerd with a worker that imports the bundle
 * to the first response of that worker (which reads one export, so the
 * bundle is loaded and evaluated before it answers).
 */
async function workerdFirstResponse(bin, bundleFile, dir) {
  const port = await freePort();
  writeFileSync(path.join(dir, "bundle.mjs"), readFileSync(bundleFile));
  writeFileSync(
    path.join(dir, "worker.mjs"),
    `import * as app from "./bundle.mjs";\nexport default { fetch() { return new Response(String(Object.keys(app).length)); } };\n`,
  );
  writeFileSync(
    path.join(dir, "config.capnp"),
    [
      `using Workerd = import "/workerd/workerd.capnp";`,
      `const config :Workerd.Config = (`,
      `  services = [(name = "main", worker = .worker)],`,
      `  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],`,
      `);`,
      `const worker :Workerd.Worker = (`,
      `  modules = [(name = "worker.mjs", esModule = embed "worker.mjs"), (name = "bundle.mjs", esModule = embed "bundle.mjs")],`,
      `  compatibilityDate = "2025-01-01",`,
      `  compatibilityFlags = ["nodejs_compat"],`,
      `);`,
      ``,
    ].join("\n"),
  );
  const t0 = performance.now();
  const child = spawn(bin, ["serve", path.join(dir, "config.capnp")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`workerd exited: ${stderr}`);
      if (performance.now() - t0 > 60_000) throw new Error(`workerd never answered: ${stderr}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.ok) {
          await response.text();
          return performance.now() - t0;
        }
        throw new Error(`workerd answered ${response.status}: ${await response.text()} ${stderr}`);
      } catch (error) {
        if (error.message.startsWith("workerd answered")) throw error;
        await new Promise((r) => setTimeout(r, 2));
      }
    }
  } finally {
    child.kill();
  }
}

const bin = workerdBinary();
for (const shape of shapes) {
  const dir = mkdtempSync(path.join(tmpdir(), `toolcall-size-${shape}-`));
  try {
    const { plain, withToolcall } = generateCorpus(dir, { shape, tools: TOOLS });
    const base = await bundle(dir, plain, path.join(dir, "dist-plain"));
    const tc = await bundle(dir, withToolcall, path.join(dir, "dist-toolcall"));
    const sizes = [base.file, tc.file].map((file) => {
      const bytes = readFileSync(file);
      return { min: bytes.length, gzip: gzipSync(bytes).length };
    });
    const addedMin = (sizes[1].min - sizes[0].min) / TOOLS;
    const addedGzip = (sizes[1].gzip - sizes[0].gzip) / TOOLS;
    console.log(`${shape} corpus, ${TOOLS} tools over 200 files (vite build --ssr, minified; builds ${base.seconds.toFixed(1)} s plain, ${tc.seconds.toFixed(1)} s with toolcall):`);
    console.log(`  bundle without toolcall: ${kb(sizes[0].min)} (gzip ${kb(sizes[0].gzip)})`);
    console.log(`  bundle with toolcall:    ${kb(sizes[1].min)} (gzip ${kb(sizes[1].gzip)})`);
    const floor = schemaFloor(dir);
    console.log(`  added per tool: ${kb(addedMin)} minified, ${addedGzip.toFixed(0)} B gzip (target: ${shape === "shared" ? "1.5" : "3"} KB minified)`);
    console.log(
      `  floor per tool (its inputSchema + outputSchema, minified JSON): ${kb(floor)}; added per tool is ${(addedMin / floor).toFixed(2)}x the floor (issue 20's target: ${shape === "shared" ? "under 0.3 KB" : `at most 2x, ${kb(2 * floor)}`})`,
    );

    const imports = { plain: [], toolcall: [] };
    for (let i = 0; i < IMPORT_RUNS; i++) {
      imports.plain.push(importTime(base.file));
      imports.toolcall.push(importTime(tc.file));
    }
    const [p, t] = [median(imports.plain), median(imports.toolcall)];
    console.log(`  fresh node import (median of ${IMPORT_RUNS}): ${ms(p)} without toolcall, ${ms(t)} with: ${ms(t - p)} added (target: at most 100 ms)`);

    if (bin) {
      const times = { plain: [], toolcall: [] };
      for (let i = 0; i < WORKERD_RUNS; i++) {
        times.plain.push(await workerdFirstResponse(bin, base.file, mkdtempSync(path.join(dir, "workerd-"))));
        times.toolcall.push(await workerdFirstResponse(bin, tc.file, mkdtempSync(path.join(dir, "workerd-"))));
      }
      const [wp, wt] = [median(times.plain), median(times.toolcall)];
      console.log(`  workerd, spawn to first response (median of ${WORKERD_RUNS}): ${ms(wp)} without toolcall, ${ms(wt)} with: ${ms(wt - wp)} added`);
    } else console.log("  workerd: no binary for this platform (the `workerd` package of examples/cloudflare-worker), skipped");
  } finally {
    if (process.env.TOOLCALL_BENCH_KEEP) console.log(`  (kept ${dir})`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
