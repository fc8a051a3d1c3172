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
// Options: --edits N (default 200), --files N (default 200, five tools per
// file), --vite (also through a real Vite dev server: file write -> watcher ->
// hotUpdate -> ssrLoadModule of virtual:tools; Vite's own SSR transform of the
// regenerated module is part of that figure).
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { ToolProject } from "@toolcall/core";

const args = process.argv.slice(2);
const EDITS = Number(args[args.indexOf("--edits") + 1]) || 200;
const WITH_VITE = args.includes("--vite");

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

  if (WITH_VITE) await viteRound(root);
} finally {
  rmSync(root, { recursive: true, force: true });
}

await realisticRound();

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
    const { readFileSync } = await import("node:fs");
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

/** Through a real Vite dev server: file write -> chokidar -> hotUpdate -> ssrLoadModule. */
async function viteRound(root) {
  const requireFromTest = createRequire(path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "../test/package.json"));
  const vitePath = requireFromTest.resolve("vite");
  const pluginPath = requireFromTest.resolve("unplugin-toolcall/vite");
  if (!existsSync(vitePath)) return;
  const { createServer } = await import(vitePath);
  const toolcall = (await import(pluginPath)).default;
  const server = await createServer({
    root,
    logLevel: "silent",
    configFile: false,
    appType: "custom",
    // No websocket (nothing connects), but HMR handling stays on: the plugin's hotUpdate must run.
    server: { middlewareMode: true, ws: false, watch: {} },
    plugins: [toolcall({ dts: false })],
  });
  try {
    await server.ssrLoadModule("virtual:tools");
    const times = [];
    const edits = Math.min(EDITS, 40);
    for (let e = 1; e <= edits; e++) {
      const i = (e * 13) % FILES;
      const file = path.join(root, `src/tools/tools${i}.ts`);
      const t0 = performance.now();
      writeFileSync(file, toolFile(i, 10_000 + e));
      for (;;) {
        const mod = await server.ssrLoadModule("virtual:tools");
        const tool = mod.tools.find((t) => t.name === `tool${i * TOOLS_PER_FILE}`);
        if (tool.description.includes(`(revision ${10_000 + e})`)) break;
        if (performance.now() - t0 > 10_000) throw new Error("Vite never served the edit");
        await new Promise((r) => setTimeout(r, 1));
      }
      times.push(performance.now() - t0);
    }
    console.log(
      `Vite dev server, write -> ssrLoadModule sees it: median ${ms(median(times))}, p90 ${ms(pct(times, 0.9))} over ${edits} edits (includes the file watcher's latency)`,
    );
  } finally {
    await server.close();
  }
}
