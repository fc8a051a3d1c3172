// `unknown` is any JSON value, `any` the same with a warning, `object` any
// object or array: what the schema says, what dispatch accepts and refuses,
// and what the strict providers are told at build time.
import { describe, expect, it } from "vitest";
import { applyStrict } from "../../src/project/diagnostics.js";
import type { JsonSchema } from "../../src/model/index.js";
import { checkProviders } from "../../src/providers/check.js";
import { buildProviderViews } from "../../src/providers/views.js";
import { publicSchema } from "../../src/providers/schema-walk.js";
import { loadSourceTools } from "../dispatch/source-tools.js";
import { extractSources, property } from "./helpers.js";

describe("`any`", () => {
  const r = extractSources({ "a.ts": `"use tools";\nexport function f(a: any, b: unknown) {}\n` });

  it("is read as `unknown`, with a located warning suggesting `unknown`", () => {
    expect(property(r, "f", "a")).toEqual(property(r, "f", "b"));
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.loc.line, d.loc.column])).toEqual([["TC_ANY_TYPE", "warning", 2, 22]]);
    expect(r.diagnostics[0].message).toContain("write `unknown`");
  });

  it("is an error under `strict`", () => {
    expect(applyStrict(r.diagnostics, true).map((d) => [d.code, d.severity])).toEqual([["TC_ANY_TYPE", "error"]]);
  });
});

describe("dispatch with `unknown`, `Record<string, unknown>` and `object`", () => {
  const source = [
    `"use tools";`,
    `/** Stores a payload. */`,
    `export function store(payload: unknown, meta: Record<string, unknown>, options: object, note?: unknown) { return { payload, meta, options, note }; }`,
  ].join("\n");

  it("passes any JSON value through as plain data and refuses what the types refuse", async () => {
    const { dispatch, diagnostics, tools } = await loadSourceTools(source);
    expect(diagnostics).toEqual([]);
    expect(publicSchema(tools[0].inputSchema).properties).toEqual({ payload: {}, meta: { type: "object", properties: {}, additionalProperties: {} }, options: { type: ["object", "array"] }, note: {} });
    const args = { payload: { deep: [1, null, { x: "y" }] }, meta: { a: 1, b: [true] }, options: [1, 2] };
    expect(await dispatch("store", args)).toEqual({ ok: true, value: { ...args, note: undefined } });
    // A number a double cannot hold exactly, inside `unknown`, arrives as a plain number.
    const text = await dispatch("store", '{"payload": 12345678901234567890, "meta": {}, "options": {}, "note": null}');
    expect(text).toEqual({ ok: true, value: { payload: Number("12345678901234567890"), meta: {}, options: {}, note: null } });
    const refused = await dispatch("store", { meta: "x", options: 1 });
    expect(refused.ok).toBe(false);
    expect(refused.error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`)).toEqual([
      "payload: required, but missing",
      'meta: expected an object, received "x"',
      "options: expected an object or an array, received 1",
    ]);
    expect((await dispatch("store", { payload: 1, meta: [1], options: {} })).ok).toBe(false);
  });

  it("warns at build time for the providers that need a type on every schema", async () => {
    const { tools } = await loadSourceTools(source);
    expect(checkProviders(tools).map((d) => d.code)).toEqual(
      expect.arrayContaining(["TC_PROVIDER_OPENAI_STRICT_ANY_VALUE", "TC_PROVIDER_GEMINI_ANY_VALUE", "TC_PROVIDER_OPENAI_STRICT_RECORD"]),
    );
    const openai = checkProviders(tools).find((d) => d.code === "TC_PROVIDER_OPENAI_STRICT_ANY_VALUE")!;
    expect(openai.message).toContain("/properties/payload, /properties/meta/additionalProperties, /properties/options, /properties/note accept(s) any JSON value");
  });
});

describe("dispatch with the empty object type `{}`", () => {
  const source = [`"use tools";`, `interface Empty {}`, `/** Tags a thing. */`, `export function tag(thing: {}, extra?: Empty) { return { thing, extra }; }`].join("\n");

  it("passes any JSON value but null through as plain data", async () => {
    const { dispatch, diagnostics, tools } = await loadSourceTools(source);
    expect(diagnostics).toEqual([]);
    const nonNull = { type: ["string", "number", "boolean", "object", "array"] };
    expect(publicSchema(tools[0].inputSchema).properties).toEqual({ thing: nonNull, extra: nonNull });
    for (const thing of [5, "s", true, [1, null], { a: { b: null } }, {}]) expect(await dispatch("tag", { thing })).toEqual({ ok: true, value: { thing, extra: undefined } });
    // A number a double cannot hold exactly arrives as a plain number, as inside `unknown`.
    expect(await dispatch("tag", '{"thing": 12345678901234567890}')).toEqual({ ok: true, value: { thing: Number("12345678901234567890"), extra: undefined } });
    const refused = await dispatch("tag", { thing: null });
    expect(refused.ok).toBe(false);
    expect(refused.error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`)).toEqual(["thing: expected a string or a number or a boolean or an object or an array, received null"]);
  });

  it("is a list of types to the providers: OpenAI strict is warned, Gemini takes it as a union", async () => {
    const { tools } = await loadSourceTools(source);
    const codes = checkProviders(tools).map((d) => d.code);
    expect(codes).toContain("TC_PROVIDER_OPENAI_STRICT_ANY_VALUE");
    expect(codes).not.toContain("TC_PROVIDER_GEMINI_ANY_VALUE");
    const gemini = buildProviderViews(tools).gemini[0].parametersJsonSchema as JsonSchema;
    expect((gemini.properties as Record<string, JsonSchema>).thing).toEqual({ anyOf: ["string", "number", "boolean", "object", "array"].map((type) => ({ type })) });
  });
});
