/**
 * The generated declaration file types `virtual:tools` per tool: correct use
 * compiles (usage.ts), each misuse is a type error exactly where marked
 * (misuse.ts), and the static `unplugin-toolcall/client` types work alone
 * (client-usage.ts). Compiled by the real `tsc`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ToolProject } from "@toolcall/core";
import { beforeAll, describe, expect, it } from "vitest";
import { BASIC_FIXTURE } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";
import { markedErrorLines, TYPES_DIR, tsc, writeProject } from "../helpers/type-check.js";

describe("types of virtual:tools", () => {
  const dir = tempDir("types");
  const dts = path.join(dir, "toolcall.d.ts");

  beforeAll(() => {
    const project = new ToolProject({
      root: BASIC_FIXTURE,
      dts: path.relative(BASIC_FIXTURE, dts),
      runtimeImport: "@toolcall/runtime",
    });
    project.scan();
    expect(project.diagnostics().filter((d) => d.severity === "error")).toEqual([]);
    expect(project.writeDts()).toBe(true);
    // Also where a build of the fixture puts it (git-ignored), for `pnpm test:types`
    // (test/types/tsconfig.json); this test compiles against its own copy above.
    new ToolProject({ root: BASIC_FIXTURE, runtimeImport: "@toolcall/runtime" }).writeDts();
  });

  it("the generated declaration file accepts correct use", async () => {
    const run = await tsc(writeProject(dir, "tsconfig.usage.json", [path.join(TYPES_DIR, "usage.ts"), dts]));
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it("rejects an unknown tool name and a misused result, exactly on the marked lines", async () => {
    const marked = markedErrorLines("misuse.ts");
    expect(marked.length).toBeGreaterThanOrEqual(6);

    const run = await tsc(writeProject(dir, "tsconfig.misuse.json", [path.join(TYPES_DIR, "misuse.ts"), dts]));
    expect(run.exitCode).not.toBe(0);
    expect(run.errors.filter((e) => e.file !== "misuse.ts")).toEqual([]);
    expect([...new Set(run.errors.map((e) => e.line))].sort((a, b) => a - b)).toEqual(marked);

    // A misspelt name's error lists the valid ones (not "parameter of type 'never'").
    const names = /export type ToolName = (.*);/.exec(readFileSync(dts, "utf8"))![1]!.split(" | ");
    expect(names.length).toBeGreaterThan(3);
    const misspelt = run.errors.find((e) => e.text.includes(`'"no_such_tool"'`));
    expect(misspelt?.text).toMatch(/^TS2345: Argument of type '"no_such_tool"' is not assignable to parameter of type '"/);
    for (const name of names) expect(misspelt?.text).toContain(name);
  });

  it("the generated declarations fit @toolcall/runtime's view and result types", async () => {
    const run = await tsc(writeProject(dir, "tsconfig.contract.json", [path.join(TYPES_DIR, "contract.ts"), dts]));
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it("fails that check when the declarations drift from the runtime's types", async () => {
    const drifted = path.join(dir, "drifted", "toolcall.d.ts");
    mkdirSync(path.dirname(drifted), { recursive: true });
    const text = readFileSync(dts, "utf8");
    const changed = text.replace('"invalid_arguments" | "tool_failed"', '"invalid_arguments" | "tool_crashed"').replace("tool_call_id: string; content: string", "tool_call_id: string; content: number");
    expect(changed).not.toBe(text);
    writeFileSync(drifted, changed.replaceAll('import("./', 'import("../'));
    const run = await tsc(writeProject(dir, "tsconfig.drifted.json", [path.join(TYPES_DIR, "contract.ts"), drifted]));
    const lines = readFileSync(path.join(TYPES_DIR, "contract.ts"), "utf8").split("\n");
    // The last line that starts with `text`: the assignments come after the imports.
    const lineOf = (text: string) => lines.length - [...lines].reverse().findIndex((l) => l.trimStart().startsWith(text));
    // A changed error code changes both result types and `dispatch`; a changed result field, its helper.
    expect([...new Set(run.errors.filter((e) => e.file === "contract.ts").map((e) => e.line))].sort((a, b) => a - b)).toEqual(
      [lineOf("export const sameErrorCodes"), lineOf("export const sameResults"), lineOf("dispatch,"), lineOf("openai: openaiToolResult,")].sort((a, b) => a - b),
    );
  });

  it("the static unplugin-toolcall/client types work without a generated file", async () => {
    const run = await tsc(writeProject(dir, "tsconfig.client.json", [path.join(TYPES_DIR, "client-usage.ts")]));
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
  });
});
