/**
 * The end-to-end suite each bundler runs (test/bundlers/<bundler>.test.ts):
 * build test/fixtures/basic with the real plugin, execute the output in
 * Node, and run the shared dispatch table against it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { basicToolNames, dispatchCases, mismatch } from "../dispatch-cases.js";
import { buildBasic, type BuildOutput, type Bundler } from "./build-basic.js";
import { readPage } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { BASIC_FIXTURE } from "./paths.js";
import { tempDir } from "./temp-dir.js";
import { runBundle, type BundleRun } from "./run-bundle.js";
import { RUNTIME_COMPILATION } from "./runtime-compilation.js";

/** Every export the table of docs/virtual-module.md names (its first column): the bundle must export exactly these. */
const VIRTUAL_TOOLS_EXPORTS = documentedExports();

function documentedExports(): string[] {
  const lines = readPage("docs/virtual-module.md").split("\n");
  const header = lines.indexOf("| export | what |");
  if (header === -1) throw new Error("docs/virtual-module.md has no table of exports");
  const rows = lines.slice(header + 2);
  const table = rows.slice(0, rows.findIndex((line) => !line.startsWith("|")));
  return table.flatMap((row) => [...row.split(" | ")[0]!.matchAll(/`([A-Za-z]\w*)/g)].map((m) => m[1]!)).sort();
}

/** The directive as a statement (not the words inside a description or comment). */
const DIRECTIVE_STATEMENT = /^\s*["']use tools["'];?\s*$/m;

export function describeBundler(bundler: Bundler): void {
  describe(`${bundler}: fixtures/basic built with the plugin and run in Node`, () => {
    const tmp = tempDir(`bundler-${bundler}`);
    const outDir = path.join(tmp, "dist");
    const dtsFile = path.join(tmp, "toolcall.d.ts");
    let out: BuildOutput;
    let run: BundleRun;

    beforeAll(async () => {
      out = await buildBasic(bundler, outDir, { dts: path.relative(BASIC_FIXTURE, dtsFile) });
      run = await runBundle(out.file, dispatchCases);
    });

    it("exports the whole virtual:tools API", () => {
      expect(run.exports).toEqual(VIRTUAL_TOOLS_EXPORTS);
    });

    it("lists exactly the fixture's tools", () => {
      expect([...run.toolNames].sort()).toEqual(basicToolNames);
    });

    it.each(dispatchCases.map((c, index) => ({ name: c.name, index })))("dispatch: $name", ({ index }) => {
      const outcome = run.results[index]!;
      if ("threw" in outcome) expect.fail(`dispatch rejected (it must never reject): ${outcome.threw}`);
      const problem = mismatch(outcome.result, dispatchCases[index]!.expect);
      expect(problem).toBeUndefined();
    });

    it("serves every provider view and result helper", () => {
      const p = run.providers as Record<string, any>;
      for (const view of ["openaiStrict", "anthropicTools", "mcpTools"]) expect(p[view]).toHaveLength(basicToolNames.length);
      expect(p.geminiTools[0].functionDeclarations).toHaveLength(basicToolNames.length);
      expect(p.openaiStrict.every((t: any) => t.function.strict === true)).toBe(true);
      expect(p.openaiResult).toMatchObject({ role: "tool", tool_call_id: "call_1", content: "5" });
      expect(p.anthropicError).toMatchObject({ type: "tool_result", tool_use_id: "toolu_1", is_error: true });
      expect(p.anthropicError.content).toContain("pressure");
      expect(p.geminiResult).toMatchObject({ functionResponse: { name: "bounded", response: { output: { n: 7 } } } });
      expect(p.mcpError).toMatchObject({ isError: true });
    });

    it.each(RUNTIME_COMPILATION)("the bundle has no $what", ({ pattern }) => {
      expect(out.code).not.toMatch(pattern);
    });

    it('removed the "use tools" directive from the bundled tool modules', () => {
      // The tool modules are bundled (the dispatch cases call them), without their directive,
      // and the bundler had no reason to warn about it.
      expect(out.code).not.toMatch(DIRECTIVE_STATEMENT);
      expect(out.warnings.filter((w) => w.includes("use tools"))).toEqual([]);
    });

    it("wrote the declaration file for the fixture's tools", () => {
      expect(existsSync(dtsFile)).toBe(true);
      const dts = readFileSync(dtsFile, "utf8");
      expect(dts).toContain('declare module "virtual:tools"');
      for (const name of basicToolNames) expect(dts).toContain(JSON.stringify(name));
    });
  });
}
