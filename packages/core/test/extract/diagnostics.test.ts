import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES } from "../../src/model/diagnostic-codes.js";
import { Extractor } from "../../src/extract/index.js";
import { extractSources, FIXTURES, located } from "./helpers.js";

const DIR = join(FIXTURES, "diagnostics");

// One fixture per code: [code, severity, files extracted together, where it is reported].
const CASES: [string, "error" | "warning", string[], string][] = [
  ["TC_SYNTAX_ERROR", "error", ["syntax-error.ts"], "syntax-error.ts:2:34"],
  ["TC_INVALID_NAME", "error", ["invalid-name.ts"], "invalid-name.ts:2:17"],
  ["TC_DUPLICATE_NAME", "error", ["duplicate-a.ts", "duplicate-b.ts"], "duplicate-a.ts:2:17"],
  ["TC_NOT_EXPORTED", "warning", ["not-exported.ts"], "not-exported.ts:2:10"],
  ["TC_NOT_A_FUNCTION", "warning", ["not-a-function.ts"], "not-a-function.ts:2:14"],
  ["TC_MISPLACED_DIRECTIVE", "warning", ["misplaced-directive.ts"], "misplaced-directive.ts:2:1"],
  ["TC_REST_PARAMETER", "error", ["rest-parameter.ts"], "rest-parameter.ts:2:21"],
  ["TC_GENERIC_FUNCTION", "error", ["generic-function.ts"], "generic-function.ts:2:17"],
  ["TC_OVERLOADS", "warning", ["overloads.ts"], "overloads.ts:2:17"],
  ["TC_UNTYPED_PARAMETER", "warning", ["untyped-parameter.ts"], "untyped-parameter.ts:2:23"],
  ["TC_UNNAMED_PARAMETER", "warning", ["unnamed-parameter.ts"], "unnamed-parameter.ts:2:25"],
  ["TC_DUPLICATE_PARAMETER", "warning", ["duplicate-parameter.ts"], "duplicate-parameter.ts:2:34"],
  ["TC_STALE_PARAM_DOC", "warning", ["stale-param-doc.ts"], "stale-param-doc.ts:4:4"],
  ["TC_NOT_AN_OBJECT", "error", ["not-an-object.ts"], "not-an-object.ts:2:27"],
  ["TC_UNRESOLVED_TYPE", "error", ["unresolved-type.ts"], "unresolved-type.ts:2:25"],
  ["TC_UNRESOLVED_IMPORT", "error", ["unresolved-import.ts"], "unresolved-import.ts:3:25"],
  ["TC_UNSUPPORTED_TYPE", "error", ["unsupported-type.ts"], "unsupported-type.ts:2:29"],
  ["TC_ANY_TYPE", "warning", ["any-type.ts"], "any-type.ts:2:29"],
  ["TC_INVALID_MARKER", "error", ["invalid-marker.ts"], "invalid-marker.ts:3:33"],
  ["TC_WIRE_IGNORED", "warning", ["wire-ignored.ts"], "wire-ignored.ts:3:35"],
  ["TC_ELICIT_FORM", "error", ["elicit-form.ts"], "elicit-form.ts:3:42"],
  ["TC_INVALID_TAG", "warning", ["invalid-tag.ts"], "invalid-tag.ts:3:7"],
  ["TC_INVALID_DECLARATION", "error", ["invalid-declaration.ts"], "invalid-declaration.ts:3:4"],
  ["TC_INVALID_UI", "error", ["invalid-ui.ts"], "invalid-ui.ts:3:4"],
  ["TC_PROMPT_RETURN", "error", ["prompt-return.ts"], "prompt-return.ts:5:38"],
  ["TC_UNKNOWN_FORMAT", "warning", ["unknown-format.ts"], "unknown-format.ts:3:42"],
  ["TC_SLOW_PATTERN", "warning", ["slow-pattern.ts"], "slow-pattern.ts:3:36"],
  ["TC_INVALID_EXAMPLE", "warning", ["invalid-example.ts"], "invalid-example.ts:4:4"],
  ["TC_TOO_DEEP", "error", ["too-deep.ts"], "too-deep.ts:2:24"],
  ["TC_EMPTY_INTERSECTION", "error", ["empty-intersection.ts"], "empty-intersection.ts:2:11"],
  ["TC_UNRESOLVED_DEFAULT", "warning", ["unresolved-default.ts"], "unresolved-default.ts:2:36"],
  ["TC_INTERNAL_ERROR", "error", ["internal-error.ts"], "internal-error.ts:1:1"],
];

