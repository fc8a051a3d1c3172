// Declaration kinds (model/kinds.ts): `@resource` and `@prompt` on exported
// functions become models of their kind, read through the same parameters
// as tools, and a declaration that cannot be served is a located error.
import { describe, expect, it } from "vitest";
import { onlyTools } from "../../src/model/kinds.js";
import { mayDeclareTools } from "../../src/model/tool-module.js";
import { extractSources, located, toolNamed } from "./helpers.js";

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

// A prompt's value is text or messages (packages/runtime/src/mcp/prompts.ts
// `messagesOf`); a return type that is neither is found at build time.
describe("a prompt's return type", () => {
  const MESSAGES = `import type { PromptMessage } from "unplugin-toolcall/types";
export type Messages = PromptMessage[];
export type Later = Promise<Messages>;
export interface Note { role: "user" | "assistant"; content: string }
`;
  // Each prompt has a sibling that returns a count, so the check is seen to run on the module (and not on the accepted one).
  const refused = (returnType: string, body = "return 0 as never;", extra = "") => {
    const sibling = "/**\n * @prompt\n */\nexport function count(): number { return 1; }\n";
    const result = extractSources({ "types.ts": MESSAGES, "a.ts": `${extra}/**\n * @prompt\n */\nexport function ask(topic: string): ${returnType} { ${body} }\n${sibling}` }, ["a.ts"]);
    const found = result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.loc.line}:${d.loc.column}: ${d.message}`);
    const countLine = extra.split("\n").length + 7;
    expect(found.pop()).toBe(`TC_PROMPT_RETURN error ${countLine}:26: The prompt \`count\` returns \`number\`, which is neither text nor a list of messages; ${ALLOWED}`);
    return found;
  };
  const ALLOWED = 'a prompt returns `string` (one user message) or `PromptMessage[]` (from "unplugin-toolcall/types"), or a Promise of either.';
  const IMPORTS = 'import type { PromptMessage } from "unplugin-toolcall/types";\nimport type { Messages, Later, Note } from "./types";\n';

  it.each([
    "string",
    "Promise<string>",
    "PromptMessage[]",
    "Promise<PromptMessage[]>",
    "readonly PromptMessage[]",
    "Array<PromptMessage>",
    "Messages",
    "Later",
    "Promise<Messages>",
    "Note[]",
    "string | PromptMessage[]",
    '"fixed" | `about ${string}`',
    "{ role: \"user\"; content: string }[]",
    "[PromptMessage, Note?]",
    "PromiseLike<string>",
  ])("accepts %s", (returnType) => {
    expect(refused(returnType, "return 0 as never;", IMPORTS)).toEqual([]);
  });

  it("leaves to the runtime what the build cannot decide", () => {
    for (const returnType of ["unknown", "any", "Unknown", "string & { brand: 1 }"]) expect(refused(returnType, "return 0 as never;", IMPORTS)).toEqual([]);
    expect(refused("Promise<string>", "return 0 as never;", "import type { Unknown } from './nowhere';\n")).toEqual([]);
  });

  it.each([
    ["number", 6, 37, "returns `number`, which is neither text nor a list of messages"],
    ["Promise<number>", 6, 37, "returns `Promise<number>`, and `number` is neither text nor a list of messages"],
    ["{ text: string }", 6, 37, "returns `{ text: string }`, which is neither text nor a list of messages"],
    ["string[]", 6, 37, 'returns `string[]`, and its items, `string`, are not messages (`PromptMessage`: `{ role: "user" | "assistant", content }`)'],
    ["string | number", 6, 37, "returns `string | number`, and `number` is neither text nor a list of messages"],
    ["Promise<PromptMessage[] | number>", 6, 37, "returns `Promise<PromptMessage[] | number>`, and `number` is neither text nor a list of messages"],
    ["PromptMessage", 6, 37, "returns `PromptMessage`, one message rather than a list of them; return a list (`[message]`)"],
    ["Note", 6, 37, "returns `Note`, one message rather than a list of them; return a list (`[message]`)"],
    ["string | PromptMessage", 6, 37, "returns `string | PromptMessage`, and `PromptMessage` is one message rather than a list of them; return a list (`[message]`)"],
    ["Date", 6, 37, "returns `Date`, which is neither text nor a list of messages"],
    ["[string]", 6, 37, "returns `[string]`, and its items, `string`, are not messages (`PromptMessage`: `{ role: \"user\" | \"assistant\", content }`)"],
    ['{ role: "system"; content: string }[]', 6, 37, 'returns `{ role: "system"; content: string }[]`, and its items, `{ role: "system"; content: string }`, are not messages (`PromptMessage`: `{ role: "user" | "assistant", content }`)'],
    ["void", 6, 37, "returns `void`, which is neither text nor a list of messages"],
  ])("refuses %s at the return type", (returnType, line, column, words) => {
    expect(refused(returnType, "return 0 as never;", IMPORTS)).toEqual([`TC_PROMPT_RETURN error ${line}:${column}: The prompt \`ask\` ${words}; ${ALLOWED}`]);
  });

  it("follows an alias to what it names", () => {
    expect(refused("Count", "return 0 as never;", "type Count = number;\n")).toEqual([
      `TC_PROMPT_RETURN error 5:37: The prompt \`ask\` returns \`Count\`, and \`number\` is neither text nor a list of messages; ${ALLOWED}`,
    ]);
  });

  it("checks the literal an unannotated arrow returns, and leaves a function body to the runtime", () => {
    const found = (source: string) => extractSources({ "a.ts": `/**\n * @prompt\n */\n${source}\n` }).diagnostics.map((d) => `${d.code} ${d.loc.line}:${d.loc.column}: ${d.message}`);
    expect(found("export const ask = (n: number) => 42;")).toEqual([`TC_PROMPT_RETURN 4:35: The prompt \`ask\` returns a number, which is neither text nor a list of messages; ${ALLOWED}`]);
    expect(found('export const ask = async () => ({ text: "hi" });')).toEqual([`TC_PROMPT_RETURN 4:33: The prompt \`ask\` returns an object, which is neither text nor a list of messages; ${ALLOWED}`]);
    expect(found('export const ask = () => ["a", "b"];')).toEqual([`TC_PROMPT_RETURN 4:26: The prompt \`ask\` returns a list of values that are not messages, which is neither text nor a list of messages; ${ALLOWED}`]);
    // Text, messages, or an expression whose value the build does not know: the runtime decides.
    expect(found("export const ask = (n: number) => `about ${n}`;")).toEqual([]);
    expect(found('export const ask = () => [{ role: "user", content: "one" }];')).toEqual([]);
    expect(found("export const ask = (n: number) => String(n);")).toEqual([]);
    // A function's statements are not kept by the extractor.
    expect(found("export function ask() { return 42; }")).toEqual([]);
  });

  it("does not check a tool's or a resource's return type as a prompt's", () => {
    const source = "/** @resource a://b */\nexport function r(): number { return 1; }\nexport function t(): number { return 1; }\n/** @prompt */\nexport function p(): number { return 1; }\n";
    expect(located(extractSources({ "a.ts": source }).diagnostics)).toEqual(["TC_PROMPT_RETURN a.ts:5:22"]);
  });
});
