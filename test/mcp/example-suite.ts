/**
 * What both MCP examples (examples/cloudflare-worker under workerd,
 * examples/node-mcp under Node) must do for the official MCP client, and
 * how they refuse: no token (401 with `WWW-Authenticate`), a body over 1 MB
 * (413), a web page from another origin (403). Their tools are the quick
 * start's `forecast` and `get_order`, whose id is a `bigint`.
 */
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { expect, it } from "vitest";
import { BIG_ID, BIG_ID_MARK, connectClient, losslessFetch } from "./client.js";

export interface RunningExample {
  /** The MCP endpoint's URL. */
  url: string;
  /** The bearer token it accepts. */
  token: string;
}

const ping = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });

interface Answer {
  status: number;
  headers: Headers;
  /** The body, read in full: an unread body keeps its connection busy, and a failed status shows what the server said. */
  text: string;
}

async function post(example: RunningExample, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(example.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", Authorization: `Bearer ${example.token}`, ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The tests, inside the caller's `describe`; `running()` gives the started example. */
export function mcpExampleTests(running: () => RunningExample): void {
  it("lists and calls the tools for the official MCP client", async () => {
    const { url, token } = running();
    const client = await connectClient(url, { token });
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["forecast", "get_order"]);
      const good = await client.callTool({ name: "forecast", arguments: { city: "Lisbon", unit: "f" } });
      expect(good.structuredContent).toEqual({ city: "Lisbon", days: 3, unit: "f" });
      const bad = await client.callTool({ name: "forecast", arguments: { city: "Lisbon", days: 30, unti: "f" } });
      expect(bad.isError).toBe(true);
      expect(JSON.stringify(bad.content)).toContain("days: expected an integer >= 1 and <= 14, received 30");
      await expect(client.callTool({ name: "forecst", arguments: {} })).rejects.toThrow("Unknown tool `forecst`. Did you mean `forecast`?");
    } finally {
      await client.close();
    }
  });

  it("delivers a bigint id beyond 2^53 exactly, and answers with every digit", async () => {
    const { url, token } = running();
    const wire = losslessFetch();
    const client = await connectClient(url, { token, fetch: wire.fetch });
    try {
      const result = await client.callTool({ name: "get_order", arguments: { id: BIG_ID_MARK } });
      // 2^53 + 1 is odd ("open"); the 2^53 that JSON.parse would have made of it is even.
      expect(result.content).toEqual([{ type: "text", text: `{"id":${BIG_ID},"status":"open"}` }]);
      expect(wire.answers.at(-1)).toContain(`"structuredContent":{"id":${BIG_ID},"status":"open"}`);
    } finally {
      await client.close();
    }
  });

  it("answers a request without the token 401 with WWW-Authenticate", async () => {
    const example = running();
    const refused = await post(example, ping, { Authorization: "" });
    expect(refused.status, refused.text).toBe(401);
    expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
    const wrong = await post(example, ping, { Authorization: "Bearer not-the-token" });
    expect(wrong.status, wrong.text).toBe(401);
    const error = await connectClient(example.url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamableHTTPError);
    expect((error as StreamableHTTPError).code).toBe(401);
  });

  it("answers a body over 1 MB 413", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "forecast", arguments: { city: "x".repeat(1_000_000) } } });
    const response = await post(running(), body);
    expect(response.status, response.text).toBe(413);
    expect(JSON.parse(response.text).error.message).toBe("Payload Too Large: the body is over 1000000 bytes");
  });

  it("answers a page of another origin 403, its own origin as usual", async () => {
    const example = running();
    const foreign = await post(example, ping, { Origin: "https://evil.example" });
    expect(foreign.status, foreign.text).toBe(403);
    const own = await post(example, ping, { Origin: new URL(example.url).origin });
    expect(own.status, own.text).toBe(200);
  });
}
