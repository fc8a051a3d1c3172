import { describe, expect, it } from "vitest";
import { ENTRY_SLOT, factorRecords } from "../../src/codegen/record-templates.js";
import { bareId, type SharedModules } from "../../src/codegen/shared-modules.js";
import { virtualIdPrefix } from "../../src/model/virtual-ids.js";

const prefixes = { constant: "__tc_providers_", alias: "__tc_providers_t", local: "__tc_record" };

/** Evaluates a shape module's `record` function (its text is one `export const record = ...;` line). */
function recordFunction(code: string): (...args: unknown[]) => unknown {
  const body = code.split("\n").find((line) => line.startsWith("export const record"))!;
  return new Function(`${body.replace("export const record =", "return")}`)() as (...args: unknown[]) => unknown;
}

describe("factorRecords", () => {
  it("gives records that differ only in which schemas coincide one shape, and builds what the literals held", () => {
    const shared: SharedModules = new Map();
    const a = `{ entry: ${ENTRY_SLOT}, tool: {"name":__tc_providers_t0_0,"inputSchema":__tc_providers_s0_0}, views: {"openai":{"name":__tc_providers_t0_0,"parameters":__tc_providers_s0_0},"strict":{"parameters":__tc_providers_s0_0}} }`;
    // The second tool's strict schema differs from its input schema; the first one's does not.
    const b = `{ entry: ${ENTRY_SLOT}, tool: {"name":__tc_providers_t1_0,"inputSchema":__tc_providers_s1_0}, views: {"openai":{"name":__tc_providers_t1_0,"parameters":__tc_providers_s1_0},"strict":{"parameters":__tc_providers_s1_1}} }`;
    const { declarations, expressions } = factorRecords([{ text: a, entry: "entryA" }, { text: b, entry: "entryB" }], prefixes, shared, bareId);
    expect(declarations).toHaveLength(1);
    expect([...shared.keys()]).toHaveLength(1);
    expect([...shared.keys()][0]!.startsWith(virtualIdPrefix("record"))).toBe(true);
    expect(expressions).toEqual([
      "__tc_record0(__tc_providers_t0_0, __tc_providers_s0_0, __tc_providers_s0_0, __tc_providers_s0_0, entryA)",
      "__tc_record0(__tc_providers_t1_0, __tc_providers_s1_0, __tc_providers_s1_0, __tc_providers_s1_1, entryB)",
    ]);
    const record = recordFunction([...shared.values()][0]!());
    const input = { type: "object" };
    const strict = { type: "object", additionalProperties: false };
    expect(record("tool_b", input, input, strict, "entry")).toEqual({
      entry: "entry",
      tool: { name: "tool_b", inputSchema: input },
      views: { openai: { name: "tool_b", parameters: input }, strict: { parameters: strict } },
    });
  });

  it("leaves a constant's name inside a string literal as text", () => {
    const shared: SharedModules = new Map();
    const text = `{ entry: ${ENTRY_SLOT}, tool: {"title":"see __tc_providers_s9_9 \\" __tc_providers_t0_0","name":__tc_providers_t0_0} }`;
    const { expressions } = factorRecords([{ text, entry: "e0" }], prefixes, shared, bareId);
    expect(expressions).toEqual(["__tc_record0(__tc_providers_t0_0, e0)"]);
    const record = recordFunction([...shared.values()][0]!());
    expect(record("n", "entry")).toEqual({ entry: "entry", tool: { title: 'see __tc_providers_s9_9 " __tc_providers_t0_0', name: "n" } });
  });
});
