import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Extractor } from "../../packages/core/src/extract/index.js";
import { virtualToolsText, writeVirtualTools } from "../../packages/core/test/virtual-tools.js";
import { runtimeEntry } from "./harness.js";
import { connectInMemory } from "../helpers/mcp-in-memory.js";
import { tempDir } from "../helpers/temp-dir.js";

// MCP structuredContent must match the tool's outputSchema: a
// `bigint & Wire<"string">` is the decimal string there (every digit), a plain
// `bigint` a number. The real pipeline: the extractor reads bigint-fixture,
// the module generator writes virtual:tools, ajv and the official MCP client
// check the results.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "bigint-fixture");
const extracted = new Extractor({ root }).extract([path.join(root, "src/tools.ts")]);
const outDir = tempDir("providers-mcp-bigint");
const mod = await import(writeVirtualTools(outDir, virtualToolsText(extracted.tools, runtimeEntry)));

const schemaOf = (name: string) => mod.mcpTools().find((t: { name: string }) => t.name === name).outputSchema;
const ID = "1161740049382842369";

/** Calls `name` through mcpToolResult; fails unless structuredContent matches the outputSchema (ajv, 2020-12). */
async function callValid(name: string) {
  const result = await mod.mcpToolResult({ name, arguments: {} });
  expect(result.isError, JSON.stringify(result)).toBeUndefined();
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.validate(schemaOf(name), result.structuredContent);
  expect(ajv.errors ?? [], JSON.stringify(result.structuredContent)).toEqual([]);
  return result as { structuredContent: any; content: { type: "text"; text: string }[] };
}

describe("MCP structuredContent follows the outputSchema for bigints", () => {
  it("extracts the fixture without errors", () => {
    expect(extracted.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("a Wire<\"string\"> bigint is its decimal string (properties, items, nullable, Record); a plain bigint a number", async () => {
    const { structuredContent, content } = await callValid("get_account");
    expect(structuredContent).toEqual({
      id: ID,
      balance: 12,
      friends: ["1161740049382842370", "7"],
      parent: null,
      tags: { owner: "9007199254740993" },
    });
    // The text copy is the same data.
    expect(JSON.parse(content[0].text)).toEqual(structuredContent);
  });

  it("follows $ref through a recursive type", async () => {
    const { structuredContent } = await callValid("id_tree");
    expect(structuredContent).toEqual({ result: { id: "9007199254740993", children: [{ id: String(2n ** 63n), children: [] }] } });
  });

  it("a non-object return type is wrapped as { result }", async () => {
    expect((await callValid("one_id")).structuredContent).toEqual({ result: ID });
    expect((await callValid("maybe_ids")).structuredContent).toEqual({ result: ["-1161740049382842369"] });
    expect((await callValid("id_pair")).structuredContent).toEqual({ result: ["18446744073709551615", 5] });
  });

  it("picks the union branch each object can be (anyOf of object types)", async () => {
    expect((await callValid("events")).structuredContent).toEqual({
      result: [
        { kind: "account", value: "5" },
        { kind: "amount", value: 5 },
        { kind: "account", value: ID },
      ],
    });
  });

  it("a plain bigint beyond 2^53 stays a number (matching integer); the text copy keeps every digit", async () => {
    const { structuredContent, content } = await callValid("supply");
    expect(structuredContent).toEqual({ result: Number(2n ** 70n) });
    expect(content[0].text).toBe(`{"result":${2n ** 70n}}`);
  });
});

describe("the official MCP client accepts the results (it validates structuredContent itself)", () => {
  let client: Client;
  let close = async () => {};
  beforeAll(async () => {
    ({ client, close } = await connectInMemory(mod));
    await client.listTools(); // the client caches each tool's outputSchema validator from the list
  });
  afterAll(() => close());

  // id_pair returns a tuple: the SDK client validates with draft-07 rules, so the MCP view
  // must not carry a tuple's `items: false` (which draft-07 applies to every element).
  it.each(["get_account", "id_tree", "one_id", "maybe_ids", "events", "supply", "id_pair"])("%s", async (name) => {
    const result = await client.callTool({ name, arguments: {} });
    expect(result.isError, JSON.stringify(result)).toBeFalsy();
    expect(result.structuredContent).toEqual((await mod.mcpToolResult({ name, arguments: {} })).structuredContent);
  });

  it("get_account's id arrives with every digit", async () => {
    const result = await client.callTool({ name: "get_account", arguments: {} });
    expect((result.structuredContent as { id: unknown }).id).toBe(ID);
  });
});
