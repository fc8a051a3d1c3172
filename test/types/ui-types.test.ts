/**
 * `virtual:tools/ui` (docs/mcp.md, "A typed page") is typed by the generated
 * declaration file of a project whose tool has a page (examples/mcp-app):
 * correct use compiles (ui-usage.ts), and each misuse is a type error
 * exactly where marked (ui-misuse.ts). Compiled by the real `tsc`, with the
 * DOM (a page runs in the browser) and ext-apps' own types.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ToolProject } from "@toolcall/core";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_DIR } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";
import { markedErrorLines, TYPES_DIR, tsc, writeProject } from "../helpers/type-check.js";

const EXAMPLE = path.join(TEST_DIR, "..", "examples", "mcp-app");
// A page's world: the DOM, and ext-apps' declarations as they are published.
const PAGE_OPTIONS = { lib: ["ES2022", "DOM"], skipLibCheck: true };

describe("types of virtual:tools/ui", () => {
  const dir = tempDir("ui-types");
  const dts = path.join(dir, "toolcall.d.ts");

  beforeAll(() => {
    const project = new ToolProject({ root: EXAMPLE, include: ["src/tools.ts"], dts: path.relative(EXAMPLE, dts), runtimeImport: "@toolcall/runtime" });
    project.scan();
    expect(project.diagnostics().filter((d) => d.severity === "error")).toEqual([]);
    expect(project.writeDts()).toBe(true);
    expect(readFileSync(dts, "utf8")).toContain('declare module "virtual:tools/ui"');
  });

  it("accepts a page that uses the tool's own input, result and call types", async () => {
    const run = await tsc(writeProject(dir, "tsconfig.ui-usage.json", [path.join(TYPES_DIR, "ui-usage.ts"), dts], PAGE_OPTIONS));
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it("rejects a wrong tool, field or type, exactly on the marked lines", async () => {
    const marked = markedErrorLines("ui-misuse.ts");
    expect(marked.length).toBe(7);
    const run = await tsc(writeProject(dir, "tsconfig.ui-misuse.json", [path.join(TYPES_DIR, "ui-misuse.ts"), dts], PAGE_OPTIONS));
    expect(run.errors.filter((e) => e.file !== "ui-misuse.ts")).toEqual([]);
    expect([...new Set(run.errors.map((e) => e.line))].sort((a, b) => a - b)).toEqual(marked);
  });
});
