// docs/declaring-tools.md: a `ToolCall` parameter, and `@timeout`.
import { describe, expect, it } from "vitest";
import { Extractor } from "../../src/extract/index.js";
import { resolveOptions } from "../../src/project/options.js";
import { extractSources, located, toolNamed } from "./helpers.js";

const HEADER = `"use tools";\nimport type { ToolCall, ToolCall as Call, ToolContext } from "unplugin-toolcall/types";\n`;

describe("a ToolCall parameter", () => {
  const result = extractSources({
    "tools.ts": `${HEADER}
export function middle(a: string, call: ToolCall, b?: number) {}
export function destructured({ q }: { q: string }, ctx: ToolContext<{ user: string }>, call: Call) {}
export function first({ signal, progress }: ToolCall, n: number) {}
export function only(call: ToolCall) {}
`,
  });

  it("is given by dispatch in any position, renamed or destructured, and never in the schema", () => {
    expect(result.diagnostics).toEqual([]);
    expect(toolNamed(result, "middle").call).toEqual([{ from: "property", name: "a" }, { from: "call" }, { from: "property", name: "b" }]);
    expect(Object.keys(toolNamed(result, "middle").inputSchema.properties as object)).toEqual(["a", "b"]);
    expect(toolNamed(result, "destructured").call).toEqual([{ from: "input" }, { from: "context" }, { from: "call" }]);
    expect(Object.keys(toolNamed(result, "destructured").inputSchema.properties as object)).toEqual(["q"]);
    expect(toolNamed(result, "first").call).toEqual([{ from: "call" }, { from: "property", name: "n" }]);
    expect(toolNamed(result, "only").inputSchema).toEqual({ type: "object", properties: {}, additionalProperties: false });
  });

  it("is refused as the type of an argument", () => {
    const { diagnostics } = extractSources({ "tools.ts": `${HEADER}export function f(x: { call: ToolCall }) {}\n` });
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([["TC_UNSUPPORTED_TYPE", expect.stringContaining("`ToolCall` only marks a parameter of the tool function itself")]]);
  });
});

describe("@timeout", () => {
  const source = `"use tools";
/** @timeout 30s */
export function seconds() {}
/** @timeout 1.5s */
export function fraction() {}
/** @timeout 250ms */
export function millis() {}
/** @timeout 2m */
export function minutes() {}
/** @timeout 30 */
export function bare() {}
export function none() {}
`;

  it("sets the tool's deadline in ms; a value without a unit is a located warning and the project's setting applies", () => {
    const result = extractSources({ "tools.ts": source });
    expect(Object.fromEntries(result.tools.map((t) => [t.name, t.timeoutMs]))).toEqual({
      seconds: 30_000,
      fraction: 1500,
      millis: 250,
      minutes: 120_000,
      bare: undefined,
      none: undefined,
    });
    expect(located(result.diagnostics)).toEqual(["TC_INVALID_TAG tools.ts:10:5"]);
    expect(result.diagnostics[0]!.message).toBe("`@timeout 30` is not a duration: write a number and a unit, `500ms`, `30s` or `2m`; the project's setting (no deadline) applies.");
  });

  it("the `timeout` option is the deadline of every tool without one of its own", () => {
    const files = new Map([["/project/tools.ts", source]]);
    const { timeoutMs } = resolveOptions({ root: "/project", runtimeImport: "/r.js", dts: false, timeout: "45s" });
    const result = new Extractor({ root: "/project", readFile: (p) => files.get(p), timeoutMs }).extract(["/project/tools.ts"]);
    expect(toolNamed(result, "none").timeoutMs).toBe(45_000);
    expect(toolNamed(result, "bare").timeoutMs).toBe(45_000);
    expect(toolNamed(result, "millis").timeoutMs).toBe(250);
    expect(result.diagnostics[0]!.message).toContain("the project's setting (45000 ms) applies");
  });

  it.each([
    [5000, 5000],
    ["500ms", 500],
    ["2m", 120_000],
  ])("the option %j is %d ms", (value, ms) => {
    expect(resolveOptions({ root: "/project", runtimeImport: "/r.js", dts: false, timeout: value }).timeoutMs).toBe(ms);
  });

  it.each([0, 1.5, -1, 2 ** 31, "30", "soon", "0ms", "30d"])("refuses the option %j with what to write", (value) => {
    expect(() => resolveOptions({ root: "/project", runtimeImport: "/r.js", dts: false, timeout: value })).toThrow(/^toolcall: the `timeout` option .*(milliseconds|duration|shorter)/);
  });
});

// docs/mcp.md, "Asking the client": the type argument of `ToolCall<Form>` is the elicitation form.
describe("an elicitation form", () => {
  it("is derived from the type argument as MCP's flat requestedSchema, with defaults and @option titles", () => {
    const result = extractSources({
      "tools.ts": `${HEADER}import type { Int } from "unplugin-toolcall/types";
/** A booking. */
interface Booking {
  /** How many guests */
  guests: Int;
  /** @format email */
  email: string;
  /** @default false */
  newsletter?: boolean;
  /**
   * @option single One bed
   * @option double Two beds
   */
  room: "single" | "double";
  /**
   * @option vegan Vegan
   * @enumNames
   */
  diet?: "none" | "vegan";
  extras?: ("breakfast" | "parking")[];
}
export function book(hotel: string, call: ToolCall<Booking>) {}
export function plain(call: ToolCall) {}
`,
    });
    expect(result.diagnostics).toEqual([]);
    expect(toolNamed(result, "plain").elicitForm).toBeUndefined();
    expect(Object.keys(toolNamed(result, "book").inputSchema.properties as object)).toEqual(["hotel"]);
    expect(toolNamed(result, "book").elicitForm!.requested).toEqual({
      type: "object",
      properties: {
        guests: { type: "integer", description: "How many guests" },
        email: { type: "string", format: "email" },
        newsletter: { type: "boolean", default: false },
        room: { type: "string", oneOf: [{ const: "single", title: "One bed" }, { const: "double", title: "Two beds" }] },
        diet: { type: "string", enum: ["none", "vegan"], enumNames: ["none", "Vegan"] },
        extras: { type: "array", items: { type: "string", enum: ["breakfast", "parking"] } },
      },
      required: ["guests", "email", "room"],
    });
  });

  it.each([
    ["{ address: { city: string } }", "property `address` is not a string, number, integer, boolean or string enum"],
    ["{ note: string | null }", "property `note` may be null"],
    ["{ tags: string[] }", "property `tags` is an array that is not a multi-select of string literals"],
    ["{ /** @format hostname */ site: string }", "property `site` has format `hostname`"],
    ["string", "an elicitation form must be an object type"],
    ["{ /** @option c See */ pick: 'a' | 'b' }", "property `pick` has `@option c`, which is not one of its values (a, b)"],
  ])("outside MCP's subset (%s) is a located build error", (form, words) => {
    const source = `${HEADER}import type { Format } from "unplugin-toolcall/types";\nexport function ask(call: ToolCall<${form}>) {}\n`;
    const { diagnostics } = extractSources({ "tools.ts": source });
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([["TC_ELICIT_FORM", "error"]]);
    expect(diagnostics[0]!.message).toContain(words);
    expect(located(diagnostics)).toEqual([`TC_ELICIT_FORM tools.ts:4:36`]);
  });
});
