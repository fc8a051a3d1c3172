/**
 * The empty object type (`{}`, an empty interface) beside `unknown`, built by
 * real bundlers and run in a plain Node process: the schema lists every JSON
 * type but `null`, dispatch passes any other value on as sent (as it does
 * for `unknown`) and refuses `null`, and each provider view carries it in its
 * own dialect (Gemini as a union of the types).
 */
import { describe, expect, it } from "vitest";
import { buildFixture, toolsProject } from "../helpers/build-basic.js";
import { runBundle } from "../helpers/run-bundle.js";
import { tempDir } from "../helpers/temp-dir.js";

const TOOLS = `"use tools";
interface Empty {}

/** Keeps a value and a payload. */
export function keep(value: {}, payload: unknown, label?: string & Empty) {
  return { value, payload, label: label ?? null };
}
`;

const NON_NULL = { type: ["string", "number", "boolean", "object", "array"] };

describe.each([{ bundler: "vite" as const }, { bundler: "esbuild" as const }])("$bundler: the empty object type", ({ bundler }) => {
  it("is any value but null in the schema, in dispatch and in every view", async () => {
    const out = await buildFixture(bundler, { ...toolsProject(tempDir(`empty-object-${bundler}`), TOOLS), options: { dts: false } });
    const values = [5, "s", true, [1, null], { a: { b: null } }, {}];
    const run = await runBundle(out.file, [
      ...values.map((value, i) => ({ name: `value ${i}`, tool: "keep", args: { value, payload: null }, expect: {} })),
      { name: "text", tool: "keep", args: '{"value": 12345678901234567890, "payload": 1, "label": "x"}', expect: {} },
      { name: "null", tool: "keep", args: { value: null, payload: 1 }, expect: {} },
      { name: "label", tool: "keep", args: { value: 1, payload: 1, label: 2 }, expect: {} },
    ] as never);

    const [tool] = JSON.parse(run.toolsJson) as { inputSchema: { properties: Record<string, unknown> } }[];
    expect(tool.inputSchema.properties).toEqual({ value: NON_NULL, payload: {}, label: { type: "string" } });

    const results = run.results.map((r) => ("result" in r ? r.result : r)) as { ok: boolean; value?: unknown; error?: { issues: { path: string; message: string }[] } }[];
    values.forEach((value, i) => expect(results[i], JSON.stringify(value)).toEqual({ ok: true, value: { value, payload: null, label: null } }));
    // A number a double cannot hold exactly arrives as the nearest number, as inside `unknown`.
    expect(results[values.length]).toEqual({ ok: true, value: { value: Number("12345678901234567890"), payload: 1, label: "x" } });
    expect(results[values.length + 1].error?.issues.map((i) => `${i.path}: ${i.message}`)).toEqual(["value: expected a string or a number or a boolean or an object or an array, received null"]);
    expect(results[values.length + 2].error?.issues.map((i) => i.path)).toEqual(["label"]);

    const at = (value: unknown, ...keys: string[]): unknown => keys.reduce((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
    const first = (view: unknown) => (Array.isArray(view) ? view[0] : view);
    expect(at(first(run.providers.anthropicTools), "input_schema", "properties", "value")).toEqual(NON_NULL);
    expect(at(first(run.providers.mcpTools), "inputSchema", "properties", "value")).toEqual(NON_NULL);
    expect(at(first(run.providers.geminiTools), "functionDeclarations", "0", "parametersJsonSchema", "properties", "value")).toEqual({ anyOf: NON_NULL.type.map((type) => ({ type })) });
    // OpenAI strict closes every object (checkProviders warns that `{}` cannot be said there).
    const strict = at(first(run.providers.openaiStrict), "function", "parameters", "properties", "value") as { type: string[] };
    expect(strict.type).toEqual(NON_NULL.type);
  });
});
