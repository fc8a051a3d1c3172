/**
 * The playground's worker (playground/src/worker.ts), built with the
 * playground's own Vite config, served by workerd and called over HTTP the
 * way a model-driven client would: tool lists per provider, good calls,
 * lossless bigints, and the model-facing errors. The Node build of the same
 * app runs its demo, and answers every demo call exactly as the worker does.
 * Everything runs twice: as built, and minified (as a production deploy
 * would ship it), since minifying renames every function and variable.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CALLS } from "../../playground/src/demo.js";
import { playgroundConfig, type PlaygroundTarget } from "../../playground/vite.config.js";
import { runNode, startNodeServer, type RunningServer } from "./node-server.js";
import { tempDir } from "../helpers/temp-dir.js";
import { startWorkerd, type RunningWorkerd } from "./workerd.js";

const TOOL_NAMES = ["forecast", "get_user", "list_my_orders", "searchPlaces", "setReminder"];
const ADA = "1161740049382842369";
const ALAN = "1161740049382842370";

/** One successful MCP call per tool, with the request headers its context needs. */
const MCP_CALLS: { tool: string; args: Record<string, unknown>; headers: Record<string, string> }[] = [
  { tool: "forecast", args: { city: "Oslo", days: 2 }, headers: {} },
  { tool: "searchPlaces", args: { query: "modern art" }, headers: {} },
  { tool: "setReminder", args: { note: "x", at: "2026-03-01T09:00:00Z" }, headers: { "x-now": "2026-03-01T08:00:00Z" } },
  { tool: "list_my_orders", args: {}, headers: { "x-user-id": ADA } },
  { tool: "get_user", args: { id: ADA }, headers: {} },
];

/** The playground's own config for `target`, written to `outDir`, minified or not. */
function buildPlayground(target: PlaygroundTarget, outDir: string, minify: boolean) {
  const config = playgroundConfig(target, outDir);
  return build({ ...config, configFile: false, build: { ...config.build, minify } });
}

