// Startup cost of the default `include` (every TypeScript file of the project,
// text pre-filter before any parse) on a 10,000-file project, against an
// include that names only the tool folder and against framework folders
// (`src/`, `app/`, `server/`), measured in the same process. The project:
// 40 tool modules (200 tools) in src/tools, 9,960 ordinary TypeScript files
// (about 1.5 KB each) spread over src/, app/, server/, lib/ and scripts/, plus
// what the default skips: 20,000 files under node_modules and 2,000 in dist/.
//   pnpm build && node bench/include.mjs [iterations]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolProject } from "@toolcall/core";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;

const ordinary = (i) =>
  `import { helper${i % 50} } from "./helpers";\n\n/** Component ${i}: renders a list. */\nexport function render${i}(items: string[], limit = 10): string {\n` +
  `  const out: string[] = [];\n  for (const item of items.slice(0, limit)) out.push(\`<li>\${item}</li>\`);\n  return \`<ul>\${out.join("")}</ul>\`;\n}\n`.repeat(1) +
  `\nexport const config${i} = { name: "c${i}", retries: ${i % 5}, tags: ["a", "b", "c"], nested: { deep: { value: ${i} } } };\n`.repeat(6);

const tool = (i) =>
  `"use tools";\n` +
  Array.from({ length: 5 }, (_, k) => `/**\n * Tool ${i}.${k}.\n * @param q The query.\n */\nexport function tool_${i}_${k}(q: string, limit: number = 5) {\n  return { q, limit };\n}\n`).join("\n");

function generate(dir) {
  const write = (file, text) => {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  for (let i = 0; i < 40; i++) write(`src/tools/tools${i}.ts`, tool(i));
  const folders = ["src/components", "src/lib", "app/routes", "server/api", "lib/util", "scripts"];
  for (let i = 0; i < 9960; i++) write(`${folders[i % folders.length]}/d${i % 40}/file${i}.ts`, ordinary(i));
  for (let i = 0; i < 20000; i++) write(`node_modules/pkg${i % 200}/lib/m${i}.ts`, ordinary(i));
  for (let i = 0; i < 2000; i++) write(`dist/chunk${i}.ts`, ordinary(i));
  write(".gitignore", "node_modules\ndist\n.env\n");
}

/** One cold start; CPU time (user + system), since wall time on a shared machine mostly measures the neighbours. */
function cold(dir, include) {
  const start = process.cpuUsage();
  const project = new ToolProject({ root: dir, include, dts: false, runtimeImport: "@toolcall/runtime" });
  const count = project.tools().length;
  const used = process.cpuUsage(start);
  return { time: (used.user + used.system) / 1000, count };
}

const iterations = Number(process.argv[2] ?? 7);
const dir = mkdtempSync(join(tmpdir(), "toolcall-include-"));
try {
  generate(dir);
  const variants = [
    ["tool folder only (src/tools/**)", ["src/tools/**/*.ts"]],
    ["framework folders (src, app, server)", ["{src,app,server}/**/*.{ts,tsx,mts,cts}"]],
    ["default: the whole project", undefined],
  ];
  const times = variants.map(() => []);
  const counts = variants.map(() => 0);
  cold(dir, undefined); // warm the file system cache for every variant alike
  for (let i = 0; i < iterations; i++)
    variants.forEach(([, include], v) => {
      const { time, count } = cold(dir, include);
      times[v].push(time);
      counts[v] = count;
    });
  console.log(`project: 40 tool files (200 tools) + 9,960 other .ts files; 22,000 more in node_modules and dist/`);
  const base = median(times[0]);
  variants.forEach(([name], v) => {
    const m = median(times[v]);
    console.log(`${name.padEnd(40)} cold scan + extract ${ms(m).padStart(10)} CPU  ${(m / base).toFixed(2)}x  (+${ms(m - base)}), ${counts[v]} tools`);
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
