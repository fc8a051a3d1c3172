import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { providersDeclarations } from "../../packages/core/src/codegen/dts.js";
import { allTools } from "../../packages/core/test/providers/fixtures.js";
import { docExample } from "../docs/pages.js";
import { tempDir } from "../helpers/temp-dir.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const tsc = path.resolve(here, "../../node_modules/.bin/tsc");

// The module declaration as the generated toolcall.d.ts has it: project types plus the provider part.
const dir = tempDir("provider-types");

/** Runs tsc on `file` of types/ (the SDK-resolving settings of types/tsconfig.json) with that declaration; returns its diagnostics text ("" when clean). */
function compile(file: string): string {
  const config = path.join(dir, `tsconfig.${path.basename(file, ".ts")}.json`);
  writeFileSync(config, JSON.stringify({ extends: path.join(here, "types", "tsconfig.json"), files: [path.join(here, "types", file), "virtual-tools.d.ts"] }));
  try {
    execFileSync(tsc, ["-p", config], { encoding: "utf8", stdio: "pipe" });
    return "";
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return (e.stdout ?? "") + (e.stderr ?? "");
  }
}

writeFileSync(
  path.join(dir, "virtual-tools.d.ts"),
  `declare module "virtual:tools" {
  export type ToolName = ${allTools.map((t) => JSON.stringify(t.name)).join(" | ")};
  export type ToolResult<T = unknown> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
  export type JsonSchema = { [keyword: string]: unknown };
${providersDeclarations()}
}
`,
);

describe("provider views and results against the official SDK types (tsc)", () => {
  it("every view and result helper is assignable to the SDK's param types", () => {
    expect(compile("sdk-types.ts")).toBe("");
  });

  it("the README's OpenAI loop compiles against the SDK", () => {
    writeFileSync(path.join(dir, "readme-openai-loop.ts"), docExample("README.md", "openai-loop.ts"));
    const config = JSON.parse(readFileSync(path.join(here, "types", "tsconfig.json"), "utf8"));
    config.files = ["readme-openai-loop.ts", "virtual-tools.d.ts"];
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(config));
    let output = "";
    try {
      execFileSync(tsc, ["-p", path.join(dir, "tsconfig.json")], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string };
      output = (e.stdout ?? "") + (e.stderr ?? "");
    }
    expect(output).toBe("");
  });

  it("a deliberately wrong file fails on every marked line", () => {
    const output = compile("wrong-types.ts");
    const wrongLines = readFileSync(path.join(here, "types", "wrong-types.ts"), "utf8")
      .split("\n")
      .flatMap((line, i) => (line.includes("// WRONG") ? [i + 1] : []));
    expect(wrongLines.length).toBe(6);
    const reported = new Set([...output.matchAll(/wrong-types\.ts\((\d+),\d+\): error TS/g)].map((m) => Number(m[1])));
    expect([...reported].sort((a, b) => a - b)).toEqual(wrongLines);
  });
});
