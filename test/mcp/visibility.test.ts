/**
 * The `visible` option with two tokens through the official MCP client: the
 * guest's `authorize` result hides `get_order`, which must be missing from
 * its list (on every page) and refused exactly as a name that does not
 * exist, while the owner sees and calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { connectClient, type Fetch } from "./client.js";
import { loadFixtureModule } from "./handler-module.js";

const URL_ = "http://mcp.test/mcp";
const mod = await loadFixtureModule("mcp-visibility");

const users: Record<string, { user: string; admin: boolean }> = { "owner-token": { user: "ada", admin: true }, "guest-token": { user: "bob", admin: false } };
const asked: unknown[] = [];
const handler = mod.mcpHandler({
  authorize: (request: Request) => users[request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? ""] ?? new Response("Unauthorized", { status: 401 }),
  visible: (declaration: { kind: string; name: string }, ctx: { admin: boolean }) => {
    asked.push(declaration);
    return declaration.name !== "get_order" || ctx.admin;
  },
  // One tool a page, so a hidden tool between visible ones is skipped across pages too.
  pageSize: 1,
});
const viaHandler: Fetch = (url, init) => handler(new Request(url, init));

/** Every page of tools/list, by name. */
async function allNames(client: Client): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor });
    names.push(...page.tools.map((t) => t.name));
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return names;
}

describe("per-caller visibility (the visible option)", () => {
  let owner: Client;
  let guest: Client;
  beforeAll(async () => {
    owner = await connectClient(URL_, { fetch: viaHandler, token: "owner-token" });
    guest = await connectClient(URL_, { fetch: viaHandler, token: "guest-token" });
  });
  afterAll(async () => {
    await owner?.close();
    await guest?.close();
  });

  it("lists a tool only to the callers it is visible to, and asks by kind and name", async () => {
    expect(await allNames(owner)).toEqual(["echo", "get_order", "whoami"]);
    expect(await allNames(guest)).toEqual(["echo", "whoami"]);
    expect(asked).toContainEqual({ kind: "tool", name: "get_order" });
  });

  it("lets the owner call it", async () => {
    const result = await owner.callTool({ name: "get_order", arguments: { id: 8 } });
    expect(result.structuredContent).toEqual({ id: 8, status: "shipped" });
  });

  it("refuses the guest's call as an unknown name's, naming only the tools it sees", async () => {
    const hidden = await guest.callTool({ name: "get_order", arguments: { id: 8 } }).catch((e: Error) => e);
    const missing = await guest.callTool({ name: "get_invoice", arguments: { id: 8 } }).catch((e: Error) => e);
    expect(hidden).toBeInstanceOf(Error);
    expect(missing).toBeInstanceOf(Error);
    // Same code, and the same text but for the name asked for: nothing tells them apart.
    expect((hidden as { code?: number }).code).toBe(-32602);
    expect((missing as { code?: number }).code).toBe(-32602);
    expect((hidden as Error).message).toBe("MCP error -32602: Unknown tool `get_order`. Available tools: echo, whoami.");
    expect((missing as Error).message).toBe("MCP error -32602: Unknown tool `get_invoice`. Available tools: echo, whoami.");
  });

  it("does not suggest a hidden tool for a near miss", async () => {
    await expect(owner.callTool({ name: "get_ordr", arguments: {} })).rejects.toThrow("Did you mean `get_order`?");
    const guessed = await guest.callTool({ name: "get_ordr", arguments: {} }).catch((e: Error) => e.message);
    expect(guessed).toBe("MCP error -32602: Unknown tool `get_ordr`. Available tools: echo, whoami.");
  });
});

/**
 * The same option over resources, templates and prompts (test/mcp/fixture's
 * content.ts): the guest does not see the `appConfig` resource, the
 * `order` template or the `review_code` prompt, and reading, getting,
 * subscribing to or completing them is refused as for ones that do not exist.
 */
