/**
 * What teams moving MCP servers from zod over to toolcall asked for, end to
 * end: a project built by the real plugin (esbuild) with `toolName` and
 * `unknownProperties`, served to the official MCP client through
 * `registerMcpTools`, and called through `dispatch`: derived names, stripped
 * or refused unknown keys, checked formats, `*\/` in JSDoc, annotation values.
 */
import { pathToFileURL } from "node:url";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixture, toolsProject } from "../helpers/build-basic.js";
import { connectInMemory } from "../helpers/mcp-in-memory.js";
import { tempDir } from "../helpers/temp-dir.js";

const TOOLS = `"use tools";
import type { Format } from "unplugin-toolcall/types";

/** Where and what to look for. */
interface Search {
  /** A glob such as '**\\/*.ts'. */
  pattern: string;
  depth?: number;
}

/**
 * Search files under a directory, e.g. for 'src/**\\/*.test.ts'.
 * @readonly
 * @openWorld false
 */
export function searchFiles(root: string, search: Search) {
  return { root, search };
}

/**
 * Fetch a page.
 * @idempotent true
 * @destructive false
 */
export function fetchURL(url: string & Format<"uri">) {
  return url;
}

/** A named pair, either kind. */
export function addEntity(entity: { kind: "person"; name: string } | { kind: "company"; name: string; vat: string }) {
  return entity;
}

/**
 * Deletes, and wants to know about typos.
 * @tool delete_everything
 * @unknownProperties reject
 * @destructive
 */
export function deleteAll(confirm: boolean) {
  return confirm;
}
`;

type Result = { ok: boolean; value?: unknown; error?: { code: string; message: string } };
let mod: { dispatch: (name: string, args: unknown) => Promise<Result>; tools: { name: string; inputSchema: Record<string, unknown> }[]; mcpTools: () => unknown[]; registerMcpTools: (server: unknown, types: unknown) => void };
let client: Client;
let close = async () => {};

beforeAll(async () => {
  const out = await buildFixture("esbuild", {
    ...toolsProject(tempDir("migration"), TOOLS),
    options: { dts: false, strict: true, toolName: "kebab-case", unknownProperties: "strip" },
  });
  mod = await import(pathToFileURL(out.file).href);
  ({ client, close } = await connectInMemory(mod));
});
afterAll(() => close());

describe("migrating MCP tools", () => {
  it("names tools from their exports (toolName), @tool name first", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["add-entity", "delete_everything", "fetch-url", "search-files"]);
  });

  it("reads `*\\/` in JSDoc as `*/`", async () => {
    const { tools } = await client.listTools();
    const search = tools.find((t) => t.name === "search-files")!;
    expect(search.description).toBe("Search files under a directory, e.g. for 'src/**/*.test.ts'.");
    // The parameter's type is named, so MCP's view writes it under `$defs` (2020-12) and refers to it.
    const ref = (search.inputSchema.properties as any).search.$ref as string;
    expect((search.inputSchema as any).$defs[ref.slice("#/$defs/".length)].properties.pattern.description).toBe("A glob such as '**/*.ts'.");
  });

  it("sends annotation values as written, leaving absent hints to MCP's defaults", async () => {
    const { tools } = await client.listTools();
    const annotations = Object.fromEntries(tools.map((t) => [t.name, t.annotations ?? {}]));
    expect(annotations).toEqual({
      "add-entity": {},
      delete_everything: { destructiveHint: true },
      "fetch-url": { idempotentHint: true, destructiveHint: false },
      "search-files": { readOnlyHint: true, openWorldHint: false },
    });
  });

  it("strips unknown properties before the call, at every level, and publishes the same closed schema", async () => {
    const result = await mod.dispatch("search-files", { root: "src", extra: 1, search: { pattern: "**/*.ts", recursive: true } });
    expect(result).toEqual({ ok: true, value: { root: "src", search: { pattern: "**/*.ts" } } });
    const schema = mod.tools.find((t) => t.name === "search-files")!.inputSchema;
    expect(schema.additionalProperties).toBe(false);
    expect((schema.properties as any).search.additionalProperties).toBe(false);
    const call = await client.callTool({ name: "search-files", arguments: { root: "src", search: { pattern: "*", flags: "i" }, verbose: true } });
    expect(call.isError).toBeFalsy();
    expect(JSON.parse((call.content as { text: string }[])[0].text)).toEqual({ root: "src", search: { pattern: "*" } });
  });

  it("strips within a union per branch: a failing branch's deletions are put back for the next", async () => {
    expect(await mod.dispatch("add-entity", `{"entity": {"kind": "company", "name": "Acme", "vat": "PT1", "city": "Porto"}}`)).toEqual({
      ok: true,
      value: { kind: "company", name: "Acme", vat: "PT1" },
    });
    expect(await mod.dispatch("add-entity", `{"entity": {"kind": "person", "name": "Ada", "vat": "x"}}`)).toEqual({
      ok: true,
      value: { kind: "person", name: "Ada" },
    });
  });

  it("still refuses unknown properties where @unknownProperties reject says so, naming the nearest", async () => {
    const result = await mod.dispatch("delete_everything", { confirm: true, confrim: true });
    expect(result.ok).toBe(false);
    expect(result.error?.message).toContain("unknown property `confrim`; did you mean `confirm`?");
    expect(await mod.dispatch("delete_everything", { confirm: true })).toEqual({ ok: true, value: true });
  });

  it("checks the uri format at dispatch", async () => {
    expect(await mod.dispatch("fetch-url", { url: "https://example.com/a?b#c" })).toEqual({ ok: true, value: "https://example.com/a?b#c" });
    for (const url of ["not a url", "http://example.com/%zz", "/relative"]) {
      const result = await mod.dispatch("fetch-url", { url });
      expect(result.error?.message).toContain("in uri format");
    }
  });
});

describe("an unknown format", () => {
  it("fails the build under strict, naming the known formats", async () => {
    const project = toolsProject(tempDir("migration-format"), `"use tools";\nimport type { Format } from "unplugin-toolcall/types";\nexport function fetchPage(url: string & Format<"url">) { return url; }\n`);
    const build = (strict: boolean) => buildFixture("esbuild", { ...project, options: { dts: false, strict } });
    await expect(build(true)).rejects.toThrow(/TC_UNKNOWN_FORMAT[\s\S]*Did you mean `uri`\?[\s\S]*Known formats: date-time, date/);
    const lax = await build(false);
    expect(lax.warnings.join("\n")).toContain("TC_UNKNOWN_FORMAT");
  });
});
