// `node bench/hmr.mjs` (after `pnpm build`): in a 1,000-tool project, the time
// from a file write to a regenerated `virtual:tools`, through ToolProject
// (notify, then the index `moduleCode` and the text of every part that changed,
// `takeChangedParts` + `partCode`: what a dev server reloads), median over many
// edits. Target: < 20 ms median for an edit of a tool module, because only the
// changed file is parsed again and only its part and the small index are
// regenerated.
// Edits of a shared type file are timed separately: every tool module that
// imports the type may have to be read again.
//
// Then, on bench/corpus.mjs's 1,000-tool corpus (200 files of 5 tools that
// share their file's argument types), the time from a file write to
// `ssrLoadModule("virtual:tools")` returning the edit, through a real Vite
// dev server (the issue's "Dev" target: at most 50 ms median), for two edits:
// a tool added to one file, and a parameter of a tool renamed. Measured by
// polling `ssrLoadModule` every 2 ms (as the issue did); the split into the
// file watcher's latency (write -> Vite's watcher event) and the rest is
// printed too. Baseline in the same run: the same edits through a Vite dev
// server without toolcall, loading the corpus's `plain.ts` (the same 200 tool
// modules imported directly): what Vite alone costs for that edit.
//
// Options: --edits N (default 200), --files N (default 200, five tools per
// file), --vite-edits N (default 30 of each kind), --vite-only (only the Vite
// rounds on the corpus), --compare path/to/other/dist/vite.js (a third server
// with another build of the plugin, e.g. main's, under the same load).
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { ToolProject } from "@toolcall/core";

const args = process.argv.slice(2);
const EDITS = Number(args[args.indexOf("--edits") + 1]) || 200;
const VITE_EDITS = Number(args[args.indexOf("--vite-edits") + 1]) || 30;
const VITE_ONLY = args.includes("--vite-only");
const COMPARE = args.includes("--compare") ? args[args.indexOf("--compare") + 1] : undefined;

const FILES = Number(args[args.indexOf("--files") + 1]) || 200;
const TOOLS_PER_FILE = 5;
const TYPE_FILES = Math.min(20, FILES);

const require = createRequire(import.meta.url);
const runtimeImport = require.resolve("@toolcall/runtime");

/** A tool module: five documented tools using imported, documented types. */
function toolFile(i, revision = 0) {
  const type = `Shape${i % TYPE_FILES}`;
  const lines = ['"use tools";', `import type { ${type} } from "../types/shape${i % TYPE_FILES}.js";`, ""];
  for (let t = 0; t < TOOLS_PER_FILE; t++) {
    const n = i * TOOLS_PER_FILE + t;
    lines.push(
      "/**",
      ` * Tool number ${n}: looks things up (revision ${t === 0 ? revision : 0}).`,
      " * @param query What to look for.",
      " * @param limit How many results.",
      " */",
      `export async function tool${n}(query: string, shape: ${type}, limit = 10, tags?: string[]): Promise<{ hits: number; first?: string }> {`,
      "  return { hits: limit, first: query + shape.label };",
      "}",
      "",
    );
  }
  return lines.join("\n");
}

/** A type module: a documented interface with documented properties. */
function typeFile(i, revision = 0) {
  return [
    `/** Shape ${i} (revision ${revision}). */`,
    `export interface Shape${i} {`,
    "  /** Display label. */",
    "  label: string;",
    "  /** Size in metres. */",
    "  size?: number;",
    '  kind: "a" | "b" | "c";',
    "  nested: { depth: number; names: string[] };",
    "}",
    "",
  ].join("\n");
}

function generate(root) {
  mkdirSync(path.join(root, "src/tools"), { recursive: true });
  mkdirSync(path.join(root, "src/types"), { recursive: true });
  for (let i = 0; i < TYPE_FILES; i++) writeFileSync(path.join(root, `src/types/shape${i}.ts`), typeFile(i));
  for (let i = 0; i < FILES; i++) writeFileSync(path.join(root, `src/tools/tools${i}.ts`), toolFile(i));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};
