/**
 * `mcpHandler` of a generated `virtual:tools`, called in-process with fetch
 * API requests: the official MCP client through it (its `fetch` option
 * routes to the handler), then the transport rules one request at a time:
 * versions and batches, media types, limits, origins, authorization, paging
 * and session mode.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIG_ID, BIG_ID_MARK, connectClient, losslessFetch, type Fetch } from "./client.js";
import { loadFixtureModule, type McpModule } from "./handler-module.js";

const URL_ = "http://mcp.test/mcp";
const mod: McpModule = await loadFixtureModule("mcp-handler");

type Handler = ReturnType<McpModule["mcpHandler"]>;
const viaHandler = (handler: Handler): Fetch => (url, init) => handler(new Request(url, init));

const rpc = (method: string, params?: unknown, id: unknown = 1) => ({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

/** POSTs `body` (an object, or JSON text as is) to the handler. */
function post(handler: Handler, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return handler(
    new Request(URL_, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

describe("the official MCP client through mcpHandler (stateless)", () => {
  const handler = mod.mcpHandler({ authorize: () => ({ user: "ada" }) });
  const wire = losslessFetch(viaHandler(handler));
  let client: Awaited<ReturnType<typeof connectClient>>;
  beforeAll(async () => {
    client = await connectClient(URL_, { fetch: wire.fetch });
  });
  afterAll(() => client?.close());

  it("initializes without a session and lists the tools", async () => {
    expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false }, logging: {} });
    expect(client.getServerVersion()).toEqual({ name: "toolcall", version: "1.0.0" });
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["echo", "get_order", "whoami"]);
  });

  it("hands the tools authorize's result as their ToolContext", async () => {
    expect((await client.callTool({ name: "whoami", arguments: {} })).structuredContent).toEqual({ result: "ada" });
  });

  it("keeps every digit of a bigint beyond 2^53, in and out", async () => {
    const result = await client.callTool({ name: "get_order", arguments: { id: BIG_ID_MARK } });
    // The tool saw 2^53 + 1 (odd: "open"); 2^53, what JSON.parse makes of it, is even.
    expect(result.isError).toBeFalsy();
    expect(result.content).toEqual([{ type: "text", text: `{"id":${BIG_ID},"status":"open"}` }]);
    expect(wire.answers.at(-1)).toContain(`"structuredContent":{"id":${BIG_ID},"status":"open"}`);
  });

  it("answers a bad call with isError and an unknown tool with dispatch's message", async () => {
    const bad = await client.callTool({ name: "get_order", arguments: { id: "seven" } });
    expect(bad.isError).toBe(true);
    expect(JSON.stringify(bad.content)).toContain("id: expected an integer");
    const { error } = (await mod.dispatch("get_ordr", "{}")) as { error: { message: string } };
    await expect(client.callTool({ name: "get_ordr", arguments: {} })).rejects.toThrow(error.message);
    expect(error.message).toContain("Did you mean `get_order`?");
  });
});