describe("per-caller visibility of resources, templates and prompts", async () => {
  const content = await loadFixtureModule("mcp-visibility-content", ["tools.ts", "content.ts"]);
  const hidden = new Set(["appConfig", "order", "review_code"]);
  const contentHandler = content.mcpHandler({
    authorize: (request: Request) => users[request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? ""] ?? new Response("Unauthorized", { status: 401 }),
    visible: (declaration: { kind: string; name: string }, ctx: { admin: boolean }) => !hidden.has(declaration.name) || ctx.admin,
    sessions: true,
  });
  const viaContent: Fetch = (url, init) => contentHandler(new Request(url, init));
  let owner: Client;
  let guest: Client;
  beforeAll(async () => {
    owner = await connectClient(URL_, { fetch: viaContent, token: "owner-token" });
    guest = await connectClient(URL_, { fetch: viaContent, token: "guest-token" });
  });
  afterAll(async () => {
    await owner?.close();
    await guest?.close();
  });
  const failure = (promise: Promise<unknown>) => promise.then(() => "no error", (e: Error & { code?: number }) => `${e.code} ${e.message}`);

  it("lists them only to the callers they are visible to", async () => {
    const names = async (client: Client) => ({
      resources: (await client.listResources()).resources.map((r) => r.name),
      templates: (await client.listResourceTemplates()).resourceTemplates.map((t) => t.name),
      prompts: (await client.listPrompts()).prompts.map((p) => p.name),
    });
    const all = await names(owner);
    expect(all.resources).toContain("appConfig");
    expect(all.templates).toContain("order");
    expect(all.prompts).toContain("review_code");
    const seen = await names(guest);
    expect(seen).toEqual({
      resources: all.resources.filter((n) => n !== "appConfig"),
      templates: all.templates.filter((n) => n !== "order"),
      prompts: all.prompts.filter((n) => n !== "review_code"),
    });
  });

  it("refuses the guest's read and subscription of a hidden resource or template as an unknown URI's", async () => {
    expect((await owner.readResource({ uri: "config://app" })).contents).toHaveLength(1);
    expect(await failure(guest.readResource({ uri: "config://app" }))).toBe("-32002 MCP error -32002: Resource not found: config://app");
    expect(await failure(guest.readResource({ uri: "orders://pro/42" }))).toBe("-32002 MCP error -32002: Resource not found: orders://pro/42");
    expect(await failure(guest.subscribeResource({ uri: "config://app" }))).toBe("-32002 MCP error -32002: Resource not found: config://app");
    expect(await failure(owner.subscribeResource({ uri: "config://app" }))).toBe("no error");
  });

  it("refuses the guest's get of a hidden prompt as an unknown name's, naming only the prompts it sees", async () => {
    expect(await failure(owner.getPrompt({ name: "review_code", arguments: { code: "x", language: "ts" } }))).toBe("no error");
    const hiddenPrompt = await failure(guest.getPrompt({ name: "review_code", arguments: { code: "x", language: "ts" } }));
    const missing = await failure(guest.getPrompt({ name: "review_cod", arguments: {} }));
    expect(hiddenPrompt).toBe("-32602 MCP error -32602: Unknown prompt `review_code`. Available prompts: greet.");
    expect(missing).toBe("-32602 MCP error -32602: Unknown prompt `review_cod`. Available prompts: greet.");
  });

  it("refuses to complete the arguments of a hidden prompt or template as of ones that do not exist", async () => {
    const ask = (client: Client, ref: { type: "ref/prompt"; name: string } | { type: "ref/resource"; uri: string }, name: string) =>
      failure(client.complete({ ref, argument: { name, value: "" } }));
    expect(await ask(owner, { type: "ref/prompt", name: "review_code" }, "style")).toBe("no error");
    expect(await ask(guest, { type: "ref/prompt", name: "review_code" }, "style")).toBe('-32602 MCP error -32602: Invalid params: no prompt or resource template is "review_code"');
    expect(await ask(owner, { type: "ref/resource", uri: "orders://{plan}/{id}" }, "plan")).toBe("no error");
    expect(await ask(guest, { type: "ref/resource", uri: "orders://{plan}/{id}" }, "plan")).toBe('-32602 MCP error -32602: Invalid params: no prompt or resource template is "orders://{plan}/{id}"');
  });
});
