/**
 * docs/mcp.md's resources, prompts and completion are code, so they are run:
 * its `src/content.ts` beside its one-line Worker is built with the real
 * plugin (esbuild), and the official MCP client, through the built
 * `mcpHandler`, must get exactly the answers the page shows.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { buildFixture, toolsProject } from "../helpers/build-basic.js";
import { connectClient } from "../mcp/client.js";
import { tempDir } from "../helpers/temp-dir.js";

const PAGE = "docs/mcp.md";

describe("docs/mcp.md: resources, prompts and completion", () => {
  let client: Client;

  beforeAll(async () => {
    const project = toolsProject(tempDir("docs-mcp-content"), docExample(PAGE, "src/content.ts"));
    writeFileSync(project.entry, docExample(PAGE, "mcp-worker.ts"));
    const out = await buildFixture("esbuild", { ...project, options: { include: ["src/**/*.ts"], dts: false } });
    const worker = (await import(pathToFileURL(out.file).href)) as { default: { fetch(request: Request): Promise<Response> } };
    client = await connectClient("http://localhost/mcp", { fetch: (url, init) => worker.default.fetch(new Request(url, init)) });
  });
  afterAll(() => client?.close());

  it("reads the resource and the template it declares", async () => {
    expect((await client.readResource({ uri: "config://app" })).contents).toEqual([{ uri: "config://app", mimeType: "application/json", text: '{"theme":"dark","beta":false}' }]);
    expect((await client.readResource({ uri: "orders://pro/42" })).contents).toEqual([{ uri: "orders://pro/42", mimeType: "text/plain", text: "Order 42 on the pro plan." }]);
    const { code, message } = JSON.parse(docExample(PAGE, "read-error")) as { code: number; message: string };
    const error = (await client.readResource({ uri: "orders://pro/4x" }).then(
      () => undefined,
      (e: unknown) => e,
    )) as { code: number; message: string } | undefined;
    expect([error?.code, error?.message]).toEqual([code, `MCP error ${code}: ${message}`]);
  });

  it("lists and gets the prompt", async () => {
    expect((await client.listPrompts()).prompts).toEqual([JSON.parse(docExample(PAGE, "prompt-list"))]);
    const got = await client.getPrompt({ name: "review_code", arguments: { code: "x = 1", language: "python" } });
    expect(got.messages).toEqual([{ role: "user", content: { type: "text", text: "Give a quick review of this python code:\n\nx = 1" } }]);
  });

  it("completes as the page says", async () => {
    const complete = (ref: { type: "ref/prompt"; name: string } | { type: "ref/resource"; uri: string }, name: string, value: string) =>
      client.complete({ ref, argument: { name, value } });
    expect((await complete({ type: "ref/prompt", name: "review_code" }, "depth", "t")).completion.values).toEqual(["thorough"]);
    expect((await complete({ type: "ref/resource", uri: "orders://{plan}/{number}" }, "plan", "")).completion.values).toEqual(["free", "pro"]);
    expect(await complete({ type: "ref/prompt", name: "review_code" }, "language", "py")).toEqual(JSON.parse(docExample(PAGE, "complete-language")));
  });
});