describe("mcpHandler, one request at a time", () => {
  const handler = mod.mcpHandler();

  it("echoes an id beyond 2^53 as sent", async () => {
    const response = await post(handler, `{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"ping"}`);
    expect(await response.text()).toBe('{"jsonrpc":"2.0","id":123456789012345678901234567890,"result":{}}');
  });

  it("negotiates the version: the client's when supported, else the newest", async () => {
    const init = (protocolVersion: string) => post(handler, rpc("initialize", { protocolVersion, capabilities: {}, clientInfo: { name: "t", version: "1" } }));
    for (const version of ["2025-11-25", "2025-06-18", "2025-03-26"]) expect((await (await init(version)).json()).result.protocolVersion).toBe(version);
    expect((await (await init("2024-11-05")).json()).result.protocolVersion).toBe("2025-11-25");
    const refused = await post(handler, rpc("ping"), { "MCP-Protocol-Version": "1999-01-01" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain("unsupported MCP-Protocol-Version 1999-01-01");
  });

  it("answers a batch in 2025-03-26 (the version assumed without the header), and refuses one in later versions", async () => {
    const batch = [rpc("ping", undefined, 1), { jsonrpc: "2.0", method: "notifications/initialized" }, rpc("tools/call", { name: "echo", arguments: { text: "hi" } }, 2), { nope: 1 }];
    const answered = await post(handler, batch);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual([
      { jsonrpc: "2.0", id: 1, result: {} },
      { jsonrpc: "2.0", id: 2, result: { content: [{ type: "text", text: '{"result":"hi"}' }], structuredContent: { result: "hi" } } },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.stringContaining("Invalid Request") } },
    ]);
    expect((await post(handler, batch, { "MCP-Protocol-Version": "2025-03-26" })).status).toBe(200);
    for (const version of ["2025-06-18", "2025-11-25"]) {
      const refused = await post(handler, batch, { "MCP-Protocol-Version": version });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.message).toBe(`Invalid Request: MCP ${version} has no JSON-RPC batches; send one message per POST`);
    }
    expect((await post(handler, [rpc("initialize", { protocolVersion: "2025-03-26" }), rpc("ping", undefined, 2)])).status).toBe(400);
  });

  it("accepts notifications and responses with 202 and no body", async () => {
    const accepted = await post(handler, { jsonrpc: "2.0", method: "notifications/initialized" });
    expect(accepted.status).toBe(202);
    expect(await accepted.text()).toBe("");
    expect((await post(handler, { jsonrpc: "2.0", id: 5, result: {} })).status).toBe(202);
  });

  it("answers JSON-RPC errors: parse error, invalid request, method not found, bad cursor", async () => {
    const parse = await post(handler, '{"jsonrpc": "2.0", ');
    expect(parse.status).toBe(400);
    expect((await parse.json()).error.code).toBe(-32700);
    const deep = await post(handler, "[".repeat(10_000) + "]".repeat(10_000));
    expect(deep.status).toBe(400);
    expect((await post(handler, { jsonrpc: "1.0", id: 1, method: "ping" })).status).toBe(400);
    expect((await (await post(handler, rpc("resources/list"))).json()).error).toEqual({ code: -32601, message: expect.stringContaining("Method not found: resources/list") });
    expect((await (await post(handler, rpc("tools/list", { cursor: "x" }))).json()).error.code).toBe(-32602);
  });

  it("pages tools/list by pageSize", async () => {
    const paged = mod.mcpHandler({ pageSize: 2 });
    const first = (await (await post(paged, rpc("tools/list"))).json()).result;
    expect(first.tools.map((t: { name: string }) => t.name)).toEqual(["echo", "get_order"]);
    const second = (await (await post(paged, rpc("tools/list", { cursor: first.nextCursor }))).json()).result;
    expect(second).toEqual({ tools: [expect.objectContaining({ name: "whoami" })] });
  });

  it("answers with an event stream only to a client that accepts nothing else", async () => {
    const json = await post(handler, rpc("ping"));
    expect(json.headers.get("content-type")).toBe("application/json");
    const sse = await post(handler, rpc("ping"), { Accept: "text/event-stream" });
    expect(sse.headers.get("content-type")).toBe("text/event-stream");
    expect(await sse.text()).toBe('event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n');
    expect((await post(handler, rpc("ping"), { Accept: "text/html" })).status).toBe(406);
  });

  it("refuses another media type (415), and GET and DELETE when stateless (405)", async () => {
    expect((await post(handler, rpc("ping"), { "Content-Type": "text/plain" })).status).toBe(415);
    for (const method of ["GET", "DELETE"]) {
      const response = await handler(new Request(URL_, { method, headers: { Accept: "text/event-stream" } }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    }
  });

  it("answers a body over the limit with 413, declared or streamed", async () => {
    const small = mod.mcpHandler({ maxBodyBytes: 1000 });
    const big = JSON.stringify(rpc("tools/call", { name: "echo", arguments: { text: "x".repeat(2000) } }));
    const declared = await post(small, big);
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.message).toBe("Payload Too Large: the body is over 1000 bytes");
    const chunks = [new TextEncoder().encode(big.slice(0, 600)), new TextEncoder().encode(big.slice(600))];
    const streamed = new ReadableStream({ pull: (c) => (chunks.length ? c.enqueue(chunks.shift()) : c.close()) });
    const request = new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json" }, body: streamed, duplex: "half" } as RequestInit);
    expect((await small(request)).status).toBe(413);
    // The default is 1 MB.
    expect((await post(handler, JSON.stringify(rpc("tools/call", { name: "echo", arguments: { text: "x".repeat(1_000_000) } })))).status).toBe(413);
    expect((await post(handler, JSON.stringify(rpc("tools/call", { name: "echo", arguments: { text: "x".repeat(999_000) } })))).status).toBe(200);
  });

  it("answers no page of a public host by default, its own once the host is listed; allowedOrigins adds some, with CORS", async () => {
    // mcp.test is not loopback: a page there may be a DNS rebinding attack (more in rebinding.test.ts).
    expect((await post(handler, rpc("ping"), { Origin: "http://mcp.test" })).status).toBe(403);
    expect((await post(mod.mcpHandler({ allowedHosts: ["mcp.test"] }), rpc("ping"), { Origin: "http://mcp.test" })).status).toBe(200);
    const foreign = await post(handler, rpc("ping"), { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toBe("Forbidden: this MCP endpoint does not answer pages from https://evil.example");
    expect((await post(handler, rpc("ping"), { Origin: "null" })).status).toBe(403);

    const open = mod.mcpHandler({ allowedOrigins: ["https://app.example"] });
    const cross = await post(open, rpc("ping"), { Origin: "https://app.example" });
    expect(cross.status).toBe(200);
    expect(cross.headers.get("access-control-allow-origin")).toBe("https://app.example");
    const preflight = await open(new Request(URL_, { method: "OPTIONS", headers: { Origin: "https://app.example" } }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Mcp-Protocol-Version");
    expect((await post(open, rpc("ping"), { Origin: "https://evil.example" })).status).toBe(403);
  });

  it("keeps the untrusted-input guarantees of dispatch: __proto__ stays a key, nothing throws", async () => {
    const answer = await (await post(handler, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"a","__proto__":{"x":1}}}}`)).json();
    expect(answer.result.isError).toBe(true);
    expect(answer.result.content[0].text).toContain("__proto__");
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    for (const params of [{ name: 42 }, { name: "echo", arguments: "text" }, { name: "echo", arguments: [1] }]) {
      const response = await post(handler, rpc("tools/call", params));
      expect(response.status).toBe(200);
    }
  });
});

describe("mcpHandler authorization", () => {
  const TOKEN = "s3cret";
  const handler = mod.mcpHandler({
    authorize: (request: Request) => (request.headers.get("authorization") === `Bearer ${TOKEN}` ? { user: "grace" } : new Response("no", { status: 401 })),
    protectedResource: { authorization_servers: ["https://auth.example"], scopes_supported: ["tools"] },
  });

  it("answers a refused request 401 with WWW-Authenticate naming the protected-resource metadata", async () => {
    const refused = await post(handler, rpc("ping"));
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe('Bearer resource_metadata="http://mcp.test/.well-known/oauth-protected-resource/mcp"');
    expect((await post(handler, rpc("ping"), { Authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it("serves the metadata (RFC 9728) without authorization", async () => {
    const response = await handler(new Request("http://mcp.test/.well-known/oauth-protected-resource/mcp"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      resource: "http://mcp.test/mcp",
      bearer_methods_supported: ["header"],
      authorization_servers: ["https://auth.example"],
      scopes_supported: ["tools"],
    });
  });

  it("leaves a refusal that already says how to authenticate as it is", async () => {
    const own = mod.mcpHandler({ authorize: () => new Response("no", { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="x"' } }) });
    expect((await post(own, rpc("ping"))).headers.get("www-authenticate")).toBe('Bearer realm="x"');
    const plain = mod.mcpHandler({ authorize: () => new Response("no", { status: 401 }) });
    expect((await post(plain, rpc("ping"))).headers.get("www-authenticate")).toBe("Bearer");
  });
});

describe("mcpHandler in session mode", () => {
  const handler = mod.mcpHandler({ sessions: true });

  it("opens a session at initialize, requires it after, and ends it with DELETE", async () => {
    const init = await post(handler, rpc("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } }));
    const id = init.headers.get("mcp-session-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Session mode can say a list changed, so resources and prompts are declared before the first one exists.
    expect((await init.json()).result.capabilities).toEqual({ tools: { listChanged: true }, resources: { subscribe: true, listChanged: true }, prompts: { listChanged: true }, completions: {}, logging: {} });
    expect((await post(handler, rpc("ping"))).status).toBe(400);
    expect((await post(handler, rpc("ping"), { "Mcp-Session-Id": "nope" })).status).toBe(404);
    expect((await post(handler, rpc("ping"), { "Mcp-Session-Id": id })).status).toBe(200);
    // The session speaks 2025-06-18: no batches, even without the version header.
    expect((await post(handler, [rpc("ping")], { "Mcp-Session-Id": id })).status).toBe(400);
    const ended = await handler(new Request(URL_, { method: "DELETE", headers: { "Mcp-Session-Id": id } }));
    expect(ended.status).toBe(200);
    expect((await post(handler, rpc("ping"), { "Mcp-Session-Id": id })).status).toBe(404);
  });

  it("tells the official client's event stream that the tools changed", async () => {
    const { ToolListChangedNotificationSchema } = await import("@modelcontextprotocol/sdk/types.js");
    const client = await connectClient(URL_, { fetch: viaHandler(handler) });
    const changed = new Promise<void>((resolve) => client.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve()));
    // The client opens its GET stream after initialize; give it a moment, then announce.
    for (let i = 0; i < 50; i++) {
      handler.toolsChanged();
      const done = await Promise.race([changed.then(() => true), new Promise((r) => setTimeout(() => r(false), 50))]);
      if (done) break;
    }
    await changed;
    await client.close();
  });
});
