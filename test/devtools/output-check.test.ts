/** The inspector's check of a tool's returned value against its outputSchema, as a client reads it (JSON), by the runtime's checker. */
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "@toolcall/core";
import { outputIssues } from "../../packages/unplugin-toolcall/src/inspector/output-check.js";

describe("outputIssues", () => {
  const schema: JsonSchema = {
    type: "object",
    properties: {
      id: { type: "integer", "x-toolcall": { kind: "bigint", maximum: "9007199254740993" } },
      at: { type: "string", format: "date-time", "x-toolcall": { kind: "date" } },
    },
    required: ["id", "at"],
    additionalProperties: false,
  };

  it("passes a value that matches, with a bigint and a Date as JSON carries them", () => {
    expect(outputIssues(schema, { id: 7n, at: new Date(0) })).toEqual([]);
    expect(outputIssues(schema, { id: 9007199254740993n, at: new Date(0) })).toEqual([]);
  });

  it("reads a bigint exactly: one past a bound beyond 2^53 is out", () => {
    expect(outputIssues(schema, { id: 9007199254740994n, at: new Date(0) })).toEqual([{ path: "id", message: expect.stringContaining("9007199254740993") }]);
  });

  it("names the field that does not match", () => {
    expect(outputIssues(schema, { id: "7", at: new Date(0) })).toEqual([{ path: "id", message: 'expected an integer <= 9007199254740993, received "7"' }]);
    expect(outputIssues(schema, { at: "x" })).toEqual([
      { path: "id", message: "required, but missing" },
      { path: "at", message: expect.stringContaining("date-time") },
    ]);
    expect(outputIssues(schema, { id: 1n, at: new Date(0), extra: true })).toEqual([{ path: "extra", message: expect.stringContaining("extra") }]);
  });

  it("checks a value that is not an object", () => {
    expect(outputIssues({ type: "array", items: { type: "string" } }, ["a", 1])).toEqual([{ path: "[1]", message: "expected a string, received 1" }]);
  });

  it("checks nothing without a schema", () => {
    expect(outputIssues(undefined, 42)).toEqual([]);
  });
});
