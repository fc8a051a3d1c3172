/** The inspector's check of a tool's returned value against its outputSchema, as a client reads it (JSON). */
import { describe, expect, it } from "vitest";
import { outputIssues } from "../../packages/unplugin-toolcall/src/inspector/output-check.js";

describe("outputIssues", () => {
  const schema = { type: "object", properties: { id: { type: "integer" }, at: { type: "string" } }, required: ["id", "at"], additionalProperties: false };

  it("passes a value that matches, with a bigint and a Date as JSON carries them", () => {
    expect(outputIssues(schema, { id: 7n, at: new Date(0) })).toEqual([]);
  });

  it("names the field that does not match", () => {
    expect(outputIssues(schema, { id: "7", at: "x" })).toEqual([{ path: "id", message: "must be integer" }]);
    expect(outputIssues(schema, { at: "x" })).toEqual([{ path: "", message: "must have required property 'id'" }]);
  });

  it("checks nothing without a schema", () => {
    expect(outputIssues(undefined, 42)).toEqual([]);
  });
});
