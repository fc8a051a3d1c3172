// Each provider is described once, by its file in providers/specs/, and
// PROVIDERS lists them. These keep the list and what the runtime, the checks,
// the generated module and its declaration file have equal, and keep every
// other source file from naming a provider.
import { KIND_EXPORTS } from "../../src/model/kinds.js";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { VIEWS } from "@toolcall/runtime";
import { describe, expect, it } from "vitest";
import { generateDts } from "../../src/codegen/dts.js";
import { generateIndex } from "../../src/codegen/module.js";
import { PROVIDER_DIAGNOSTIC_CODES } from "../../src/model/diagnostic-codes.js";
import { PER_REQUEST_PROVIDER_CODES } from "../../src/providers/check.js";
import type { ProviderSpec, SpecView } from "../../src/providers/spec.js";
import { declaredSignature } from "../../src/providers/declared-signature.js";
import { buildProviderViews } from "../../src/providers/views.js";
import { PROVIDER_EXPORTS, PROVIDER_TABS, PROVIDERS } from "../../src/providers/specs/index.js";
import { allTools } from "./fixtures.js";

const SPECS: readonly ProviderSpec[] = PROVIDERS;
const PACKAGES = fileURLToPath(new URL("../../../", import.meta.url));
const SPEC_DIR = path.join(PACKAGES, "core/src/providers/specs");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text without its comments, lines kept (rough, but good enough for these files). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, "")).replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("PROVIDERS", () => {
  it("owns every view of the runtime's VIEWS once", () => {
    const owned = SPECS.flatMap((provider) => provider.views.map((v) => v.view));
    expect([...owned].sort()).toEqual(Object.keys(VIEWS).sort());
  });

  it("gives the developer tools a tab per view it names one for, each tab once", () => {
    const tabs = PROVIDER_TABS.map((v) => v.tab);
    expect(new Set(tabs).size).toBe(tabs.length);
    expect(tabs).toEqual(SPECS.flatMap((provider) => provider.views.flatMap((v) => (v.tab === undefined ? [] : [v.tab]))));
  });

  it("names, for each view it gives a tab, the fields of a tool's entry that hold its input and output schemas", () => {
    const views = buildProviderViews(allTools);
    const withOutput = allTools.findIndex((tool) => tool.outputSchema !== undefined);
    expect(withOutput).toBeGreaterThanOrEqual(0);
    for (const v of PROVIDER_TABS) {
      const spec: SpecView = v;
      for (const entry of views[v.view] as unknown as Record<string, { type?: unknown }>[]) expect([v.view, entry[spec.input ?? ""]?.type]).toEqual([v.view, "object"]);
      const output = spec.output;
      if (output !== undefined) expect((views[v.view][withOutput] as unknown as Record<string, unknown>)[output]).toBeDefined();
    }
  });

  it("is what the generated module exports and its declaration file declares, beside `tools`, `dispatch`, its error hook and the JSON helpers", () => {
    const index = generateIndex(allTools, () => "virtual:tools/part/x", { runtimeImport: "/rt.js" });
    const exported = [...index.matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1]);
    expect(exported).toEqual(["tools", "dispatch", "onToolError", "toJsonText", "jsonResponse", ...KIND_EXPORTS.map((e) => e.name), ...PROVIDER_EXPORTS.map((e) => e.name)]);
    const dts = generateDts(allTools, { dtsPath: "/project/toolcall.d.ts" });
    const declared = new Set([...dts.matchAll(/^ {2}export (?:function|const) (\w+)/gm)].map((m) => m[1]));
    expect([...declared].sort()).toEqual([...exported].sort());
    for (const e of PROVIDER_EXPORTS) expect(dts).toContain(e.declaration.trim());
  });

  it("says which codes are limits on one request", () => {
    const limits = SPECS.flatMap((provider) => provider.requestLimits ?? []).map((limit) => limit.code);
    expect([...PER_REQUEST_PROVIDER_CODES].sort()).toEqual([...limits].sort());
  });

  it("reports every provider code from exactly one provider's file", () => {
    const specTexts = readdirSync(SPEC_DIR).map((name) => code(readFileSync(path.join(SPEC_DIR, name), "utf8")));
    for (const diagnostic of Object.keys(PROVIDER_DIAGNOSTIC_CODES)) {
      expect([diagnostic, specTexts.filter((text) => text.includes(`"${diagnostic}"`)).length]).toEqual([diagnostic, 1]);
    }
  });

  it("is the only place a source file of core or the plugin names a provider", () => {
    // The words of the view keys (`openai`, `anthropic`...), in any case and as the start of a name, and every
    // export and runtime helper of a provider; MCP as a word stays free (the plugin serves a dev MCP endpoint).
    const words = [...new Set(SPECS.flatMap((provider) => provider.views.map((v) => v.view.replace(/Strict$|Output$/, ""))))].filter((word) => word !== "mcp");
    const exports = [...new Set(PROVIDER_EXPORTS.flatMap((e) => [e.name, e.runtime]))];
    const named = (line: string) => new RegExp(`\\b(${words.join("|")})`, "i").test(line) || new RegExp(`\\b(${exports.join("|")})\\b`).test(line);
    const allowed = [
      SPEC_DIR,
      // The model comes before the providers in core's chain: the codes are named there, described in the specs.
      path.join(PACKAGES, "core/src/model/diagnostic-codes.ts"),
      // The dev MCP endpoint serves the project's tools through the module's `mcpHandler`: a use of one export.
      path.join(PACKAGES, "unplugin-toolcall/src/dev-mcp"),
      path.join(PACKAGES, "unplugin-toolcall/src/devtools/ssr-tools.ts"),
      // The inspector reads resources and gets prompts through the same `mcpHandler`.
      path.join(PACKAGES, "unplugin-toolcall/src/inspector/mcp-relay.ts"),
    ];
    const offenders = ["core/src", "unplugin-toolcall/src"]
      .flatMap((dir) => sourceFiles(path.join(PACKAGES, dir)))
      .filter((file) => !allowed.some((place) => file === place || file.startsWith(place + path.sep)))
      .flatMap((file) =>
        code(readFileSync(file, "utf8"))
          .split("\n")
          .flatMap((line, i) => (named(line) ? [`${path.relative(PACKAGES, file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});

describe("declaredSignature", () => {
  it("reads the name and the last signature's parameter names, past nested types, arrows and strings", () => {
    const declaration = `
  /** A helper. */
  export interface Options { context?: (extra: any) => unknown }
  export function serve<T>(server: { handle(request: any, extra: any): void } | { server: T }, opts: { api: "(a, b)" }): void;
  export function serve<T>(
    server: { handle: (request: any, extra: any) => Promise<[T, { a: 1 }]> },
    types: Map<string, (x: number) => void>,
    opts?: Options,
  ): T;
`;
    expect(declaredSignature(declaration)).toEqual({ name: "serve", params: ["server", "types", "opts"] });
    expect(declaredSignature("export function none(): void;")).toEqual({ name: "none", params: [] });
  });

  it("refuses a declaration of no function or of two", () => {
    expect(() => declaredSignature("export interface A {}")).toThrow(/one function, not 0/);
    expect(() => declaredSignature("export function a(): void;\nexport function b(): void;")).toThrow(/one function, not 2/);
  });
});
