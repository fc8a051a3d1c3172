/**
 * `virtual:tools/ui` (docs/mcp.md, "A typed page") is typed by the generated
 * declaration file of a project whose tool has a page (examples/mcp-app):
 * correct use compiles (ui-usage.ts), and each misuse is a type error
 * exactly where marked (ui-misuse.ts). Compiled by the real `tsc`, with the
 * DOM (a page runs in the browser) and ext-apps' own types.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ToolProject } from "@toolcall/core";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_DIR } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";

const TSC = path.resolve(TEST_DIR, "../node_modules/.bin/tsc");
const TYPES_DIR = path.join(TEST_DIR, "types");
const EXAMPLE = path.join(TEST_DIR, "..", "examples", "mcp-app");

async function tscErrors(dir: string, name: string, files: string[]): Promise<{ exitCode: number; errors: { file: string; line: number; text: string }[] }> {
  const project = path.join(dir, name);
  writeFileSync(
    project,
    JSON.stringify({
      extends: path.relative(dir, path.join(TYPES_DIR, "tsconfig.json")),
      // A page's world: the DOM, and ext-apps' declarations as they are published.
      compilerOptions: { lib: ["ES2022", "DOM"], skipLibCheck: true },
      files: files.map((f) => path.relative(dir, f)),
    }),
  );
  const run = await promisify(execFile)(TSC, ["-p", project, "--pretty", "false"], { cwd: TYPES_DIR }).then(
    (r) => ({ exitCode: 0, output: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ exitCode: e.code, output: e.stdout + e.stderr }),
  );
  const errors = [...run.output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/gm)].map((m) => ({
    file: path.relative(TYPES_DIR, path.resolve(TYPES_DIR, m[1]!)),
    line: Number(m[2]),
    text: m[3]!,
  }));
  return { exitCode: run.exitCode, errors };
}

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
    const run = await tscErrors(dir, "tsconfig.ui-usage.json", [path.join(TYPES_DIR, "ui-usage.ts"), dts]);
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it("rejects a wrong tool, field or type, exactly on the marked lines", async () => {
    const source = readFileSync(path.join(TYPES_DIR, "ui-misuse.ts"), "utf8").split("\n");
    const marked = source.flatMap((text, i) => (/\S.*\/\/ error:/.test(text) ? [i + 1] : []));
    expect(marked.length).toBe(7);
    const run = await tscErrors(dir, "tsconfig.ui-misuse.json", [path.join(TYPES_DIR, "ui-misuse.ts"), dts]);
    expect(run.errors.filter((e) => e.file !== "ui-misuse.ts")).toEqual([]);
    expect([...new Set(run.errors.map((e) => e.line))].sort((a, b) => a - b)).toEqual(marked);
  });
});
