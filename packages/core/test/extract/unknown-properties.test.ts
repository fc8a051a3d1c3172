import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import { Extractor, type ExtractorOptions } from "../../src/extract/index.js";
import { located, toolNamed } from "./helpers.js";

const SOURCE = [
  `"use tools";`,
  `export function plain(a: { b: string }) {}`,
  `/** @unknownProperties strip */`,
  `export function stripped(a: { b: string }) {}`,
  `/** @unknownProperties reject */`,
  `export function strict(a: { b: string }) {}`,
  `/** @unknownProperties ignore */`,
  `export function typo(a: string) {}`,
].join("\n");

function extract(options: Partial<ExtractorOptions>) {
  return new Extractor({ root: "/p", readFile: (p) => (p === "/p/a.ts" ? SOURCE : undefined), ...options }).extract([join("/p", "a.ts")]);
}

// The `unknownProperties` option and tag: what each tool's model carries and its validator does.
describe("unknownProperties", () => {
  it.each([
    [undefined, { plain: undefined, stripped: "strip", strict: undefined, typo: undefined }],
    ["reject", { plain: undefined, stripped: "strip", strict: undefined, typo: undefined }],
    ["strip", { plain: "strip", stripped: "strip", strict: undefined, typo: "strip" }],
  ] as const)("option %s, tags per tool", (option, expected) => {
    const result = extract({ unknownProperties: option });
    expect(Object.fromEntries(result.tools.map((t) => [t.name, t.unknownProperties]))).toEqual(expected);
  });

  it("warns about a tag value other than strip or reject, keeping the project's setting", () => {
    const result = extract({ unknownProperties: "strip" });
    expect(located(result.diagnostics)).toEqual(["TC_INVALID_TAG a.ts:7:5"]);
    expect(result.diagnostics[0].message).toContain("the project's setting (strip) applies");
  });

  it("leaves the published schema closed and marks the validator's closed objects `strip`", () => {
    const result = extract({});
    const plain = toolNamed(result, "plain");
    const stripped = toolNamed(result, "stripped");
    expect(stripped.inputSchema).toEqual(plain.inputSchema);
    const closed = JSON.stringify(validationSchema(plain.inputSchema));
    expect(closed).toContain('"additionalProperties":false');
    expect(closed).not.toContain('"strip"');
    const strip = JSON.stringify(validationSchema(stripped.inputSchema, "strip"));
    expect(strip.match(/"strip":true/g)).toHaveLength(2);
  });
});
