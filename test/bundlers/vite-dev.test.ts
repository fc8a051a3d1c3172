/**
 * Vite's dev server: `virtual:tools` loads through SSR (the runtime imported
 * by absolute path, tool modules transformed on the fly) and passes the
 * dispatch table; a created, edited and deleted tool file, and an edit of a
 * type-only dependency, reach the ssr and client module graphs and the
 * declaration file. Run twice: with HMR, changes arrive through `hotUpdate`;
 * with `server.hmr: false` Vite never calls that hook, and the plugin hears of
 * them from the server's watcher instead.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import { dispatchCases, mismatch } from "../dispatch-cases.js";
import { BASIC_FIXTURE } from "../helpers/paths.js";
import { poll } from "../helpers/poll.js";
import { tempDir } from "../helpers/temp-dir.js";

const RESOLVED = "\0virtual:tools";

interface VirtualTools {
  tools: { name: string }[];
  dispatch(name: string, args: unknown, ctx?: unknown): Promise<{ ok: boolean; value?: unknown }>;
}

describe.each([
  { label: "with HMR", hmr: true },
  { label: "with server.hmr: false", hmr: false },
])("vite dev server $label (SSR)", ({ hmr }) => {
  const tmp = tempDir(hmr ? "vite-dev" : "vite-dev-no-hmr");
  const root = path.join(tmp, "project");
  const dts = path.join(tmp, "toolcall.d.ts");
  let server: ViteDevServer;
  /** How often Vite transformed the SSR index, and what its logger was told to warn. */
  let indexTransforms = 0;
  const warnings: string[] = [];

  const load = () => server.ssrLoadModule("virtual:tools") as Promise<VirtualTools>;

  /** Waits (bounded) until the dev server serves a `virtual:tools` that satisfies `ready`. */
  function until(ready: (mod: VirtualTools) => boolean | Promise<boolean>): Promise<VirtualTools> {
    let tools: string[] = [];
    return poll(
      () => `the dev server to serve the change; it serves: ${tools.join(", ")}`,
      async () => {
        const mod = await load();
        if (await ready(mod)) return mod;
        tools = mod.tools.map((t) => t.name);
        return undefined;
      },
    );
  }

  beforeAll(async () => {
    cpSync(path.join(BASIC_FIXTURE, "src"), path.join(root, "src"), { recursive: true });
    cpSync(path.join(BASIC_FIXTURE, "tsconfig.json"), path.join(root, "tsconfig.json"));
    const { createServer, createLogger } = await import("vite");
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    const countIndex = {
      name: "count-index-transforms",
      transform(_code: string, id: string, options?: { ssr?: boolean }) {
        if (id === RESOLVED && options?.ssr) indexTransforms++;
      },
    };
    server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      customLogger: { ...createLogger("silent"), warn: (message: string) => void warnings.push(message) },
      plugins: [toolcall({ dts: path.relative(root, dts) }), countIndex],
      server: { middlewareMode: true, ws: false, ...(hmr ? {} : { hmr: false }) },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("serves virtual:tools through SSR and passes the dispatch table", async () => {
    const mod = await load();
    const failures: string[] = [];
    for (const c of dispatchCases) {
      const problem = mismatch(await mod.dispatch(c.tool, structuredClone(c.args), c.ctx), c.expect);
      if (problem) failures.push(`${c.name}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it("serves virtual:tools to the client environment, the runtime through /@fs/", async () => {
    const result = await server.environments.client.transformRequest("virtual:tools");
    expect(result?.code).toMatch(/from\s+["']\/@fs\/[^"']*runtime/);
    expect(server.environments.client.moduleGraph.getModuleById(RESOLVED)).toBeDefined();
  });

  it("picks up a created tool file, in ssr and client graphs and the declaration file", async () => {
    await server.environments.client.transformRequest("virtual:tools");
    expect(server.environments.client.moduleGraph.getModuleById(RESOLVED)?.transformResult).toBeTruthy();
    writeFileSync(path.join(root, "src/added.ts"), '"use tools";\n/** Added while the server runs. */\nexport function added_tool() {\n  return "added";\n}\n');
    const mod = await until((m) => m.tools.some((t) => t.name === "added_tool"));
    expect(await mod.dispatch("added_tool", "{}")).toEqual({ ok: true, value: "added" });
    // Every environment's graph dropped its copy, the client's too.
    expect(server.environments.client.moduleGraph.getModuleById(RESOLVED)?.transformResult ?? null).toBeNull();
    expect(readFileSync(dts, "utf8")).toContain('"added_tool"');
  });

  it("picks up an edited tool file", async () => {
    const file = path.join(root, "src/misc.ts");
    writeFileSync(file, readFileSync(file, "utf8").replace("days: Int = 3", "days: Int = 4"));
    const mod = await until(async (m) => {
      const r = await m.dispatch("forecast", '{"city":"Oslo"}');
      return r.ok && (r.value as { days: number }).days === 4;
    });
    expect(mod.tools.find((t) => t.name === "forecast")).toBeDefined();
  });

  it("runs the index again after a parameter's edit without transforming it again, and prints a new warning once", async () => {
    const file = path.join(root, "src/misc.ts");
    await load();
    const transformsBefore = indexTransforms;
    // A parameter's default changes, and a stale @param appears: a warning, no error.
    writeFileSync(file, readFileSync(file, "utf8").replace(" * @param days how many days ahead", " * @param dayz how many days ahead").replace(/days: Int = \d/, "days: Int = 6"));
    await until(async (m) => {
      const r = await m.dispatch("forecast", '{"city":"Oslo"}');
      return r.ok && (r.value as { days: number }).days === 6;
    });
    expect(indexTransforms).toBe(transformsBefore);
    expect(warnings.filter((w) => w.includes("`@param dayz`"))).toHaveLength(1);
    // Another edit: the same warning is not printed again.
    writeFileSync(file, readFileSync(file, "utf8").replace("days: Int = 6", "days: Int = 7"));
    await until(async (m) => {
      const r = await m.dispatch("forecast", '{"city":"Oslo"}');
      return r.ok && (r.value as { days: number }).days === 7;
    });
    expect(warnings.filter((w) => w.includes("`@param dayz`"))).toHaveLength(1);
    writeFileSync(file, readFileSync(file, "utf8").replace(" * @param dayz", " * @param days"));
  });

  it("picks up an edit of a type-only dependency (in no module graph)", async () => {
    const geo = path.join(root, "src/geo.ts");
    writeFileSync(geo, readFileSync(geo, "utf8").replace("lon: number;", "lon: number;\n  /** Metres above sea level. */\n  altitude: number;"));
    const mod = await until((m) => JSON.stringify(m.tools).includes("Metres above sea level."));
    expect(JSON.stringify(mod.tools.find((t) => t.name === "ship"))).toContain("altitude");
  });

  it("drops a deleted tool file", async () => {
    await until((m) => m.tools.some((t) => t.name === "added_tool"));
    rmSync(path.join(root, "src/added.ts"));
    const mod = await until((m) => !m.tools.some((t) => t.name === "added_tool"));
    expect(await mod.dispatch("added_tool", "{}")).toMatchObject({ ok: false, error: { code: "unknown_tool" } });
    expect(readFileSync(dts, "utf8")).not.toContain('"added_tool"');
  });
});
