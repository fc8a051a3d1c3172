// Provider views for a generated 1,000-tool project: what the build writes
// for them (each tool's entry), the build-time checks, the run-time cost of
// deriving each view on first use and of the accessors and result helpers.
//   pnpm build && node bench/providers.mjs
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildProviderViews, checkProviders, Extractor, publicSchema, schemaExports, toolRecordsSource, uniqueEntrySchemas, viewSource } from "@toolcall/core";
import * as runtime from "@toolcall/runtime";
import { generateProject } from "./generate-project.mjs";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (fn, runs) => {
  for (let i = 0; i < 3; i++) fn(); // warm-up: JIT, not first-call costs
  const out = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return median(out);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

const dir = mkdtempSync(join(tmpdir(), "toolcall-bench-providers-"));
try {
  const { files } = generateProject(dir);
  const { tools } = new Extractor({ root: dir }).extract(files);
  console.log(`${tools.length} tools extracted`);

  // Build time: what the parts write for the views (each tool's entry and extras) and the
  // checks, against the floor of writing each public schema once. Both are memoized per
  // tool object (a watch rebuild redoes only changed tools), so a cold figure runs on a
  // fresh deep copy of the model each time.
  const emitRecords = (model) => {
    const byFile = new Map();
    for (const t of model) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
    let text = "";
    const shared = new Map();
    for (const list of byFile.values()) {
      const sources = list.map(viewSource);
      // Each tool's schemas, as its shapes module exports them (its validator is dispatch's, not counted here).
      const modules = sources.map(({ tool }) => {
        const { texts, schemas } = uniqueEntrySchemas(tool);
        return { id: texts.join("\n"), schemaTexts: texts, code: () => schemaExports(schemas).join("\n") };
      });
      for (const { id, code } of modules) if (!shared.has(id)) shared.set(id, code);
      const { declarations, entries, extras } = toolRecordsSource(sources, modules);
      text += declarations + entries.join(",") + extras.filter(Boolean).join(",");
    }
    for (const code of shared.values()) text += code();
    return text;
  };
  const runs = 15;
  const copies = Array.from({ length: runs + 3 }, () => structuredClone(tools));
  const cold = (fn) => {
    let i = 0;
    return time(() => fn(copies[i++ % copies.length]), runs);
  };
  const baseline = time(() => tools.map((t) => JSON.stringify(publicSchema(t.inputSchema))), runs);
  const emit = cold(emitRecords);
  const check = cold((model) => checkProviders(model));
  const views = cold((model) => buildProviderViews(model));
  console.log(`public schemas only (floor): ${baseline.toFixed(1)} ms`);
  console.log(`entries code of every part, cold: ${emit.toFixed(1)} ms  (${(emit / baseline).toFixed(1)}x floor)`);
  console.log(`checkProviders, cold:        ${check.toFixed(1)} ms`);
  console.log(`buildProviderViews (every view of every tool, as the developer tools ask), cold: ${views.toFixed(1)} ms`);
  const text = emitRecords(tools);
  console.log(`emitted entries code: ${kb(text.length)} (${kb(gzipSync(text).length)} gzip), ${Math.round(text.length / tools.length)} B/tool`);

  // Run time: each view is derived on first use; later calls copy what was derived.
  const sources = tools.map(viewSource);
  for (const name of ["openai", "openaiStrict", "anthropicStrict", "gemini", "mcp"]) {
    const firsts = Array.from({ length: 9 }, () => {
      const table = runtime.viewTable(sources);
      const t = performance.now();
      table.list(name);
      return performance.now() - t;
    });
    console.log(`first use of the ${name} view of ${tools.length} tools (a fresh table, median of 9): ${median(firsts).toFixed(1)} ms`);
  }
  const built = buildProviderViews(tools);
  const sizes = (list, key) => list.map((v) => JSON.stringify(v[key]).length);
  for (const [name, list, key] of [
    ["canonical/MCP input", built.mcp, "inputSchema"],
    ["OpenAI strict", built.openaiStrict, "parameters"],
    ["Anthropic strict", built.anthropicStrict, "input_schema"],
    ["Gemini", built.gemini, "parametersJsonSchema"],
  ]) {
    const s = sizes(list, key);
    console.log(`  schema chars per tool, ${name}: median ${median(s)}, max ${Math.max(...s)}`);
  }

  // Accessors copy what the table derived; helpers wrap dispatch.
  const table = runtime.viewTable(sources);
  const calls = 200;
  const strictAll = time(() => runtime.openaiToolsView(table, { strict: true }), calls);
  console.log(`openaiTools({ strict: true }) for ${tools.length} tools: ${strictAll.toFixed(2)} ms per call`);
  const dispatch = async (name, args) => ({ ok: true, value: { name, args, n: 2n ** 70n, at: new Date(0) } });
  const call = { id: "c", type: "function", function: { name: tools[0].name, arguments: "{}" } };
  const n = 20000;
  let t = performance.now();
  for (let i = 0; i < n; i++) await dispatch(call.function.name, call.function.arguments);
  const bare = ((performance.now() - t) * 1000) / n;
  t = performance.now();
  for (let i = 0; i < n; i++) await runtime.openaiChatToolResult(dispatch, call);
  const helper = ((performance.now() - t) * 1000) / n;
  t = performance.now();
  for (let i = 0; i < n; i++) await runtime.mcpToolResult(table, dispatch, { name: tools[0].name, arguments: {} });
  const mcp = ((performance.now() - t) * 1000) / n;
  console.log(`result helper overhead per call: bare dispatch ${bare.toFixed(2)} us, openaiToolResult ${helper.toFixed(2)} us, mcpToolResult ${mcp.toFixed(2)} us`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