const ms = (x) => `${x.toFixed(2)} ms`;

/** What a dev server reloads after a change: the index, and the parts that changed (their texts). */
function regenerate(project) {
  const index = project.moduleCode();
  const parts = project.takeChangedParts().map((id) => project.partCode(id) ?? "");
  return { index, parts };
}

/** The whole `virtual:tools`: the index and every part. */
function wholeModule(project) {
  const parts = project.partIds().map((id) => project.partCode(id));
  return { index: project.moduleCode(), parts, length: project.moduleCode().length + parts.reduce((n, p) => n + p.length, 0) };
}

if (!VITE_ONLY) await projectRounds();
await corpusProjectRound();
await corpusViteRounds();

/** ToolProject alone, on this script's generated project, then on bench/generate-project.mjs's. */
async function projectRounds() {
const root = mkdtempSync(path.join(tmpdir(), "toolcall-hmr-"));
try {
  generate(root);
  const options = { root, runtimeImport, dts: false };

  let t0 = performance.now();
  const project = new ToolProject(options);
  const whole = wholeModule(project);
  const cold = performance.now() - t0;
  const toolCount = project.tools().length;
  if (toolCount !== FILES * TOOLS_PER_FILE) throw new Error(`expected ${FILES * TOOLS_PER_FILE} tools, got ${toolCount}`);
  console.log(
    `project: ${toolCount} tools in ${FILES} files, ${TYPE_FILES} type files; module ${(whole.length / 1024).toFixed(0)} KiB in all: ` +
      `index ${(whole.index.length / 1024).toFixed(0)} KiB + ${whole.parts.length} parts (median ${(median(whole.parts.map((p) => p.length)) / 1024).toFixed(0)} KiB)`,
  );
  console.log(`cold ToolProject (scan + extract + codegen): ${ms(cold)}`);

  // Tool module edits: write, notify, regenerate; the new text must show the edit.
  const toolTimes = [];
  const notifyTimes = [];
  for (let e = 1; e <= EDITS; e++) {
    const i = (e * 37) % FILES;
    const file = path.join(root, `src/tools/tools${i}.ts`);
    writeFileSync(file, toolFile(i, e));
    t0 = performance.now();
    project.notify(file, "update"); // re-extracts (only this file is parsed) and compares the model
    const t1 = performance.now();
    const { parts } = regenerate(project); // regenerates the index and the changed part
    toolTimes.push(performance.now() - t0);
    notifyTimes.push(t1 - t0);
    if (parts.length !== 1 || !parts[0].includes(`(revision ${e})`)) throw new Error(`edit ${e} missing from virtual:tools`);
  }
  console.log(
    `tool module edit -> virtual:tools: median ${ms(median(toolTimes))}, p90 ${ms(pct(toolTimes, 0.9))} over ${EDITS} edits (target < 20 ms); ` +
      `of which notify (extraction + model comparison) median ${ms(median(notifyTimes))}`,
  );

  // Shared type edits: ten tool modules (fifty tools) import each type file.
  const typeTimes = [];
  const typeEdits = Math.min(EDITS, 50);
  for (let e = 1; e <= typeEdits; e++) {
    const i = e % TYPE_FILES;
    const file = path.join(root, `src/types/shape${i}.ts`);
    writeFileSync(file, typeFile(i, e));
    t0 = performance.now();
    project.notify(file, "update");
    regenerate(project);
    typeTimes.push(performance.now() - t0);
  }
  console.log(
    `shared type edit (${FILES / TYPE_FILES} modules depend on it) -> virtual:tools: median ${ms(median(typeTimes))}, p90 ${ms(pct(typeTimes, 0.9))} over ${typeEdits} edits`,
  );

  // Baseline in the same run: what every edit would cost without incremental work.
  const coldTimes = [];
  for (let r = 0; r < 5; r++) {
    t0 = performance.now();
    wholeModule(new ToolProject(options));
    coldTimes.push(performance.now() - t0);
  }
  console.log(
    `cold rebuild for comparison: median ${ms(median(coldTimes))}; incremental tool edit is ${(median(coldTimes) / median(toolTimes)).toFixed(1)}x faster`,
  );

} finally {
  rmSync(root, { recursive: true, force: true });
}

await realisticRound();
}

