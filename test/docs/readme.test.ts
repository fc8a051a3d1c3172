/**
 * The README's examples are code, so they are run: its tool module and server
 * code are built with the real plugin (esbuild), and the schema and the error
 * a model gets must be exactly what the README shows. (That its test command
 * is what CI runs needs neither build nor bundler: the unit tier's
 * packages/unplugin-toolcall/test/docs/commands.test.ts.)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { buildFixture } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";

describe("README", () => {
  let mod: { schema: unknown; good: unknown; bad: unknown };

  beforeAll(async () => {
    const root = tempDir("readme");
    for (const file of ["src/weather.ts", "src/server.ts"]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), docExample("README.md", file));
    }
    const out = await buildFixture("esbuild", {
      root,
      entry: path.join(root, "src/server.ts"),
      outDir: path.join(root, "dist"),
      options: { include: ["src/**/*.ts"], dts: false },
    });
    mod = await import(pathToFileURL(out.file).href);
  });

  it("shows the schema the plugin derives", () => {
    expect(mod.schema).toEqual(JSON.parse(docExample("README.md", "schema")));
  });

  it("shows the default being filled in", () => {
    expect(mod.good).toEqual({ ok: true, value: { city: "Lisbon", days: 3, unit: "c" } });
  });

  it("shows the error a model gets for a bad call", () => {
    expect(mod.bad).toEqual(JSON.parse(docExample("README.md", "bad")));
  });
});
