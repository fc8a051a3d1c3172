import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/model/index.js";
import { isSharedModuleId } from "../../src/model/virtual-ids.js";
import { ToolProject, formatDiagnostic, type ProjectOptions } from "../../src/project.js";

const temp = mkdtempSync(path.join(tmpdir(), "toolcall-project-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A project on disk from `relative path -> text`, and a ToolProject over it. */
function setup(files: Record<string, string>, options: Partial<ProjectOptions> = {}) {
  const root = mkdtempSync(path.join(temp, "p-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
  const project = new ToolProject({ root, runtimeImport: "/runtime/index.js", ...options });
  return { root, project, write, abs: (file: string) => path.join(root, file).split(path.sep).join("/") };
}

/** The whole virtual:tools: the index, every part and the shared modules (validators, schemas) the parts import. */
function allCode(project: ToolProject): string {
  const parts = project.partIds().map((id) => project.partCode(id)!);
  const shared = [...new Set(parts.flatMap((part) => [...part.matchAll(/"(virtual:tools\/[^"]+)"/g)].map((m) => m[1]!)))].filter(isSharedModuleId);
  return [project.moduleCode(), ...parts, ...shared.map((id) => project.partCode(id))].join("\n");
}

const weatherTools = `"use tools";
import type { Place } from "./place.js";

/** Forecast for a place. */
export function forecast(place: Place): string {
  return place.city;
}
`;
const place = `/** A place. */
export interface Place {
  /** City name. */
  city: string;
}
`;

describe("ToolProject.isCandidate", () => {
  const { project, root } = setup({}, { exclude: ["src/**/*.test.ts"] });
  it.each([
    ["src/a.ts", true],
    ["src/deep/b.tsx", true],
    ["src/c.mts", true],
    ["src/types.d.ts", false],
    ["src/a.test.ts", false],
    ["src/node_modules/pkg/index.ts", false],
    ["lib/a.ts", true], // the default include is the whole project
    ["dist/a.ts", false], // but not build outputs
    [".svelte-kit/a.ts", false], // or hidden folders
    ["src/a.js", false],
    ["../outside/src/a.ts", false],
  ])("%s -> %s", (file, expected) => {
    expect(project.isCandidate(path.join(root, file))).toBe(expected);
  });

  it("never takes the declaration file it writes, even when include would", () => {
    const { project: all, root: r } = setup({}, { include: ["**/*.ts"] });
    expect(all.isCandidate(path.join(r, "toolcall.d.ts"))).toBe(false);
    expect(all.isCandidate(path.join(r, "tools.ts"))).toBe(true);
  });
});

describe("ToolProject.watchDirs", () => {
  it("is the static base of every include glob", () => {
    const { project, abs } = setup({}, { include: ["src/**/*.ts", "lib/tools/*.ts", "./src/extra/**"] });
    expect(project.watchDirs()).toEqual([abs("lib/tools"), abs("src"), abs("src/extra")]);
  });
});

describe("ToolProject with the extractor", () => {
  it("serves the tools and watches their type dependencies", () => {
    const { project, abs } = setup({ "src/weather.ts": weatherTools, "src/place.ts": place, "src/util.ts": "export const x = 1;\n" });
    expect(project.tools().map((t) => t.name)).toEqual(["forecast"]);
    expect(allCode(project)).toContain(`import { forecast as __tc_fn_0 } from "${abs("src/weather.ts")}";`);
    expect(project.watchFiles()).toEqual(expect.arrayContaining([abs("src/weather.ts"), abs("src/place.ts")]));
    expect(project.diagnostics()).toEqual([]);
  });

  it("says which changes change virtual:tools", () => {
    const { project, abs, write } = setup({ "src/weather.ts": weatherTools, "src/place.ts": place, "src/util.ts": "export const x = 1;\n" });
    const before = allCode(project);
    write("src/util.ts", "export const x = 2;\n");
    expect(project.notify(abs("src/util.ts"), "update")).toBe(false);
    expect(project.notify(abs("README.md"), "create")).toBe(false);
    // A dependency or tool module that changed in a way no tool shows: nothing to reload.
    write("src/place.ts", place.replace("city: string;", "city: string; // the name"));
    expect(project.notify(abs("src/place.ts"), "update")).toBe(false);
    write("src/weather.ts", weatherTools.replace("return place.city;", "return place.city.trim();"));
    expect(project.notify(abs("src/weather.ts"), "update")).toBe(false);
    expect(allCode(project)).toBe(before);
    // Changes a tool shows.
    write("src/place.ts", place.replace("City name.", "Town."));
    expect(project.notify(abs("src/place.ts"), "update")).toBe(true);
    write("src/weather.ts", weatherTools.replace("Forecast for a place.", "Forecast."));
    expect(project.notify(abs("src/weather.ts"), "update")).toBe(true);
    write("src/more.ts", '"use tools";\nexport function more(): void {}\n');
    expect(project.notify(abs("src/more.ts"), "create")).toBe(true);
    expect(project.tools().map((t) => t.name)).toEqual(["forecast", "more"]);
  });

  it("follows an edit of a type dependency", () => {
    const { project, abs, write } = setup({ "src/weather.ts": weatherTools, "src/place.ts": place });
    expect(allCode(project)).toContain("City name.");
    write("src/place.ts", place.replace("City name.", "Name of the city."));
    project.notify(abs("src/place.ts"), "update");
    expect(allCode(project)).toContain("Name of the city.");
    expect(allCode(project)).not.toContain("City name.");
  });

  it("reports a deleted type dependency where it is imported, keeps watching it, and recovers when it returns", () => {
    const { project, abs, write, root } = setup({ "src/weather.ts": weatherTools, "src/place.ts": place });
    allCode(project);
    rmSync(path.join(root, "src/place.ts"));
    expect(project.notify(abs("src/place.ts"), "delete")).toBe(true);
    // Exactly one error, at the use of the type in the tool's signature (line 5: `place: Place`).
    const [error, ...others] = project.diagnostics();
    expect(others).toEqual([]);
    expect(error).toMatchObject({
      severity: "error",
      code: "TC_UNRESOLVED_IMPORT",
      loc: { file: abs("src/weather.ts"), line: 5, column: 33 },
      message: expect.stringMatching(/^`Place` is imported from "\.\/place\.js", which was not found/),
    });
    const [first, ...frame] = formatDiagnostic(error!).split("\n");
    expect(first).toBe(`${abs("src/weather.ts")}:5:33: error TC_UNRESOLVED_IMPORT ${error!.message}`);
    expect(frame).toContain("> 5 | export function forecast(place: Place): string {");
    expect(project.watchFiles()).toContain(abs("src/place.ts"));

    write("src/place.ts", place);
    expect(project.notify(abs("src/place.ts"), "create")).toBe(true);
    expect(project.diagnostics()).toEqual([]);
    expect(project.tools().map((t) => t.name)).toEqual(["forecast"]);
  });

  it("drops the tools of a deleted file", () => {
    const { project, abs, root } = setup({ "src/weather.ts": weatherTools, "src/place.ts": place });
    expect(project.tools()).toHaveLength(1);
    rmSync(path.join(root, "src/weather.ts"));
    expect(project.notify(abs("src/weather.ts"), "delete")).toBe(true);
    expect(project.tools()).toEqual([]);
    expect(allCode(project)).not.toContain("weather.ts");
  });

  it("splits virtual:tools into an index and one part per tool file; an edit changes only its part and the index", () => {
    const { project, abs, write } = setup({ "src/weather.ts": weatherTools, "src/place.ts": place, "src/more.ts": '"use tools";\nexport function more(): void {}\n' });
    const ids = project.partIds();
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^virtual:tools\/part\/[0-9a-f]{12}$/);
    const index = project.moduleCode();
    for (const id of ids) expect(index).toContain(`from "${id}";`);
    expect(index).not.toContain("Forecast for a place.");
    const parts = new Map(ids.map((id) => [id, project.partCode(id)!]));
    const weatherPart = ids.find((id) => parts.get(id)!.includes("weather.ts"))!;
    expect(project.takeChangedParts()).toEqual([]);

    write("src/weather.ts", weatherTools.replace("Forecast for a place.", "Forecast."));
    expect(project.notify(abs("src/weather.ts"), "update")).toBe(true);
    expect(project.takeChangedParts()).toEqual([weatherPart]);
    expect(project.partIds()).toEqual(ids);
    for (const id of ids) {
      if (id === weatherPart) expect(project.partCode(id)).toContain("Forecast.");
      else expect(project.partCode(id)).toBe(parts.get(id));
    }
    expect(project.partCode("virtual:tools/part/000000000000")).toBeUndefined();
  });

  it("re-syncs with the disk on scan, for changes no watcher reported", () => {
    const { project, write } = setup({ "src/weather.ts": weatherTools, "src/place.ts": place });
    allCode(project);
    write("src/place.ts", place.replace("City name.", "Town."));
    write("src/extra.ts", '"use tools";\nexport function extra(): void {}\n');
    project.scan();
    expect(project.tools().map((t) => t.name)).toEqual(["extra", "forecast"]);
    expect(allCode(project)).toContain("Town.");
  });

  it("turns warnings into errors under strict", () => {
    // A parameter with neither a type annotation nor a JSDoc type is a warning (docs/declaring-tools.md).
    const files = { "src/a.ts": '"use tools";\n/** Untyped. */\nexport function untyped(x) { return x; }\n' };
    const lax = setup(files).project.diagnostics();
    expect(lax.some((d) => d.severity === "warning")).toBe(true);
    const strict = setup(files, { strict: true }).project.diagnostics();
    expect(strict.length).toBe(lax.length);
    expect(strict.every((d) => d.severity === "error")).toBe(true);
  });

  it("keeps per-request provider limits as warnings under strict", () => {
    // 21 tools exceed what one Anthropic strict request takes, but an app may send any subset.
    const many = Array.from({ length: 21 }, (_, i) => `/** Tool ${i}. */\nexport function t${i}(x: string) { return x; }\n`).join("");
    const strict = setup({ "src/many.ts": `"use tools";\n${many}` }, { strict: true }).project.diagnostics();
    expect(strict.map((d) => `${d.severity} ${d.code}`)).toEqual(["warning TC_PROVIDER_ANTHROPIC_STRICT_TOOLS"]);
  });

  it("warns once per tool with a bigint that an SDK which parses JSON first would round, located with a code frame, and still a warning under strict", () => {
    const orders = [
      '"use tools";',
      'import type { Wire } from "unplugin-toolcall/types";',
      "/** Look up an order. */",
      "export function getOrder(id: bigint, parent?: { id: bigint }) { return id; }",
      '/** Look up a safe one. */',
      'export function getSafe(id: bigint & Wire<"string">) { return id; }',
      "",
    ].join("\n");
    const strict = setup({ "src/orders.ts": orders }, { strict: true }).project.diagnostics();
    const found = strict.filter((d) => d.code === "TC_PROVIDER_PARSED_BIGINT");
    expect(found.map((d) => [d.severity, d.loc.line, d.loc.column])).toEqual([["warning", 4, 17]]);
    const [first, ...frame] = formatDiagnostic(found[0]!).split("\n");
    expect(first).toMatch(/orders\.ts:4:17: warning TC_PROVIDER_PARSED_BIGINT Tool "getOrder": \/properties\/id, \/properties\/parent\/properties\/id are `bigint`s/);
    expect(first).toContain('declare them `bigint & Wire<"string">`');
    for (const sdk of ["Anthropic (`tool_use.input`)", "Gemini (", "the AI SDK (", "`registerMcpTools` ("]) expect(first).toContain(sdk);
    expect(frame).toContain("> 4 | export function getOrder(id: bigint, parent?: { id: bigint }) { return id; }");
  });

  it("writes the declaration file only when its text changed", () => {
    const { project, abs, write, root } = setup({ "src/weather.ts": weatherTools, "src/place.ts": place });
    const dts = path.join(root, "toolcall.d.ts");
    expect(project.writeDts()).toBe(true);
    expect(readFileSync(dts, "utf8")).toContain('export type ToolName = "forecast";');
    const old = new Date(Date.now() - 60_000);
    utimesSync(dts, old, old);
    expect(project.writeDts()).toBe(false);
    write("src/place.ts", place.replace("City name.", "Town."));
    project.notify(abs("src/place.ts"), "update");
    expect(project.writeDts()).toBe(false); // the types come from the tool modules: the text did not change
    expect(Math.abs(statSync(dts).mtimeMs - old.getTime())).toBeLessThan(1);
    write("src/weather.ts", weatherTools.replace("forecast", "outlook"));
    project.notify(abs("src/weather.ts"), "update");
    expect(project.writeDts()).toBe(true);
    expect(readFileSync(dts, "utf8")).toContain('export type ToolName = "outlook";');
  });

  it("writes no declaration file with dts: false", () => {
    const { project, root } = setup({ "src/weather.ts": weatherTools, "src/place.ts": place }, { dts: false });
    expect(project.writeDts()).toBe(false);
    expect(existsSync(path.join(root, "toolcall.d.ts"))).toBe(false);
  });
});

describe("formatDiagnostic", () => {
  const loc = { file: "/p/src/a.ts", line: 3, column: 7 };
  it.each<[Diagnostic, string]>([
    [{ severity: "error", code: "TC_SYNTAX_ERROR", message: "Bad.", loc }, "/p/src/a.ts:3:7: error TC_SYNTAX_ERROR Bad."],
    [{ severity: "warning", code: "TC_OVERLOADS", message: "Odd.", loc, frame: "> 3 | x" }, "/p/src/a.ts:3:7: warning TC_OVERLOADS Odd.\n> 3 | x"],
    [
      { severity: "error", code: "TC_DUPLICATE_NAME", message: "Twice.", loc, related: [{ file: "/p/src/b.ts", line: 1, column: 1 }] },
      "/p/src/a.ts:3:7: error TC_DUPLICATE_NAME Twice.\n  also at /p/src/b.ts:1:1",
    ],
  ])("%#: file:line:column, severity, code, message, frame, other places", (diagnostic, text) => {
    expect(formatDiagnostic(diagnostic)).toBe(text);
  });
});