/**
 * The extractor's benchmark project (bench/generate-project.mjs: enums,
 * generics, markers, destructured and context parameters, realistic bodies):
 * a description edit, which changes the module, and a body-only edit, which
 * leaves every tool as it was (notify says so and nothing is regenerated).
 */
async function realisticRound() {
  const { generateProject } = await import("./generate-project.mjs");
  const dir = mkdtempSync(path.join(tmpdir(), "toolcall-hmr-real-"));
  try {
    const files = Math.max(1, Math.round(FILES * TOOLS_PER_FILE / 5));
    generateProject(dir, { tools: FILES * TOOLS_PER_FILE, files });
    const project = new ToolProject({ root: dir, runtimeImport, dts: false });
    let t0 = performance.now();
    const code = wholeModule(project);
    const cold = performance.now() - t0;
    const errors = project.diagnostics().filter((d) => d.severity === "error");
    console.log(
      `\nrealistic project (bench/generate-project.mjs): ${project.tools().length} tools in ${files} files, module ${(code.length / 1024).toFixed(0)} KiB, cold ${ms(cold)}${errors.length ? `, ${errors.length} errors` : ""}`,
    );
    const docTimes = [];
    const bodyTimes = [];
    const edits = Math.min(EDITS, 100);
    for (let e = 1; e <= edits; e++) {
      const f = (e * 37) % files;
      const file = path.join(dir, "src", "tools", `m${f}.ts`);
      const text = readFileSync(file, "utf8");
      writeFileSync(file, text.replace(/ \* Operation 0( \(rev \d+\))? of module/, ` * Operation 0 (rev ${e}) of module`));
      t0 = performance.now();
      project.notify(file, "update");
      const next = regenerate(project);
      docTimes.push(performance.now() - t0);
      if (!next.parts.some((p) => p.includes(`(rev ${e})`))) throw new Error(`edit ${e} missing from virtual:tools`);

      writeFileSync(file, readFileSync(file, "utf8").replace(/pages of (ten|\d+);/, `pages of ${e};`));
      t0 = performance.now();
      const changed = project.notify(file, "update");
      regenerate(project);
      bodyTimes.push(performance.now() - t0);
      if (changed) throw new Error("a body-only edit was reported as a change of virtual:tools");
    }
    console.log(`description edit -> virtual:tools: median ${ms(median(docTimes))}, p90 ${ms(pct(docTimes, 0.9))} over ${edits} edits`);
    console.log(`body-only edit -> notify says unchanged: median ${ms(median(bodyTimes))}, p90 ${ms(pct(bodyTimes, 0.9))}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * bench/corpus.mjs's corpus through two real Vite dev servers, side by side
 * (each its own copy of the corpus, edits interleaved so that the machine's
 * load weighs on both alike): one with toolcall, whose edits are read back
 * from `virtual:tools`, and one without, whose same edits are read back from
 * `plain.ts` (the 200 tool modules imported directly).
 */
async function corpusViteRounds() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const requireFromTest = createRequire(path.resolve(here, "../test/package.json"));
  const { createServer } = await import(requireFromTest.resolve("vite"));
  const { generateCorpus } = await import("./corpus.mjs");
  const variants = [
    { label: "without toolcall (plain.ts)", plugin: undefined },
    { label: "with toolcall (virtual:tools)", plugin: requireFromTest.resolve("unplugin-toolcall/vite") },
    // Another build of the plugin in the same run (a branch, main), to compare under the same load.
    ...(COMPARE ? [{ label: `with toolcall from ${COMPARE}`, plugin: path.resolve(COMPARE) }] : []),
  ];

  const servers = [];
  try {
    for (const { label, plugin } of variants) {
      const withToolcall = plugin !== undefined;
      const toolcall = withToolcall ? (await import(pathToFileURL(plugin).href)).default : undefined;
      const dir = mkdtempSync(path.join(tmpdir(), withToolcall ? "toolcall-hmr-corpus-" : "toolcall-hmr-plain-"));
      const { toolFiles } = generateCorpus(dir, { shape: "shared" });
      const t0 = performance.now();
      const server = await createServer({
        root: dir,
        logLevel: "silent",
        configFile: false,
        appType: "custom",
        // No websocket (nothing connects), but HMR handling stays on: the plugin's hotUpdate must run.
        server: { middlewareMode: true, ws: false, watch: {} },
        plugins: withToolcall ? [toolcall({ dts: false })] : [],
      });
      const entry = { label, dir, toolFiles, server, withToolcall, times: { add: [], param: [] }, watch: { add: [], param: [] }, cpu: { add: [], param: [] } };
      servers.push(entry);
      // The file the current edit wrote, and when Vite's watcher reported it.
      entry.pending = undefined;
      server.watcher.on("change", (file) => {
        if (entry.pending && path.resolve(file) === entry.pending.file) entry.pending.eventAt ??= performance.now();
      });
      entry.count = (await readBack(entry)).count;
      if (!entry.count) throw new Error("nothing loaded");
      entry.cold = performance.now() - t0;
    }

    const kinds = ["add", "param"];
    const WARMUP = 3;
    for (let e = 1; e <= VITE_EDITS + WARMUP; e++) {
      for (const kind of kinds) {
        for (const entry of servers) {
          const time = await timedEdit(entry, kind, e);
          if (e > WARMUP) {
            entry.times[kind].push(time.total);
            entry.watch[kind].push(time.watch);
            entry.cpu[kind].push(time.cpu);
          }
        }
      }
    }

    const [plain, withToolcall] = servers;
    console.log(
      `\nVite dev server on bench/corpus.mjs (${withToolcall.count} tools in 200 files, shared shape): file write -> ssrLoadModule returns the edit, ` +
        `polled every 2 ms, median over ${VITE_EDITS} edits of each kind (target with toolcall: at most 50 ms); CPU: the process's CPU time over the edit, less sensitive to a busy machine`,
    );
    console.log(`cold start (createServer + first ssrLoadModule): ${servers.map((s) => `${s.label} ${ms(s.cold)}`).join(", ")}`);
    const what = { add: "add a tool to one file", param: "rename a tool's parameter" };
    for (const kind of kinds) {
      console.log(`${what[kind]}:`);
      for (const entry of servers) {
        const ratio = entry === plain ? "" : `; ${(median(entry.times[kind]) / median(plain.times[kind])).toFixed(2)}x Vite alone (CPU ${(median(entry.cpu[kind]) / median(plain.cpu[kind])).toFixed(2)}x)`;
        console.log(
          `  ${entry.label}: median ${ms(median(entry.times[kind]))} (p90 ${ms(pct(entry.times[kind], 0.9))}; watcher event after ${ms(median(entry.watch[kind]))}, ` +
            `then ${ms(median(entry.times[kind].map((t, i) => t - entry.watch[kind][i])))} to the new module; CPU ${ms(median(entry.cpu[kind]))})${ratio}`,
        );
      }
    }
  } finally {
    for (const { server, dir } of servers) {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * One edit of a corpus tool file (the number `f`), the `e`-th: "add" appends
 * a tool, "param" renames the last parameter of the file's first tool.
 * Returns the new text, the tool's name and the parameter's new name.
 */
function editedText(text, kind, f, e) {
  if (kind === "add") {
    const name = `added_${f}_${e}`;
    return { name, next: `${text}\n/** Added tool ${e}: where a parcel would go. */\nexport function ${name}(to: Address${f}, unit: Unit${f}): string {\n  return to.city + unit;\n}\n` };
  }
  const name = `tool_${f}_0`;
  const param = `limit_${e}`;
  const next = text.replace(new RegExp(`(export function ${name}\\([^)]*?)\\blimit\\w*\\?: Int`), `$1${param}?: Int`);
  if (next === text) throw new Error(`no parameter to rename in m${f}.ts`);
  return { name, param, next };
}

/**
 * The same edits of the corpus through ToolProject alone (notify, then the
 * index and the changed part regenerated): toolcall's own share of an edit
 * in the Vite dev server.
 */
async function corpusProjectRound() {
  const { generateCorpus } = await import("./corpus.mjs");
  const dir = mkdtempSync(path.join(tmpdir(), "toolcall-hmr-corpus-project-"));
  try {
    const { toolFiles } = generateCorpus(dir, { shape: "shared" });
    const project = new ToolProject({ root: dir, runtimeImport, dts: false });
    wholeModule(project);
    const times = { add: [], param: [] };
    const notifyTimes = { add: [], param: [] };
    for (let e = 1; e <= VITE_EDITS; e++) {
      for (const kind of ["add", "param"]) {
        const f = kind === "add" ? (e * 13) % 200 : (e * 29 + 7) % 200;
        const { next, name, param } = editedText(readFileSync(toolFiles[f], "utf8"), kind, f, e);
        writeFileSync(toolFiles[f], next);
        const t0 = performance.now();
        project.notify(toolFiles[f], "update");
        const t1 = performance.now();
        const { parts } = regenerate(project);
        times[kind].push(performance.now() - t0);
        notifyTimes[kind].push(t1 - t0);
        if (parts.length !== 1 || !parts[0].includes(kind === "add" ? name : param)) throw new Error(`edit ${e} missing from virtual:tools`);
      }
    }
    console.log(
      `\nToolProject alone on bench/corpus.mjs (1,000 tools, shared shape), the Vite round's edits -> index and changed part regenerated: ` +
        `add a tool median ${ms(median(times.add))} (notify ${ms(median(notifyTimes.add))}), rename a parameter median ${ms(median(times.param))} (notify ${ms(median(notifyTimes.param))})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Loads the server's entry and returns what the edits are checked against. */
async function readBack(entry) {
  if (entry.withToolcall) {
    const mod = await entry.server.ssrLoadModule("virtual:tools");
    return { count: mod.tools.length, has: (name) => mod.tools.find((t) => t.name === name) };
  }
  const mod = await entry.server.ssrLoadModule("/src/plain.ts");
  return { count: mod.modules.length, modules: mod.modules };
}

/**
 * One edit of a tool file, then `ssrLoadModule` every 2 ms until it returns
 * the edit: "add" appends a tool, "param" renames the last parameter of the
 * file's first tool. The same file text in both servers.
 */
async function timedEdit(entry, kind, e) {
  const f = kind === "add" ? (e * 13) % 200 : (e * 29 + 7) % 200;
  const file = entry.toolFiles[f];
  const { next, name, param } = editedText(readFileSync(file, "utf8"), kind, f, e);
  const seen = (back) => {
    if (entry.withToolcall) {
      const tool = back.has(name);
      return kind === "add" ? tool !== undefined : tool?.inputSchema.properties?.[param] !== undefined;
    }
    const fn = back.modules[f][name];
    return kind === "add" ? typeof fn === "function" : String(fn).includes(param);
  };
  entry.pending = { file: path.resolve(file) };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  writeFileSync(file, next);
  for (;;) {
    if (seen(await readBack(entry))) break;
    if (performance.now() - t0 > 20_000) throw new Error(`Vite never served the edit of ${file}`);
    await new Promise((r) => setTimeout(r, 2));
  }
  const total = performance.now() - t0;
  const { user, system } = process.cpuUsage(cpu0);
  const eventAt = entry.pending.eventAt ?? performance.now();
  entry.pending = undefined;
  return { total, watch: eventAt - t0, cpu: (user + system) / 1000 };
}
