/**
 * Resources, resource templates, prompts and completion from plain exported
 * functions (test/mcp/fixture/src/content.ts), through `mcpHandler` of a
 * generated `virtual:tools`, asked by the official MCP client: the lists,
 * reads by URI and by template (variables checked and converted by each
 * function's checker), prompts with their arguments, and completion from
 * the types and from a `@complete` function.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIG_ID, connectClient, type Fetch } from "./client.js";
import { loadFixtureModule, type McpModule } from "./handler-module.js";

const URL_ = "http://mcp.test/mcp";
const mod = (await loadFixtureModule("mcp-declarations", ["tools.ts", "content.ts"])) as McpModule & { tools: { name: string }[]; resources: unknown[]; prompts: unknown[] };
type Handler = ReturnType<McpModule["mcpHandler"]>;
const viaHandler = (handler: Handler): Fetch => (url, init) => handler(new Request(url, init));

describe("resources, prompts and completion through mcpHandler", () => {
  let client: Awaited<ReturnType<typeof connectClient>>;
  beforeAll(async () => {
    client = await connectClient(URL_, { fetch: viaHandler(mod.mcpHandler({ authorize: () => ({ user: "ada" }) })) });
  });
  afterAll(() => client?.close());

  it("declares each kind it has, and keeps resources and prompts out of the tools", async () => {
    expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false }, resources: { listChanged: false }, prompts: { listChanged: false }, completions: {}, logging: {} });
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["echo", "get_order", "whoami"]);
    expect(mod.tools.map((t) => t.name)).toEqual(["echo", "get_order", "whoami"]);
  });

  it("lists resources and templates with their descriptions and MIME types", async () => {
    expect((await client.listResources()).resources).toEqual([
      { uri: "config://app", name: "appConfig", description: "The app's settings.", mimeType: "application/json" },
      { uri: "images://logo", name: "logo", description: "The app's logo.", mimeType: "image/png" },
    ]);
    expect((await client.listResourceTemplates()).resourceTemplates).toEqual([
      { uriTemplate: "orders://{plan}/{id}", name: "order", description: "An order of a plan." },
      { uriTemplate: "users://{id}/profile", name: "userProfile", description: "A user's profile, as the caller sees it." },
    ]);
    expect(mod.resources).toEqual((await client.listResources()).resources);
  });

  it("reads text and blob resources", async () => {
    expect((await client.readResource({ uri: "config://app" })).contents).toEqual([{ uri: "config://app", mimeType: "application/json", text: '{"theme":"dark"}' }]);
    expect((await client.readResource({ uri: "images://logo" })).contents).toEqual([
      { uri: "images://logo", mimeType: "image/png", blob: Buffer.from([137, 80, 78, 71, 0, 255]).toString("base64") },
    ]);
  });

  it("reads a template with its variables converted by type, and the ToolContext passed", async () => {
    expect((await client.readResource({ uri: "users://42/profile" })).contents).toEqual([{ uri: "users://42/profile", mimeType: "text/plain", text: "user 42 (number), read by ada" }]);
    // Every digit of a bigint, an enum's value, percent-decoding.
    const [order] = (await client.readResource({ uri: `orders://pro/${BIG_ID}` })).contents;
    expect(order).toMatchObject({ text: `pro order ${BIG_ID} (bigint)` });
  });

  it("refuses a variable its type does not take with the checker's words, and an unknown URI as not found", async () => {
    await expect(client.readResource({ uri: "users://4.5/profile" })).rejects.toThrow(/-32602.*id: expected an integer/s);
    await expect(client.readResource({ uri: "orders://gold/1" })).rejects.toThrow(/-32602.*plan/s);
    await expect(client.readResource({ uri: "users://1/settings" })).rejects.toThrow(/-32002.*Resource not found: users:\/\/1\/settings/s);
  });

  it("lists prompts with their arguments: required from optionality, enum values described", async () => {
    expect((await client.listPrompts()).prompts).toEqual([
      { name: "greet", description: "Greets someone.", arguments: [{ name: "name", required: true }, { name: "times", required: false }] },
      {
        name: "review_code",
        description: "Asks for a review of some code.",
        arguments: [
          { name: "code", description: "The code to review.", required: true },
          { name: "language", description: "Its language.", required: true },
          { name: "style", description: "One of: terse, thorough.", required: false },
        ],
      },
    ]);
  });

  it("gets a prompt: a string is one user message, typed messages are sent as they are", async () => {
    expect(await client.getPrompt({ name: "greet", arguments: { name: "Ada", times: "3" } })).toEqual({
      description: "Greets someone.",
      messages: [{ role: "user", content: { type: "text", text: "Say hello to Ada 3 times." } }],
    });
    const review = await client.getPrompt({ name: "review_code", arguments: { code: "x = 1", language: "python", style: "terse" } });
    expect(review.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(review.messages[0]!.content).toEqual({ type: "text", text: "Review this python code, tersely:\nx = 1" });
  });

  it("refuses bad prompt arguments and unknown prompts", async () => {
    await expect(client.getPrompt({ name: "greet", arguments: { name: "Ada", times: "many" } })).rejects.toThrow(/-32602.*times: expected an integer/s);
    await expect(client.getPrompt({ name: "greet", arguments: {} })).rejects.toThrow(/-32602.*name/s);
    await expect(client.getPrompt({ name: "gret" })).rejects.toThrow(/Unknown prompt `gret`. Did you mean `greet`\?/);
  });

  it("completes literal unions and enums by prefix with no code, and others through @complete", async () => {
    const values = async (ref: { type: "ref/prompt"; name: string } | { type: "ref/resource"; uri: string }, name: string, value: string, args?: Record<string, string>) =>
      (await client.complete({ ref, argument: { name, value }, ...(args ? { context: { arguments: args } } : {}) })).completion;
    expect(await values({ type: "ref/prompt", name: "review_code" }, "style", "t")).toEqual({ values: ["terse", "thorough"], total: 2, hasMore: false });
    expect(await values({ type: "ref/prompt", name: "review_code" }, "style", "th")).toMatchObject({ values: ["thorough"] });
    expect(await values({ type: "ref/resource", uri: "orders://{plan}/{id}" }, "plan", "")).toMatchObject({ values: ["free", "pro"] });
    // An open type without @complete has nothing to offer.
    expect(await values({ type: "ref/prompt", name: "greet" }, "name", "A")).toMatchObject({ values: [] });
    expect(await values({ type: "ref/prompt", name: "review_code" }, "language", "py")).toMatchObject({ values: ["python"] });
    expect(await values({ type: "ref/prompt", name: "review_code" }, "language", "for", { code: "x" })).toMatchObject({ values: ["for x"] });
    await expect(values({ type: "ref/prompt", name: "review_code" }, "lang", "")).rejects.toThrow(/has no argument `lang`/);
  });
});

describe("pages", () => {
  it("pages resources, templates and prompts by pageSize, and refuses a cursor it did not give", async () => {
    const client = await connectClient(URL_, { fetch: viaHandler(mod.mcpHandler({ pageSize: 1 })) });
    try {
      const first = await client.listResources();
      expect([first.resources.map((r) => r.uri), first.nextCursor]).toEqual([["config://app"], "1"]);
      const second = await client.listResources({ cursor: first.nextCursor });
      expect([second.resources.map((r) => r.uri), second.nextCursor]).toEqual([["images://logo"], undefined]);
      expect((await client.listResourceTemplates({ cursor: "1" })).resourceTemplates.map((t) => t.name)).toEqual(["userProfile"]);
      expect((await client.listPrompts()).nextCursor).toBe("1");
      await expect(client.listPrompts({ cursor: "9" })).rejects.toThrow(/-32602.*cursor/s);
    } finally {
      await client.close();
    }
  });
});

describe("a module of tools only", async () => {
  const toolsOnly = await loadFixtureModule("mcp-declarations-tools-only");
  it("declares no resources or prompts, and their methods are not found", async () => {
    const client = await connectClient(URL_, { fetch: viaHandler(toolsOnly.mcpHandler()) });
    try {
      expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false }, logging: {} });
      await expect(client.request({ method: "resources/list", params: {} }, (await import("@modelcontextprotocol/sdk/types.js")).ListResourcesResultSchema)).rejects.toThrow(/-32601/);
    } finally {
      await client.close();
    }
  });
});
