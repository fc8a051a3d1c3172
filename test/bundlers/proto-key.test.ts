/**
 * A property named `__proto__` is a property like any other: TypeScript
 * reads `{ __proto__: string }` as an object with that key, and JSON.parse
 * gives a model's arguments one. Extraction, the view literals and dispatch
 * must each keep it an own key (an `=` assignment or a literal
 * `"__proto__":` in generated code sets the prototype instead, and the
 * property silently disappears from the schema). Built by real bundlers and
 * executed in a plain Node process.
 */
import { describe, expect, it } from "vitest";
import { buildFixture, toolsProject } from "../helpers/build-basic.js";
import { runBundle } from "../helpers/run-bundle.js";
import { tempDir } from "../helpers/temp-dir.js";

const TOOLS = `"use tools";
export interface Target {
  /** The key that names the prototype in JavaScript. */
  __proto__: string;
  depth?: number;
}

/** Reports what it was given, and whether \`__proto__\` arrived as an own key. */
export function inspect(target: Target, __proto__?: "a" | "b") {
  return { key: target.__proto__, own: Object.hasOwn(target, "__proto__"), plain: Object.getPrototypeOf(target) === Object.prototype, second: __proto__ ?? null };
}
`;

const PROTO_SCHEMA = { description: "The key that names the prototype in JavaScript.", type: "string" };

/** The own properties of `schema.properties`, as JSON keeps them. */
const propertyNames = (schema: unknown) => Object.keys((schema as { properties: object }).properties);

describe.each([{ bundler: "vite" as const }, { bundler: "esbuild" as const }])("$bundler: a property named __proto__", ({ bundler }) => {
  it("is in the tool's schema and every view, and the tool can be called with it", async () => {
    const out = await buildFixture(bundler, { ...toolsProject(tempDir(`proto-key-${bundler}`), TOOLS), options: { dts: false } });
    const run = await runBundle(out.file, [
      { name: "both", tool: "inspect", args: JSON.parse('{"target": {"__proto__": "x", "depth": 2}, "__proto__": "a"}'), expect: {} },
      { name: "missing", tool: "inspect", args: { target: {} }, expect: {} },
      { name: "wrong type", tool: "inspect", args: JSON.parse('{"target": {"__proto__": 1}}'), expect: {} },
      { name: "text", tool: "inspect", args: '{"target": {"__proto__": "y"}, "__proto__": "c"}', expect: {} },
    ] as never);

    const [tool] = JSON.parse(run.toolsJson) as { inputSchema: { properties: Record<string, { properties: object }>; required: string[] } }[];
    expect(propertyNames(tool.inputSchema)).toEqual(["target", "__proto__"]);
    expect(tool.inputSchema.properties.target).toEqual({
      type: "object",
      properties: JSON.parse(`{"__proto__": ${JSON.stringify(PROTO_SCHEMA)}, "depth": {"type": "number"}}`),
      required: ["__proto__"],
      additionalProperties: false,
    });
    // Each provider's view keeps both keys (its own shape around the same properties).
    const at = (value: unknown, ...path: string[]): unknown => path.reduce((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
    const schemaPaths: Record<string, string[]> = {
      openaiStrict: ["function", "parameters"],
      anthropicTools: ["input_schema"],
      geminiTools: ["functionDeclarations", "0", "parametersJsonSchema"],
      mcpTools: ["inputSchema"],
    };
    for (const [name, path] of Object.entries(schemaPaths)) {
      const view = run.providers[name];
      const schema = at(Array.isArray(view) ? view[0] : view, ...path);
      expect(propertyNames(schema), name).toEqual(["target", "__proto__"]);
      // MCP's view writes a named object type once, under `$defs` (2020-12), and refers to it.
      const target = at(schema, "properties", "target") as { $ref?: string };
      const resolved = target.$ref?.startsWith("#/$defs/") ? at(schema, "$defs", target.$ref.slice("#/$defs/".length)) : target;
      expect(propertyNames(resolved), name).toEqual(["__proto__", "depth"]);
    }

    const results = run.results.map((r) => ("result" in r ? r.result : r)) as { ok: boolean; value?: unknown; error?: { issues: { path: string }[] } }[];
    expect(results[0]).toEqual({ ok: true, value: { key: "x", own: true, plain: true, second: "a" } });
    expect(results[1].ok).toBe(false);
    expect(results[1].error?.issues.map((i) => i.path)).toEqual(["target.__proto__"]);
    expect(results[2].ok).toBe(false);
    expect(results[2].error?.issues.map((i) => i.path)).toEqual(["target.__proto__"]);
    expect(results[3].ok).toBe(false);
    expect(results[3].error?.issues.map((i) => i.path)).toEqual(["__proto__"]);
  });
});
