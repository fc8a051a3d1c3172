// Declaration kinds (model/kinds.ts): `@resource` and `@prompt` on exported
// functions become models of their kind, read through the same parameters
// as tools, and a declaration that cannot be served is a located error.
import { describe, expect, it } from "vitest";
import { onlyTools } from "../../src/model/kinds.js";
import { mayDeclareTools } from "../../src/model/tool-module.js";
import { extractSources, toolNamed } from "./helpers.js";

const errors = (files: Record<string, string>) =>
  extractSources(files).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.loc.line}: ${d.message}`);

describe("declaration kinds", () => {
  const result = extractSources({
    "content.ts": `"use tools";
import type { Int } from "unplugin-toolcall/types";
/**
 * Settings.
 * @resource config://app
 * @mimeType application/json
 */
export function settings(): string { return "{}"; }
/** @resource users://{id}/posts/{n} */
export function posts(id: string, n?: Int): string { return id; }
/**
 * Greets.
 * @prompt hello
 * @complete who names
 */
export function greet(who: string, tone: "warm" | "dry" = "warm"): string { return who; }
/** @tool false */
export function names(value: string): string[] { return [value]; }
/** A tool beside them. */
export function add(a: number, b: number): number { return a + b; }
`,
  });

  it("makes resources, templates and prompts, and leaves only the tools to the providers", () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.tools.map((t) => [t.name, t.kind])).toEqual([
      ["add", undefined],
      ["hello", "prompt"],
      ["posts", "resource"],
      ["settings", "resource"],
    ]);
    expect(onlyTools(result.tools).map((t) => t.name)).toEqual(["add"]);
  });

  it("reads a resource's URI, MIME type and description, and no output schema", () => {
    const settings = toolNamed(result, "settings");
    expect(settings).toMatchObject({ kind: "resource", description: "Settings.", resource: { uri: "config://app", mimeType: "application/json" } });
    expect(settings.outputSchema).toBeUndefined();
    // A template's variables are its parameters, typed as a tool's.
    expect(toolNamed(result, "posts").inputSchema).toMatchObject({ properties: { id: { type: "string" }, n: { type: "integer" } }, required: ["id"] });
  });

  it("reads a prompt's name from its tag, its arguments from its parameters, and its @complete", () => {
    const hello = toolNamed(result, "hello");
    expect(hello).toMatchObject({ kind: "prompt", exportName: "greet", complete: { who: "names" } });
    expect(hello.inputSchema.properties?.tone).toMatchObject({ enum: ["warm", "dry"], default: "warm" });
  });

  it("parses a module with only the new tags", () => {
    expect(mayDeclareTools("/** @resource a://b */ export function f() {}")).toBe(true);
    expect(mayDeclareTools("/** @prompt */ export function f() {}")).toBe(true);
  });

  it("refuses a URI without a scheme, an operator, and variables that are not exactly the parameters", () => {
    expect(errors({ "a.ts": "/** @resource settings */\nexport function a(): string { return ''; }" })).toEqual([
      "TC_INVALID_DECLARATION 1: `@resource` takes one URI with a scheme (`@resource config://app`, or a template `@resource users://{id}/profile`); found `settings`.",
    ]);
    expect(errors({ "a.ts": "/** @resource files://{+path} */\nexport function a(path: string): string { return path; }" })).toEqual([
      "TC_INVALID_DECLARATION 1: `{+path}` in `files://{+path}` is not a simple variable; a resource template takes `{name}` variables only (RFC 6570 level 1).",
    ]);
    expect(errors({ "a.ts": "/** @resource u://{id} */\nexport function a(key: string): string { return key; }" })).toEqual([
      "TC_INVALID_DECLARATION 1: The resource `u://{id}`: `id` is not a parameter of `a`, and the parameter `key` is not in the URI; a template's variables are exactly its function's parameters.",
    ]);
  });

  it("refuses a @complete of no argument or of no exported function", () => {
    expect(errors({ "a.ts": "/**\n * @prompt\n * @complete x f\n */\nexport function a(y: string): string { return y; }\nexport function f(): string[] { return []; }" })).toEqual([
      "TC_INVALID_DECLARATION 3: `@complete x`: `x` is not an argument of `a`.",
    ]);
    expect(errors({ "a.ts": "/**\n * @prompt\n * @complete y g\n */\nexport function a(y: string): string { return y; }" })).toEqual([
      "TC_INVALID_DECLARATION 3: `@complete y g`: this module exports no `g`; name an exported function `(value: string, args: Record<string, string>) => string[]`.",
    ]);
  });
});