describe.each([{ minify: false }, { minify: true }])("the playground worker in workerd (minify: $minify)", ({ minify }) => {
  let running: RunningWorkerd | undefined;
  let node: RunningServer | undefined;
  let bundle = "";
  let dir: string | undefined;

  beforeAll(async () => {
    dir = tempDir("edge-playground");
    // Server first: its build empties the output directory.
    await buildPlayground("server", dir, minify);
    await buildPlayground("worker", dir, minify);
    bundle = readFileSync(`${dir}/worker.js`, "utf8");
    [running, node] = await Promise.all([startWorkerd({ dir, workerModule: "worker.js" }), startNodeServer(`${dir}/server.js`)]);
  });

  afterAll(async () => {
    await Promise.all([running?.stop(), node?.stop()]);
  });

  /** One request to the worker; the answer parsed and as text. */
  async function fetchJson(path: string, init?: RequestInit): Promise<{ status: number; text: string; body: any }> {
    const response = await fetch(running!.url + path, init);
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) };
  }
  const post = (tool: string, body: string, headers?: Record<string, string>) =>
    fetchJson(`/tools/${tool}`, { method: "POST", body, headers });

  it("ships no code generation in the bundle", () => {
    expect(bundle).not.toMatch(/new Function\s*\(|\beval\s*\(/);
  });

  it("lists the five tools with object input schemas", async () => {
    const { status, body } = await fetchJson("/tools");
    expect(status).toBe(200);
    expect(body.map((tool: { name: string }) => tool.name).sort()).toEqual(TOOL_NAMES);
    for (const tool of body) expect(tool.inputSchema.type).toBe("object");
  });

  it.each([
    { view: "openai", names: (body: any[]) => body.map((t) => t.function.name) },
    { view: "openai?api=responses", names: (body: any[]) => body.map((t) => t.name) },
    { view: "openai?strict=true", names: (body: any[]) => body.map((t) => t.function.name) },
    { view: "anthropic", names: (body: any[]) => body.map((t) => t.name) },
    { view: "gemini", names: (body: any[]) => body[0].functionDeclarations.map((t: { name: string }) => t.name) },
    { view: "mcp", names: (body: any[]) => body.map((t) => t.name) },
  ])("serves the $view view of every tool", async ({ view, names }) => {
    const { status, body } = await fetchJson(`/tools/${view}`);
    expect(status).toBe(200);
    expect(names(body).sort()).toEqual(TOOL_NAMES);
  });

  it("never shows the context parameter to a model", async () => {
    const { body } = await fetchJson("/tools");
    const orders = body.find((tool: { name: string }) => tool.name === "list_my_orders");
    expect(Object.keys(orders.inputSchema.properties).sort()).toEqual(["limit", "status"]);
  });

  it("answers a good call, applying defaults", async () => {
    const { status, body } = await post("forecast", `{"city":"Lisbon","days":2}`);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.value.unit).toBe("c");
    expect(body.value.days).toHaveLength(2);
  });

  it("takes a destructured parameter's properties as the arguments", async () => {
    const { status, body } = await post("searchPlaces", `{"query":"quiet cafe","kind":"cafe","limit":2}`);
    expect(status).toBe(200);
    expect(body.value).toHaveLength(2);
    for (const place of body.value) expect(place.kind).toBe("cafe");
  });

  it.each([
    { given: "a decimal string", args: `{"id":"${ADA}"}`, id: ADA, name: "Ada Lovelace" },
    { given: "a JSON integer beyond 2^53", args: `{"id":${ALAN}}`, id: ALAN, name: "Alan Turing" },
  ])("coerces a snowflake id given as $given to the exact bigint", async ({ args, id, name }) => {
    const { status, text, body } = await post("get_user", args);
    expect(status, text).toBe(200);
    expect(body.value.name).toBe(name);
    // Every digit survives the round trip: the id is written as a JSON integer, not rounded.
    expect(text).toContain(`"id": ${id}`);
  });

  it("passes an RFC 3339 argument as a Date and the request as context", async () => {
    const { status, body } = await post("setReminder", `{"note":"plumber","at":"2026-03-01T09:30:00+01:00"}`, {
      "x-now": "2026-03-01T08:00:00Z",
    });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ note: "plumber", at: "2026-03-01T08:30:00.000Z", minutesFromNow: 30 });
  });

  it("takes the user from the request, never from the arguments", async () => {
    const signedIn = await post("list_my_orders", `{"status":"shipped"}`, { "x-user-id": ADA });
    expect(signedIn.body.value).toEqual([{ id: "A-1002", status: "shipped", totalCents: 1999 }]);
    const smuggled = await post("list_my_orders", `{"ctx":{"userId":"${ADA}"}}`);
    expect(smuggled.status).toBe(422);
    expect(smuggled.body.error.code).toBe("invalid_arguments");
  });

  it.each([
    { why: "out of range", tool: "forecast", args: `{"city":"Oslo","days":30}`, status: 422, code: "invalid_arguments", mentions: ["days", "14"] },
    { why: "not an integer", tool: "forecast", args: `{"city":"Oslo","days":1.5}`, status: 422, code: "invalid_arguments", mentions: ["days"] },
    { why: "not a date-time", tool: "setReminder", args: `{"note":"x","at":"next tuesday"}`, status: 422, code: "invalid_arguments", mentions: ["at"] },
    { why: "the tool throws", tool: "get_user", args: `{"id":"42"}`, status: 500, code: "tool_failed", mentions: ["No user has id 42"] },
    { why: "an unknown tool", tool: "forcast", args: `{}`, status: 404, code: "unknown_tool", mentions: ["forcast"] },
    { why: "invalid JSON", tool: "forecast", args: `{"city":`, status: 400, code: "invalid_json", mentions: [] },
  ])("explains a bad call ($why) to the model", async ({ tool, args, status, code, mentions }) => {
    const response = await post(tool, args);
    expect(response.status, response.text).toBe(status);
    expect(response.body.ok).toBe(false);
    expect(response.body.error.code).toBe(code);
    for (const text of mentions) expect(response.body.error.message).toContain(text);
  });

  it.each([
    {
      provider: "openai",
      call: { id: "call_1", type: "function", function: { name: "get_user", arguments: `{"id":${ALAN}}` } },
      check: (body: any) => {
        expect(body).toMatchObject({ role: "tool", tool_call_id: "call_1" });
        expect(body.content).toContain(`"id":${ALAN}`);
      },
    },
    {
      provider: "openai-responses",
      call: { type: "function_call", call_id: "fc_9", name: "forecast", arguments: `{"city":"Oslo","days":99}` },
      check: (body: any) => {
        expect(body).toMatchObject({ type: "function_call_output", call_id: "fc_9" });
        expect(body.output).toContain("days");
      },
    },
    {
      provider: "anthropic",
      call: { type: "tool_use", id: "toolu_1", name: "forecast", input: { city: "Oslo", days: 0 } },
      check: (body: any) => {
        expect(body).toMatchObject({ type: "tool_result", tool_use_id: "toolu_1", is_error: true });
        expect(body.content).toContain("days");
      },
    },
    {
      provider: "gemini",
      call: { functionCall: { id: "g1", name: "searchPlaces", args: { query: "art", kind: "museum", limit: 1 } } },
      check: (body: any) => {
        expect(body.functionResponse).toMatchObject({ id: "g1", name: "searchPlaces" });
        expect(body.functionResponse.response.output).toHaveLength(1);
      },
    },
    {
      provider: "mcp",
      call: { name: "get_user", arguments: { id: "42" } },
      check: (body: any) => {
        expect(body.isError).toBe(true);
        expect(body.content[0].text).toContain("No user has id 42");
      },
    },
  ])("returns $provider's tool-result object for its tool-call object", async ({ provider, call, check }) => {
    const response = await fetchJson(`/calls/${provider}`, { method: "POST", body: JSON.stringify(call) });
    expect(response.status, response.text).toBe(200);
    check(response.body);
  });

  // MCP clients (the official SDK's Client among them) validate structuredContent
  // against the tool's outputSchema and reject the result when it does not match.
  // get_user's id is a `bigint & Wire<"string">` beyond 2^53: its outputSchema
  // says string, so structuredContent must carry the decimal string, every digit.
  const checkMcpOutput = async ({ tool, args, headers }: (typeof MCP_CALLS)[number]) => {
    const listed = (await fetchJson("/tools/mcp")).body.find((t: { name: string }) => t.name === tool);
    const { body } = await fetchJson("/calls/mcp", { method: "POST", body: JSON.stringify({ name: tool, arguments: args }), headers });
    expect(body.isError, JSON.stringify(body)).toBeUndefined();
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const valid = ajv.validate(listed.outputSchema, body.structuredContent);
    expect(ajv.errors ?? [], JSON.stringify(body.structuredContent)).toEqual([]);
    expect(valid).toBe(true);
    return body;
  };
  it.each(MCP_CALLS)("answers MCP with structuredContent that matches $tool's outputSchema", async (c) => {
    await checkMcpOutput(c);
  });

  it("answers MCP get_user with the id's every digit in structuredContent", async () => {
    const body = await checkMcpOutput(MCP_CALLS.find((c) => c.tool === "get_user")!);
    expect(body.structuredContent.id).toBe(ADA);
    expect(body.content[0].text).toContain(`"id":"${ADA}"`);
  });

  it("runs the Node build's demo: every call comes out as expected, exit code 0", async () => {
    const demo = await runNode(`${dir}/server.js`, ["--demo"]);
    expect(demo.stderr).toBe("");
    expect(demo.stdout).toContain(`All ${DEMO_CALLS.length} calls came out as expected.`);
    expect(demo.code).toBe(0);
  });

  it.each(DEMO_CALLS)("answers $method $path exactly as the Node server does ($title)", async (demoCall) => {
    const init = { method: demoCall.method, body: demoCall.body, headers: demoCall.headers };
    const [fromNode, fromWorkerd] = await Promise.all([fetch(node!.url + demoCall.path, init), fetch(running!.url + demoCall.path, init)]);
    const [nodeText, workerdText] = await Promise.all([fromNode.text(), fromWorkerd.text()]);
    expect(fromWorkerd.status).toBe(demoCall.status);
    expect(fromNode.status).toBe(demoCall.status);
    expect(workerdText).toBe(nodeText);
  });

  it("logged no uncaught errors", () => {
    expect(running!.stderr()).not.toMatch(/uncaught|EvalError/i);
  });
});
