// The `checker` option (docs/options.md): what it accepts, and which schemas the fast shape covers.
import { describe, expect, it } from "vitest";
import type { CheckSchema } from "@toolcall/runtime";
import { fastPredicateSource } from "../../src/codegen/fast-check.js";
import { resolveOptions } from "../../src/project/options.js";

const options = { root: "/project", runtimeImport: "/r.js", dts: false } as const;

describe("the checker option", () => {
  it("is compact unless asked, and fast when asked", () => {
    expect(resolveOptions(options).checker).toBe("compact");
    expect(resolveOptions({ ...options, checker: "fast" }).checker).toBe("fast");
  });

  it.each(["Fast", "speed", ""])("refuses %j, naming both shapes", (value) => {
    expect(() => resolveOptions({ ...options, checker: value as never })).toThrow(/^toolcall: the `checker` option is "compact" or "fast"/);
  });
});

describe("what the fast shape covers", () => {
  const object = (property: CheckSchema): CheckSchema => ({ type: "object", properties: { a: property }, required: ["a"], additionalProperties: false });

  it.each<[string, CheckSchema]>([
    ["a plain string", { type: "string" }],
    ["a nullable string", { type: ["string", "null"] }],
    ["a string enum", { type: "string", enum: ["x", "y"] }],
    ["a bounded Int", { coerce: { kind: "int", minimum: 1, maximum: 5 } }],
    ["a string record", { type: "object", properties: {}, additionalProperties: { type: "string" } }],
    ["an array of booleans", { type: "array", items: { type: "boolean" } }],
  ])("covers %s", (_, property) => {
    expect(fastPredicateSource(object(property))).toBeTypeOf("string");
  });

  it.each<[string, CheckSchema]>([
    ["a pattern", { type: "string", pattern: "^a" }],
    ["a length bound", { type: "string", maxLength: 3 }],
    ["a wire-string Int", { coerce: { kind: "int", wire: "string" } }],
    ["a bigint", { coerce: { kind: "bigint" } }],
    ["a Date", { coerce: { kind: "date" } }],
    ["a union", { anyOf: [{ type: "string" }, { type: "boolean" }] }],
    ["a reference", { $ref: "#/$defs/x" }],
    ["bounded items", { type: "array", items: { type: "string" }, maxItems: 2 }],
  ])("leaves %s to the checker (the tool keeps the compact shape)", (_, property) => {
    expect(fastPredicateSource(object(property))).toBeUndefined();
  });

  it("leaves a tool with a default to the checker: the default is filled in, so the text does not pass unchanged", () => {
    expect(fastPredicateSource({ ...object({ type: "string" }), defaults: [["a", "x"]] })).toBeUndefined();
  });
});
