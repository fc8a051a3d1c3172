/**
 * docs/declaring-tools.md, "Rich results": its tool module and the code
 * calling it are built with the real plugin (esbuild) and run, and the MCP
 * result must be exactly the one the page shows.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { buildFixture } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";

const PAGE = "docs/declaring-tools.md";

describe("docs/declaring-tools.md, Rich results", () => {
  let mod: { outputSchema: unknown; result: unknown };

  beforeAll(async () => {
    const root = tempDir("docs-rich");
    for (const file of ["src/charts.ts", "src/check-charts.ts"]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), docExample(PAGE, file));
    }
    const out = await buildFixture("esbuild", {
      root,
      entry: path.join(root, "src/check-charts.ts"),
      outDir: path.join(root, "dist"),
      options: { include: ["src/**/*.ts"], dts: false },
    });
    mod = await import(pathToFileURL(out.file).href);
  });

  it("sends the caption, the image and the figures as MCP blocks, the figures as structuredContent", () => {
    expect(mod.result).toEqual(JSON.parse(docExample(PAGE, "rich-result")));
  });

  it("keeps the image out of the outputSchema: it describes the figures only", () => {
    expect(mod.outputSchema).toMatchObject({ type: "object", properties: { week: { type: "number" }, total: { type: "number" } }, required: ["week", "total"] });
  });
});
