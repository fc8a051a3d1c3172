/**
 * The CLI never lies about a project it could not read, and behaves in a
 * pipeline: `schema` and `diff` refuse on extraction errors as `snapshot`
 * does, `--format` and `--view` are checked on every command (with the
 * nearest name to a typo), `types --no-dts` works as documented, and
 * `toolcall list | head -1` ends quietly.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BASIC_FIXTURE, TEST_DIR } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";
import { BIN, toolcall } from "./run-cli.js";

const DIAGNOSTICS_FIXTURE = path.join(TEST_DIR, "fixtures/diagnostics");

describe("commands refuse a project with extraction errors", () => {
  it("schema: exit 1 with the error count, no schema of a refused tool on stdout", () => {
    // `sum` takes a rest parameter, which toolcall refuses (TC_REST_PARAMETER).
    const run = toolcall(["schema", "sum"], DIAGNOSTICS_FIXTURE);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("1 error in the project; fix them first");
  });

  it("diff: exit 1 before any change is reported (the refused tool is not 'new')", () => {
    const root = path.join(tempDir("cli-diff-errors"), "project");
    mkdirSync(path.join(root, "src"), { recursive: true });
    writeFileSync(path.join(root, "src/tools.ts"), `"use tools";\n/** Add. */\nexport function add(a: number, b: number) {\n  return a + b;\n}\n`);
    expect(toolcall(["snapshot"], root).code).toBe(0);
    writeFileSync(path.join(root, "src/more.ts"), `"use tools";\n/** Sum. */\nexport function sum(...values: number[]) {\n  return 0;\n}\n`);
    const run = toolcall(["diff"], root);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain("new tool");
    expect(run.stderr).toContain("1 error in the project; fix them first");
  });
});

describe("choices are checked on every command", () => {
  it.each([
    [["list", "--format", "xml"], "unknown --format `xml`; use one of text, json"],
    [["diff", "--format", "jsn"], "unknown --format `jsn` (did you mean `json`?)"],
    [["check", "--format", "githb"], "(did you mean `github`?)"],
    [["schema", "forecast", "--view", "openai-strikt"], "(did you mean `openai-strict`?)"],
    [["schema", "forcast"], "no tool named `forcast` (did you mean `forecast`?); the tools are:"],
  ])("%j", (args, message) => {
    const run = toolcall(args, BASIC_FIXTURE);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
  });
});

describe("toolcall types --no-dts", () => {
  it("reports the tools and writes nothing", () => {
    const root = path.join(tempDir("cli-no-dts"), "project");
    mkdirSync(path.join(root, "src"), { recursive: true });
    writeFileSync(path.join(root, "src/tools.ts"), `"use tools";\n/** Add. */\nexport function add(a: number, b: number) {\n  return a + b;\n}\n`);
    const run = toolcall(["types", "--no-dts"], root);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("toolcall: 1 tool, (dts: false, nothing written)");
    expect(run.code).toBe(0);
    expect(readdirSync(root).filter((f) => f.endsWith(".d.ts"))).toEqual([]);
    expect(existsSync(path.join(root, "src/toolcall.d.ts"))).toBe(false);
  });
});

describe("piping into head", () => {
  it("`toolcall list --format json | head -1` prints one line and ends without an EPIPE error", () => {
    // Enough output to fill the pipe: the write is still going when head exits.
    const root = path.join(tempDir("cli-pipe"), "project");
    mkdirSync(path.join(root, "src"), { recursive: true });
    const tools = Array.from({ length: 400 }, (_, i) => `/** Tool number ${i}, which does something worth a long description line. */\nexport function tool_${i}(city: string, days: number = 3) {\n  return city;\n}\n`);
    writeFileSync(path.join(root, "src/tools.ts"), `"use tools";\n${tools.join("")}`);
    const shell = spawnSync("bash", ["-c", `"${process.execPath}" "${BIN}" list --format json | head -1; echo "exit=\${PIPESTATUS[0]}" >&2`], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", CI: "1" },
    });
    expect(shell.stdout).toBe("[\n");
    expect(shell.stderr).not.toContain("EPIPE");
    expect(shell.stderr).toContain("exit=0");
  });
});
