// Cold extraction of a project whose tools take types from three packages in
// node_modules, each with about 2 MB of declaration files laid out as SDKs
// ship them (an `exports` map with the types condition and subpaths; an index
// of `export *` chains; one large single file with `declare namespace`),
// against a bare @babel/parser parse of the files the extraction actually
// reached, measured in the same process.
//   pnpm build && node bench/packages.mjs [iterations]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse } from "@babel/parser";
import { Extractor } from "@toolcall/core";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;
const MODULES_PER_PACKAGE = 40;
const TYPES_PER_MODULE = 60;

/** One declaration module: interfaces and unions with JSDoc, about 50 KB. */
function declarations(prefix, m, { declare = false } = {}) {
  const out = [];
  for (let i = 0; i < TYPES_PER_MODULE; i++) {
    const name = `${prefix}${m}_${i}`;
    out.push(`/** ${name}: a record the service returns, with its documented fields. */`);
    out.push(`export ${declare ? "declare " : ""}interface ${name} {`);
    for (let p = 0; p < 8; p++) out.push(`  /** Field ${p} of ${name}, described as SDKs describe it. */\n  field${p}${p % 3 ? "?" : ""}: ${p % 4 === 0 ? "string" : p % 4 === 1 ? "number" : p % 4 === 2 ? `"a${p}" | "b${p}"` : "boolean[]"};`);
    out.push("}");
    out.push(`export type ${name}Kind = "${name}-x" | "${name}-y" | "${name}-z";`);
  }
  return out.join("\n") + "\n";
}

