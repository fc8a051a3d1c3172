/**
 * Validators are shared project-wide (docs/watch.md): two tools in
 * different files whose inputs validate the same way (and whose schemas are
 * the same) import one shapes module (`virtual:tools/shapes/<hash>`, the
 * validator and the schemas), in a real build by each bundler, and both
 * still validate. In Vite's dev server, a changed schema gets a new
 * validator (its id is the hash of what it holds) while the tool that kept
 * the old shape keeps the old one: no stale validator is ever served.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import { BUNDLERS, buildFixture } from "../helpers/build-basic.js";
import { poll } from "../helpers/poll.js";
import { tempDir } from "../helpers/temp-dir.js";
import { runBundle } from "../helpers/run-bundle.js";

/** A tool taking `{ city, days }`: `daysType` decides its validation schema, `doc` only its description. */
function toolFile(name: string, daysType: string, doc: string): string {
  return [
    `"use tools";`,
    `import type { Int } from "unplugin-toolcall/types";`,
    `/** ${doc} */`,
    `export function ${name}(city: string, days: ${daysType}): string {`,
    "  return `${city}:${days}`;",
    `}`,
    ``,
  ].join("\n");
}

function writeProject(root: string): void {
  mkdirSync(path.join(root, "src"), { recursive: true });
  writeFileSync(path.join(root, "src/a.ts"), toolFile("forecast", "Int", "Forecast for a city."));
  writeFileSync(path.join(root, "src/b.ts"), toolFile("outlook", "Int", "Outlook for a city (another file, same shape)."));
  writeFileSync(path.join(root, "src/c.ts"), toolFile("label", "string", "A label (a different shape)."));
  writeFileSync(path.join(root, "src/entry.ts"), `export * from "virtual:tools";\n`);
  writeFileSync(
    path.join(root, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, types: [] } }),
  );
}

/** Each shapes module parses its validation schema from JSON text, once: one per validator here. */
const VALIDATOR_FUNCTION = /JSON\.parse\(\s*['"`]\{\\?"type\\?":\\?"object/g;

const cases = [
  { name: "valid", tool: "forecast", args: { city: "Oslo", days: 3 } },
  { name: "valid", tool: "outlook", args: { city: "Oslo", days: 3 } },
  { name: "valid", tool: "label", args: { city: "Oslo", days: "x" } },
  { name: "invalid", tool: "forecast", args: { city: "Oslo", days: 1.5 } },
  { name: "invalid", tool: "outlook", args: { city: "Oslo", days: "x" } },
  { name: "invalid", tool: "label", args: { city: "Oslo", days: 3 } },
];

describe.each(BUNDLERS.map((bundler) => ({ bundler })))("$bundler: tools of the same shape in different files", ({ bundler }) => {
  const tmp = tempDir(`shared-validators-${bundler}`);
  const root = path.join(tmp, "project");

  it("share one validator, and every tool still validates", async () => {
    writeProject(root);
    const out = await buildFixture(bundler, { root, entry: path.join(root, "src/entry.ts"), outDir: path.join(tmp, "dist"), options: { dts: false } });
    // Three tools, two validation schemas: two validators in the bundle.
    expect(out.code.match(VALIDATOR_FUNCTION)).toHaveLength(2);
    const run = await runBundle(out.file, cases.map((c) => ({ ...c, expect: {} })) as never);
    const oks = run.results.map((r) => ("result" in r ? (r.result as { ok: boolean }).ok : r.threw));
    expect(oks).toEqual(cases.map((c) => c.name === "valid"));
  });
});

describe("vite dev server: a changed schema gets a new validator", () => {
  const tmp = tempDir("shared-validators-dev");
  const root = path.join(tmp, "project");
  let server: ViteDevServer;
  type Mod = { dispatch(name: string, args: unknown): Promise<{ ok: boolean }> };
  const load = () => server.ssrLoadModule("virtual:tools") as Promise<Mod>;
  const validatorIds = () =>
    [...server.environments.ssr.moduleGraph.idToModuleMap.keys()].filter((id) => id.startsWith("\0virtual:tools/shapes/")).sort();

  beforeAll(async () => {
    writeProject(root);
    const { createServer } = await import("vite");
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    server = await createServer({ root, configFile: false, logLevel: "silent", plugins: [toolcall({ dts: false })], server: { middlewareMode: true, ws: false } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("serves the new validator to the edited tool and keeps the old one for the other", async () => {
    const before = await load();
    expect((await before.dispatch("outlook", { city: "Oslo", days: "soon" })).ok).toBe(false);
    const idsBefore = validatorIds();
    expect(idsBefore).toHaveLength(2);

    writeFileSync(path.join(root, "src/b.ts"), toolFile("outlook", "Int | string", "Outlook for a city (another file, same shape)."));
    const after = await poll("the dev server to serve the changed schema", async () => {
      const mod = await load();
      return (await mod.dispatch("outlook", { city: "Oslo", days: "soon" })).ok ? mod : undefined;
    });
    // The other tool of the old shape still validates with the old validator.
    expect((await after.dispatch("forecast", { city: "Oslo", days: "soon" })).ok).toBe(false);
    expect((await after.dispatch("forecast", { city: "Oslo", days: 3 })).ok).toBe(true);
    const idsAfter = validatorIds();
    expect(idsAfter.filter((id) => !idsBefore.includes(id))).toHaveLength(1);
  });
});
