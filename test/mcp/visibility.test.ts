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
