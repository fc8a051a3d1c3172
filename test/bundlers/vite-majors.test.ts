/**
 * The plugin on each supported Vite major (peerDependencies: ^6 || ^7 || ^8;
 * Astro 5 runs Vite 6, Nuxt 4.4 Vite 7): an SSR build of fixtures/basic runs
 * the shared dispatch table, and a dev server serves `virtual:tools` and
 * sees a new tool file.
 */
import { cpSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { basicToolNames, dispatchCases, mismatch } from "../dispatch-cases.js";
import { BASIC_ENTRY, BASIC_FIXTURE } from "../helpers/paths.js";
import { poll } from "../helpers/poll.js";
import { tempDir } from "../helpers/temp-dir.js";
import { runBundle } from "../helpers/run-bundle.js";

type ViteModule = typeof import("vite");

const MAJORS: { major: number; load: () => Promise<ViteModule> }[] = [
  { major: 6, load: async () => (await import("vite6")) as unknown as ViteModule },
  { major: 7, load: async () => (await import("vite7")) as unknown as ViteModule },
  { major: 8, load: () => import("vite") },
];

describe.each(MAJORS)("Vite $major", ({ major, load }) => {
  it("reports its major", async () => {
    expect(Number((await load()).version.split(".")[0])).toBe(major);
  });

  it("builds fixtures/basic for SSR; the output passes the dispatch table", async () => {
    const vite = await load();
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    const outDir = path.join(tempDir(`vite${major}-build`), "dist");
    await vite.build({
      root: BASIC_FIXTURE,
      configFile: false,
      logLevel: "silent",
      plugins: [toolcall({ dts: false })],
      build: { ssr: BASIC_ENTRY, outDir, minify: false, rollupOptions: { output: { format: "es", entryFileNames: "entry.mjs" } } },
    });
    const run = await runBundle(path.join(outDir, "entry.mjs"), dispatchCases);
    expect(run.toolNames).toEqual([...basicToolNames].sort());
    const failures = dispatchCases
      .map((c, i) => {
        const outcome = run.results[i]!;
        return "threw" in outcome ? `${c.name}: rejected: ${outcome.threw}` : mismatch(outcome.result, c.expect) && `${c.name}: ${mismatch(outcome.result, c.expect)}`;
      })
      .filter(Boolean);
    expect(failures).toEqual([]);
  });

  it("serves virtual:tools in dev and sees a new tool file", async () => {
    const vite = await load();
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    const root = path.join(tempDir(`vite${major}-dev`), "project");
    cpSync(path.join(BASIC_FIXTURE, "src"), path.join(root, "src"), { recursive: true });
    const server = await vite.createServer({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [toolcall({ dts: false })],
      server: { middlewareMode: true, ws: false },
    });
    try {
      type Tools = { tools: { name: string }[]; dispatch(name: string, args: string): Promise<{ ok: boolean; value?: unknown }> };
      const load = () => server.ssrLoadModule("virtual:tools") as Promise<Tools>;
      expect((await load()).tools.map((t) => t.name)).toEqual([...basicToolNames].sort());
      writeFileSync(path.join(root, "src/added.ts"), `"use tools";\nexport function added(n: number) {\n  return n + 1;\n}\n`);
      const mod = await poll(`vite ${major} to serve the added tool`, async () => {
        const served = await load();
        return served.tools.some((t) => t.name === "added") ? served : undefined;
      });
      expect(await mod.dispatch("added", '{"n": 41}')).toEqual({ ok: true, value: 42 });
    } finally {
      await server.close();
    }
  });
});
