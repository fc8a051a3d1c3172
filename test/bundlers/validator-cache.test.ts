/**
 * The validator cache across real `vite build`s, each in a fresh Node process
 * (in one process, validators compiled before come from memory): a cold build
 * writes one entry per distinct validation schema, the next build reads
 * them, a truncated or garbled entry is compiled again and rewritten, and
 * `cache: false` writes nothing. The built dispatch is run each time.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/temp-dir.js";

const root = tempDir("validator-cache");
const cacheDir = path.join(root, "node_modules/.cache/toolcall/validators");

const TOOLS = `"use tools";
/** Greets someone. */
export function greet(name: string): string {
  return "hello " + name;
}
/** Shouts at someone: the same validation schema as greet's. */
export function shout(name: string): string {
  return name.toUpperCase();
}
/** Adds two numbers. */
export function add(a: number, b: number): number {
  return a + b;
}
`;

const BUILD = `import { build } from "vite";
import toolcall from "unplugin-toolcall/vite";
const options = JSON.parse(process.argv[2] ?? "{}");
await build({
  root: ${JSON.stringify(root)},
  configFile: false,
  logLevel: "silent",
  plugins: [toolcall({ dts: false, ...options })],
  build: { ssr: "src/entry.ts", outDir: "dist", emptyOutDir: true, minify: false, rollupOptions: { output: { format: "es", entryFileNames: "entry.mjs" } } },
});
`;

let builds = 0;

/** One `vite build` in a fresh process; the bundle's text and what its dispatch answers. */
async function build(options: object = {}) {
  const run = spawnSync(process.execPath, [path.join(root, "build.mjs"), JSON.stringify(options)], { cwd: root, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`vite build failed:\n${run.stderr}${run.stdout}`);
  const bundle = path.join(root, "dist/entry.mjs");
  // A copy under a new name: Node caches an imported module by its URL.
  const copy = path.join(root, `dist/run-${builds++}.mjs`);
  copyFileSync(bundle, copy);
  const { dispatch } = (await import(pathToFileURL(copy).href)) as { dispatch: (name: string, args: unknown) => Promise<{ ok: boolean; value?: unknown }> };
  const answers = [await dispatch("add", { a: 1, b: 2 }), await dispatch("greet", { name: "ada" }), await dispatch("shout", { name: 5 })];
  return { code: readFileSync(bundle, "utf8"), answers: answers.map((a) => [a.ok, a.value]) };
}

const entries = () => (existsSync(cacheDir) ? readdirSync(cacheDir).sort() : []);
const entryText = (name: string) => readFileSync(path.join(cacheDir, name), "utf8");
const EXPECTED_ANSWERS = [
  [true, 3],
  [true, "hello ada"],
  [false, undefined],
];

describe("validator cache, through vite build in fresh processes", () => {
  let cold: Awaited<ReturnType<typeof build>>;
  let written: Record<string, string>;

  beforeAll(async () => {
    mkdirSync(path.join(root, "src"), { recursive: true });
    // The project's own node_modules, where the cache goes by default; vite and the plugin resolve from test/.
    mkdirSync(path.join(root, "node_modules"), { recursive: true });
    writeFileSync(path.join(root, "src/tools.ts"), TOOLS);
    writeFileSync(path.join(root, "src/entry.ts"), `export { dispatch } from "virtual:tools";\n`);
    writeFileSync(path.join(root, "build.mjs"), BUILD);
    cold = await build();
    written = Object.fromEntries(entries().map((name) => [name, entryText(name)]));
  }, 120_000);

  it("a cold build writes one entry per distinct validation schema, and its dispatch validates", () => {
    expect(cold.answers).toEqual(EXPECTED_ANSWERS);
    expect(Object.keys(written)).toHaveLength(2);
  });

  it("the next build takes its validators from the entries", async () => {
    // An entry with a valid checksum whose text differs from what ajv would
    // give: only a build that read it can hold the marker.
    const [name] = entries();
    const text = entryText(name!);
    const body = text.slice(text.indexOf("\n") + 1).replace(/export \{ (tcValidator\d+) as validate \};$/, 'export const validate = Object.assign($1, { from: "read from the cache" });');
    expect(body).toContain("read from the cache");
    writeFileSync(path.join(cacheDir, name!), `// toolcall validator ${createHash("sha256").update(body).digest("hex")}\n${body}`);
    try {
      const warm = await build();
      expect(warm.code).toContain("read from the cache");
      expect(warm.answers).toEqual(EXPECTED_ANSWERS);
    } finally {
      writeFileSync(path.join(cacheDir, name!), written[name!]!);
    }
    const again = await build();
    expect(again.code).toBe(cold.code);
  }, 120_000);

  it("a truncated or garbled entry is ignored, compiled again and rewritten", async () => {
    const [first, second] = entries();
    const garbled = written[second!]!.replace(/errors/, "errorz");
    expect(garbled).not.toBe(written[second!]);
    writeFileSync(path.join(cacheDir, first!), written[first!]!.slice(0, written[first!]!.length / 2));
    writeFileSync(path.join(cacheDir, second!), garbled);
    const rebuilt = await build();
    expect(rebuilt.code).toBe(cold.code);
    expect(rebuilt.answers).toEqual(EXPECTED_ANSWERS);
    expect(Object.fromEntries(entries().map((name) => [name, entryText(name)]))).toEqual(written);
  }, 120_000);

  it("two builds at once into an empty cache both give the whole output, and leave whole entries", async () => {
    rmSync(path.join(root, "node_modules/.cache"), { recursive: true, force: true });
    const spawnBuild = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, [path.join(root, "build.mjs"), JSON.stringify({})], { cwd: root, stdio: "ignore" });
        child.on("exit", resolve);
      });
    // Both write the same dist: only the entries are compared, then one more build reads them.
    expect(await Promise.all([spawnBuild(), spawnBuild()])).toEqual([0, 0]);
    expect(Object.fromEntries(entries().map((name) => [name, entryText(name)]))).toEqual(written);
    const after = await build();
    expect(after.code).toBe(cold.code);
  }, 120_000);

  it("`cache: false` neither reads nor writes entries", async () => {
    rmSync(path.join(root, "node_modules/.cache"), { recursive: true, force: true });
    const uncached = await build({ cache: false });
    expect(uncached.code).toBe(cold.code);
    expect(existsSync(path.join(root, "node_modules/.cache"))).toBe(false);
  }, 120_000);
});
