/**
 * `toolcall check` on a clean and a broken project: exit codes, the GitHub
 * Actions annotation format (file relative to the root, line, column, code,
 * the message with its code frame encoded), JSON output, and nothing but
 * results when stderr is not a terminal.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BASIC_FIXTURE, TEST_DIR } from "../helpers/paths.js";
import { toolcall } from "./run-cli.js";

const DIAGNOSTICS_FIXTURE = path.join(TEST_DIR, "fixtures/diagnostics");

describe("toolcall check", () => {
  it("exits 0 on a project without errors and says how many tools it checked", () => {
    const run = toolcall(["check"], BASIC_FIXTURE);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✔ \d+ tools, 0 errors/);
    expect(run.stderr).toBe("");
  });

  it("exits 1 on errors, printing each with file:line:column and a code frame", () => {
    const run = toolcall(["check", "--root", DIAGNOSTICS_FIXTURE], TEST_DIR);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("src/broken.ts:4:21: error TC_REST_PARAMETER");
    expect(run.stdout).toContain("> 4 | export function sum(...values: number[]) {");
    expect(run.stdout).toMatch(/✖ 1 tool, 1 error, 1 warning/);
  });

  it("--strict turns the warning into a second error", () => {
    const run = toolcall(["check", "--strict", "--format", "json"], DIAGNOSTICS_FIXTURE);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, errors: 2, warnings: 0 });
  });

  it("--format github writes one workflow command per diagnostic", () => {
    const run = toolcall(["check", "--format", "github"], DIAGNOSTICS_FIXTURE);
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^::error file=src\/broken\.ts,line=4,col=21,title=TC_REST_PARAMETER::A rest parameter cannot be one JSON Schema[^\n]*%0A%0A {2}2 \|%0A.*%0A> 4 \| export function sum\(\.\.\.values: number\[\]\) \{%0A/,
    );
    expect(lines[1]).toMatch(/^::warning file=src\/warns\.ts,line=13,col=10,title=TC_NOT_EXPORTED::`hidden` is tagged @tool but not exported/);
    expect(lines[2]).toBe("toolcall: 1 tool, 1 error, 1 warning");
    // A newline, `%`, `:` or `,` left raw would cut the annotation short.
    for (const line of lines.slice(0, 2)) expect(line.split("::")).toHaveLength(3);
  });

  it("--format json gives every diagnostic with a relative path", () => {
    const run = toolcall(["check", "--format", "json"], DIAGNOSTICS_FIXTURE);
    const report = JSON.parse(run.stdout) as { ok: boolean; diagnostics: { code: string; loc: { file: string; line: number } }[] };
    expect(report.ok).toBe(false);
    expect(report.diagnostics.map((d) => [d.code, d.loc.file, d.loc.line])).toEqual([
      ["TC_REST_PARAMETER", "src/broken.ts", 4],
      ["TC_NOT_EXPORTED", "src/warns.ts", 13],
    ]);
  });

  it("shows a progress line only when stderr is a terminal", async () => {
    const { runCli } = await import("../../packages/unplugin-toolcall/src/cli/index.js");
    const capture = (interactive: boolean) => {
      const out = { stdout: "", stderr: "" };
      const io = { cwd: BASIC_FIXTURE, interactive, color: false, stdout: (t: string) => (out.stdout += t), stderr: (t: string) => (out.stderr += t) };
      return { io, out };
    };
    const ci = capture(false);
    expect(await runCli(["node", "toolcall", "check"], ci.io)).toBe(0);
    expect(ci.out.stderr).toBe("");
    const tty = capture(true);
    expect(await runCli(["node", "toolcall", "check"], tty.io)).toBe(0);
    expect(tty.out.stderr).toContain("toolcall: reading tools under");
    expect(tty.out.stdout).toBe(ci.out.stdout);
  });

  it("an unknown format or command is an error with exit 1", () => {
    expect(toolcall(["check", "--format", "xml"], BASIC_FIXTURE)).toMatchObject({ code: 1, stderr: expect.stringContaining("unknown --format `xml`") });
    expect(toolcall(["chek"], BASIC_FIXTURE)).toMatchObject({ code: 1, stderr: expect.stringContaining("unknown command `chek`") });
  });
});

describe("toolcall list and schema", () => {
  it("lists each tool with its parameters and source line", () => {
    const run = toolcall(["list", "--format", "json"], BASIC_FIXTURE);
    expect(run.code).toBe(0);
    const tools = JSON.parse(run.stdout) as { name: string; file: string; parameters: { name: string; required: boolean }[] }[];
    expect(tools.length).toBeGreaterThan(3);
    expect(tools.map((t) => t.name)).toEqual([...tools.map((t) => t.name)].sort());
    for (const tool of tools) expect(tool.file).toMatch(/^src\/[a-z-]+\.ts$/);
    expect(toolcall(["list"], BASIC_FIXTURE).stdout).toContain(`${tools[0]!.name} `);
  });

  it("names an object parameter's type as the source writes it, and an array's item bounds", async () => {
    const tools = JSON.parse(toolcall(["list", "--format", "json"], BASIC_FIXTURE).stdout) as { name: string; parameters: { name: string; type: string }[] }[];
    expect(tools.find((t) => t.name === "ship")!.parameters).toMatchObject([{ name: "to", type: "Address" }]);
    const { typeText } = await import("../../packages/unplugin-toolcall/src/devtools/parameters.js");
    expect(typeText({ type: "array", items: { type: "string" }, minItems: 1 })).toBe("string[] (items 1..)");
  });

  it("prints a tool as each view holds it, and names the tools when one is unknown", () => {
    const list = JSON.parse(toolcall(["list", "--format", "json"], BASIC_FIXTURE).stdout) as { name: string }[];
    const name = list[0]!.name;
    const canonical = JSON.parse(toolcall(["schema", name], BASIC_FIXTURE).stdout);
    expect(canonical).toMatchObject({ name, inputSchema: { type: "object" } });
    const strict = JSON.parse(toolcall(["schema", name, "--view", "openai-strict"], BASIC_FIXTURE).stdout);
    expect(strict).toMatchObject({ name, parameters: { type: "object", additionalProperties: false } });
    // Strict mode lists every property as required.
    expect(strict.parameters.required).toEqual(Object.keys(strict.parameters.properties));
    const gemini = JSON.parse(toolcall(["schema", name, "--view", "gemini"], BASIC_FIXTURE).stdout);
    expect(gemini).toHaveProperty("parametersJsonSchema");
    const unknown = toolcall(["schema", "nope"], BASIC_FIXTURE);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`no tool named \`nope\`; the tools are: ${name}`);
    expect(toolcall(["schema", name, "--view", "claude"], BASIC_FIXTURE).stderr).toContain("unknown --view `claude`");
  });
});