/** Reads the fixtures, except that reading `unreadable.ts` fails (a permission error, a host bug...). */
function readFixture(path: string): string | undefined {
  if (path.endsWith("unreadable.ts")) throw new Error("EACCES: permission denied");
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

describe("diagnostics", () => {
  it("has a negative fixture for every code", () => {
    expect(CASES.map((c) => c[0]).sort()).toEqual(Object.keys(DIAGNOSTIC_CODES).sort());
  });

  it.each(CASES)("%s is a located %s with a code frame", (code, severity, files, where) => {
    const result = new Extractor({ root: DIR, readFile: readFixture }).extract(files.map((f) => join(DIR, f)));
    const found = result.diagnostics.filter((d) => d.code === code);
    expect(found).toHaveLength(1);
    const d = found[0];
    expect(d.severity).toBe(severity);
    expect(located([d])).toEqual([`${code} ${where}`]);
    expect(d.message.length).toBeGreaterThan(20);
    // The frame marks the reported line with ">" and the column with "^", without colours.
    const [, line, column] = where.split(":").map(Number);
    expect(d.frame).toContain(`> ${line} |`);
    const caret = d.frame!.split("\n").find((l) => l.includes("^"))!;
    expect(caret.indexOf("^") - caret.indexOf("|") - 2).toBe(column - 1);
    expect(d.frame).not.toMatch(/\u001b\[/);
  });

  it("reports a generic function once, not again at each use of its type parameter", () => {
    const result = new Extractor({ root: DIR }).extract([join(DIR, "generic-function.ts")]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["TC_GENERIC_FUNCTION"]);
  });

  it("lists every place of a duplicate name", () => {
    const result = new Extractor({ root: DIR }).extract(["duplicate-a.ts", "duplicate-b.ts"].map((f) => join(DIR, f)));
    expect(result.diagnostics[0].related).toEqual([{ file: join(DIR, "duplicate-b.ts"), line: 2, column: 17 }]);
  });

  it.each([
    ["() => void", "a function cannot travel as JSON"],
    ["typeof Klass", "is the class's constructor"],
    ["typeof f", "names a function"],
    ["string extends `${infer P}` ? 1 : 2", "cannot tell whether"],
    ["{ [K in Shape]: string }", "mapped type keys must be"],
    ["keyof string", "`keyof` is read on object types"],
    ["Shape['b']", "no property `b`"],
    ["never", "has no values"],
    ["symbol", "symbol"],
    ["undefined", "optional"],
    ["Promise<string>", "`Promise` is a built-in with no JSON form"],
    ["Map<string, number>", "`Map` is a built-in with no JSON form (a model sends JSON only); use `Record<string, number>`"],
    ["WeakMap<Shape, T>", "`WeakMap` is a built-in with no JSON form (a model sends JSON only); use `Record<Shape, T>`"],
    ["Set<T>", "`Set` is a built-in with no JSON form (a model sends JSON only); use `T[]`"],
    ["Function", "`Function` is a built-in with no JSON form (a model sends JSON only); a function cannot travel as JSON"],
    ["{ run(): void }", "methods"],
    ["`id-${Shape}`", "template literal slot"],
    ["Loop", "alias of itself"],
  ])("`%s` is an error saying why (%s)", (type, why) => {
    const r = extractSources({
      "a.ts": `"use tools";\nclass Klass {}\nconst value = 1;\ntype T = string;\ninterface Shape { a: string }\ntype Loop = Loop;\nexport function f(a: ${type}) {}\n`,
    });
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ severity: "error", loc: { line: 7 } });
    // At the type, or at the offending member inside it.
    expect(r.diagnostics[0].loc.column).toBeGreaterThanOrEqual(22);
    expect(r.diagnostics[0].message).toContain(why);
    if (why !== "methods") expect(r.diagnostics[0].message).toContain("`" + type.replace(/\s+/g, " ") + "`");
  });

  it("sorts diagnostics by file, line and column and never throws on a broken type file", () => {
    const r = extractSources({
      "b.ts": `"use tools";\nimport type { T } from "./types";\nexport function f(a: T, b: Nope) {}\n`,
      "a.ts": `"use tools";\nexport function g(...rest: string[]) {}\n`,
      "types.ts": `export type T = ;\n`,
    });
    expect(located(r.diagnostics)).toEqual([
      "TC_REST_PARAMETER a.ts:2:19",
      "TC_UNRESOLVED_IMPORT b.ts:3:22",
      "TC_UNRESOLVED_TYPE b.ts:3:28",
      "TC_SYNTAX_ERROR types.ts:1:17",
    ]);
  });
});