function write(root, files) {
  let bytes = 0;
  for (const [rel, text] of Object.entries(files)) {
    const path = join(root, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    if (rel.endsWith(".ts")) bytes += Buffer.byteLength(text);
  }
  return bytes;
}

function generate(root) {
  const files = { "tsconfig.json": `{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler", "strict": true } }` };
  // pay: exports with the types condition and a subpath pattern, one module per subpath.
  files["node_modules/pay/package.json"] = JSON.stringify({ name: "pay", exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" }, "./resources/*": { types: "./dist/resources/*.d.ts", default: "./dist/resources/*.js" } } });
  files["node_modules/pay/dist/index.d.ts"] = Array.from({ length: MODULES_PER_PACKAGE }, (_, m) => `export * from "./resources/r${m}.js";`).join("\n") + "\n";
  for (let m = 0; m < MODULES_PER_PACKAGE; m++) files[`node_modules/pay/dist/resources/r${m}.d.ts`] = declarations("Pay", m);
  // geo: types field, an index of `export *` chains two levels deep.
  files["node_modules/geo/package.json"] = JSON.stringify({ name: "geo", types: "./lib/index.d.ts", main: "./lib/index.js" });
  files["node_modules/geo/lib/index.d.ts"] = Array.from({ length: 4 }, (_, g) => `export * from "./group${g}/index";`).join("\n") + "\n";
  for (let m = 0; m < MODULES_PER_PACKAGE; m++) {
    const g = m % 4;
    files[`node_modules/geo/lib/group${g}/index.d.ts`] = (files[`node_modules/geo/lib/group${g}/index.d.ts`] ?? "") + `export * from "./m${m}";\n`;
    files[`node_modules/geo/lib/group${g}/m${m}.d.ts`] = declarations("Geo", m);
  }
  // ai: one large file with everything in a `declare namespace`, `export =`, as older typings ship.
  const body = Array.from({ length: MODULES_PER_PACKAGE }, (_, m) => declarations("Ai", m, { declare: false }).replace(/^export /gm, "  export ")).join("");
  files["node_modules/@types/ai/index.d.ts"] = `declare namespace Ai {\n${body}}\nexport = Ai;\n`;
  files["node_modules/ai/package.json"] = JSON.stringify({ name: "ai", main: "index.js" });

  // 20 tool modules, 3 tools each, using types from all three packages.
  const toolFiles = [];
  for (let t = 0; t < 20; t++) {
    const m = (t % 5) * 7; // five modules of each package, as a project uses a few corners of an SDK
    const lines = [
      `"use tools";`,
      `import type { Pay${m}_${t} } from "pay/resources/r${m}";`,
      `import type { Pay${(m + 1) % MODULES_PER_PACKAGE}_1Kind } from "pay";`,
      `import type { Geo${m}_${t}, Geo${m}_2Kind } from "geo";`,
      `import type * as Ai from "ai";`,
      `/** Pays. */\nexport function pay${t}(order: Pay${m}_${t}, kind: Pay${(m + 1) % MODULES_PER_PACKAGE}_1Kind) { return order; }`,
      `/** Locates. */\nexport function locate${t}(where: Geo${m}_${t}, kind?: Geo${m}_2Kind) { return where; }`,
      `/** Asks. */\nexport function ask${t}(prompt: Ai.Ai${m}_${t}, kind: Ai.Ai${m}_${t}Kind) { return prompt; }`,
    ];
    const rel = `src/tools/t${t}.ts`;
    files[rel] = lines.join("\n") + "\n";
    toolFiles.push(join(root, rel));
  }
  const bytes = write(root, files);
  return { toolFiles, bytes, packageBytes: ["pay", "geo", "@types/ai"].map((p) => [p, Object.entries(files).filter(([rel]) => rel.startsWith(`node_modules/${p}/`) && rel.endsWith(".d.ts")).reduce((n, [, text]) => n + Buffer.byteLength(text), 0)]) };
}

function bareParse(files) {
  let n = 0;
  for (const f of files) n += parse(readFileSync(f, "utf8"), { sourceType: "module", plugins: [f.endsWith(".d.ts") ? ["typescript", { dts: true }] : "typescript"] }).program.body.length;
  return n;
}

const iterations = Number(process.argv[2] ?? 7);
const root = mkdtempSync(join(tmpdir(), "toolcall-bench-packages-"));
try {
  const { toolFiles, bytes, packageBytes } = generate(root);
  console.log(`project: ${toolFiles.length} tool modules, ${(bytes / 1e6).toFixed(2)} MB of TypeScript; packages: ${packageBytes.map(([p, b]) => `${p} ${(b / 1e6).toFixed(2)} MB`).join(", ")}`);
  const extractor = new Extractor({ root });
  const first = extractor.extract(toolFiles);
  const errors = first.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) throw new Error(`the bench project does not extract cleanly: ${errors[0].message}`);
  // Reached: parsed for a name a tool signature needs. Read: also scanned for a name it turned out not to hold.
  const parsedFiles = extractor.parsedFiles();
  const size = (list) => (list.reduce((n, f) => n + statSync(f).size, 0) / 1e6).toFixed(2);
  const reached = parsedFiles.filter((f) => f.includes("/node_modules/"));
  const scanned = first.dependencies.filter((f) => f.endsWith(".d.ts") && !parsedFiles.includes(f));
  console.log(`tools: ${first.tools.length}; declaration files parsed: ${reached.length} (${size(reached)} MB of ${(packageBytes.reduce((n, [, b]) => n + b, 0) / 1e6).toFixed(2)} MB); scanned for a name without parsing: ${scanned.length} (${size(scanned)} MB)`);
  const cold = [];
  const bare = [];
  for (let i = 0; i < iterations; i++) {
    globalThis.gc?.();
    let t = performance.now();
    bareParse(parsedFiles);
    bare.push(performance.now() - t);
    globalThis.gc?.();
    t = performance.now();
    new Extractor({ root }).extract(toolFiles);
    cold.push(performance.now() - t);
  }
  console.log(`bare parse of the ${parsedFiles.length} files reached (tool modules included): median ${ms(median(bare))}`);
  console.log(`cold extraction (tsconfig, resolution, parse, conversion): median ${ms(median(cold))}  (${(median(cold) / median(bare)).toFixed(2)}x the bare parse)`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
