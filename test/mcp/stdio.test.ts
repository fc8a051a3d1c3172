/**
 * `serveStdio` of `unplugin-toolcall/stdio` as a client runs it: the
 * fixture's `src/mcp-stdio.ts` (docs/mcp.md's example) built with
 * `vite build --ssr`, then started as `node dist/...` by the official
 * client's `StdioClientTransport`, and by hand for the shutdown rules:
 * stdin's end and a closed stdout end the process cleanly, even with a
 * timer a tool left running.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { buildFixture } from "../helpers/build-basic.js";
import { poll } from "../helpers/poll.js";
import { tempDir } from "../helpers/temp-dir.js";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "stdio-fixture");
const entry = path.join(root, "src/mcp-stdio.ts");
let server: string;

beforeAll(async () => {
  server = (await buildFixture("vite", { root, entry, outDir: tempDir("mcp-stdio"), options: { dts: false } })).file;
}, 120_000);

const PLACEHOLDER = "/absolute/path/to/project/dist/mcp-stdio.js";
interface ServerConfig {
  command: string;
  args: string[];
  env: Record<string, string>;
}
/** docs/mcp.md's Claude Desktop entry, run on the server built here. */
const desktop = (): ServerConfig => JSON.parse(docExample("docs/mcp.md", "claude_desktop_config.json")).mcpServers["my-tools"];
const env = { PATH: process.env.PATH ?? "", USER: "ada" };
const INITIALIZE = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}\n`;

describe("docs/mcp.md", () => {
  it("shows this server's entry", () => {
    expect(readFileSync(entry, "utf8")).toBe(docExample("docs/mcp.md", "src/mcp-stdio.ts"));
  });

  it("configures Cursor and Claude Code as Claude Desktop, which the client below runs", () => {
    expect(desktop()).toEqual({ command: "node", args: [PLACEHOLDER], env: { USER: "ada" } });
    expect(JSON.parse(docExample("docs/mcp.md", ".cursor/mcp.json")).mcpServers["my-tools"]).toEqual(desktop());
    const [before, after] = docExample("docs/mcp.md", "claude-code").trim().split(" -- ");
    expect(before).toBe("claude mcp add my-tools --env USER=ada");
    expect(after).toBe(`node ${PLACEHOLDER}`);
  });
});

describe("the official client over StdioClientTransport", () => {
  let client: Client;
  let transport: StdioClientTransport;
  let stderr = "";
  const errors: Error[] = [];
  beforeAll(async () => {
    const config = desktop();
    // As a client starts it: the documented command and environment, the built file for the placeholder.
    transport = new StdioClientTransport({
      command: config.command,
      args: config.args.map((arg) => (arg === PLACEHOLDER ? server : arg)),
      env: { PATH: process.env.PATH ?? "", ...config.env },
      stderr: "pipe",
    });
    transport.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
    client = new Client({ name: "toolcall-test", version: "1.0.0" });
    // Every line of stdout that is not a JSON-RPC message lands here.
    client.onerror = (error) => void errors.push(error);
    await client.connect(transport);
  });
  afterAll(() => client?.close());

  it("initializes, lists the tools and calls them with serveStdio's ctx", async () => {
    expect(client.getServerVersion()).toEqual({ name: "my-tools", version: "1.0.0" });
    expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false }, logging: {} });
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["echo", "linger", "noisy", "report", "wait", "whoami"]);
    expect((await client.callTool({ name: "whoami", arguments: {} })).structuredContent).toEqual({ result: "ada" });
    expect((await client.callTool({ name: "echo", arguments: { text: "a\nb" } })).structuredContent).toEqual({ result: "a\nb" });
  });

  it("answers as the HTTP handler does: an unknown tool is -32602 with dispatch's message", async () => {
    await expect(client.callTool({ name: "ecko", arguments: {} })).rejects.toThrow("MCP error -32602: Unknown tool `ecko`. Did you mean `echo`?");
  });

  it("keeps stdout for the protocol: what a tool logs there goes to stderr", async () => {
    expect((await client.callTool({ name: "noisy", arguments: {} })).structuredContent).toEqual({ result: "done" });
    // stderr is a pipe of its own: its text may come after the answer.
    await poll("the tool's output on stderr", () => (stderr.includes("noisy: process.stdout.write from a tool\n") ? true : undefined));
    expect(stderr).toContain("noisy: console.log from a tool\n");
    expect(errors).toEqual([]);
  });

  it("sends a call's logs at the connection's level, set by logging/setLevel", async () => {
    const logs: string[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(`${n.params.level}: ${String(n.params.data)}`));
    expect((await client.callTool({ name: "report", arguments: {} })).structuredContent).toEqual({ result: "reported" });
    // The default level is info: the debug entry stays on the server.
    expect(logs).toEqual(["info: step one"]);
    await client.setLoggingLevel("debug");
    await client.callTool({ name: "report", arguments: {} });
    expect(logs.slice(1)).toEqual(["debug: details", "info: step one"]);
    await client.setLoggingLevel("error");
    await client.callTool({ name: "report", arguments: {} });
    expect(logs).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it("cancels a call when the client's signal aborts: the tool is told, and no answer follows", async () => {
    const controller = new AbortController();
    const call = client.callTool({ name: "wait", arguments: {} }, undefined, { signal: controller.signal });
    controller.abort("the user pressed stop");
    await expect(call).rejects.toThrow("the user pressed stop");
    // The SDK sent notifications/cancelled; the tool's signal fired with the client's reason.
    await poll("the tool's stop on stderr", () => (stderr.includes("wait: stopped (the user pressed stop)\n") ? true : undefined));
    // An answer to the cancelled id would have come before this one, and been an error here.
    await client.ping();
    expect(errors).toEqual([]);
  });
});

/** `node <server>` with pipes of our own; resolves with its exit code and what it wrote. */
function startServer() {
  const child = spawn(process.execPath, [server], { env, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  /** The first `count` lines of stdout, once there are that many. */
  const lines = (count: number) => poll(`${count} lines on stdout`, () => (stdout.split("\n").length > count ? stdout.split("\n").slice(0, count) : undefined));
  return { child, exited, lines };
}

describe("the process, line by line", () => {
  it("ends with status 0 when the client closes stdin, though a tool left a timer running", async () => {
    const { child, exited, lines } = startServer();
    child.stdin.write(INITIALIZE);
    child.stdin.write(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"linger","arguments":{}}}\n`);
    const [, called] = await lines(2);
    expect(JSON.parse(called!).result.structuredContent).toEqual({ result: "lingering" });
    child.stdin.end();
    expect(await exited).toMatchObject({ code: 0, signal: null, stderr: "" });
  });

  it("ends with status 0, not a crash, when its stdout is closed (EPIPE)", async () => {
    const { child, exited, lines } = startServer();
    child.stdin.write(INITIALIZE);
    await lines(1);
    child.stdout.destroy();
    // Its answers now have no reader; the write fails with EPIPE.
    for (let id = 2; id < 50; id++) child.stdin.write(`{"jsonrpc":"2.0","id":${id},"method":"ping"}\n`);
    expect(await exited).toMatchObject({ code: 0, signal: null });
    expect((await exited).stderr).not.toMatch(/Error|EPIPE/);
  });

  it("answers a line that is not JSON, and a batch the negotiated version has not, with errors and reads on", async () => {
    const { child, exited, lines } = startServer();
    child.stdin.write(INITIALIZE);
    child.stdin.write("not json\r\n");
    child.stdin.write(`[{"jsonrpc":"2.0","id":2,"method":"ping"},{"jsonrpc":"2.0","id":3,"method":"ping"}]\n`);
    child.stdin.write(`{"jsonrpc":"2.0","id":4,"method":"ping"}\n`);
    // Answers may come in any order (JSON-RPC matches them by id): sort the errors, which have none, by code.
    const answers = (await lines(4)).map((line) => JSON.parse(line));
    const errors = answers.filter((a) => a.id === null).sort((a, b) => a.error.code - b.error.code);
    expect(errors.map((e) => e.error.code)).toEqual([-32700, -32600]);
    expect(errors[1].error.message).toBe("Invalid Request: MCP 2025-06-18 has no JSON-RPC batches; send one message per line");
    expect(answers).toContainEqual({ jsonrpc: "2.0", id: 4, result: {} });
    child.stdin.end();
    expect((await exited).code).toBe(0);
  });

  it("writes a call's progress and logs as lines before its result", async () => {
    // Line by line rather than through the SDK client: SDK 1.32's client drops a progress notification
    // it reads in the same chunk as the result, as an "unknown token" error (typescript-sdk issue 2580).
    const { child, exited, lines } = startServer();
    child.stdin.write(INITIALIZE);
    // Answers to different requests may interleave: the call goes once initialize is answered.
    await lines(1);
    child.stdin.write(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"report","arguments":{},"_meta":{"progressToken":"r"}}}\n`);
    const [, ...call] = (await lines(5)).map((line) => JSON.parse(line));
    expect(call).toEqual([
      { jsonrpc: "2.0", method: "notifications/message", params: { level: "info", logger: "report", data: "step one" } },
      { jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: "r", progress: 1, total: 2, message: "one" } },
      { jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: "r", progress: 2, total: 2, message: "two" } },
      { jsonrpc: "2.0", id: 2, result: expect.objectContaining({ structuredContent: { result: "reported" } }) },
    ]);
    child.stdin.end();
    expect((await exited).code).toBe(0);
  });

  it("answers a line over maxLineBytes with an error and reads on", async () => {
    const { child, exited, lines } = startServer();
    child.stdin.write(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"${"x".repeat(1_000_001)}"}}\n`);
    child.stdin.write(INITIALIZE);
    const [tooLong, initialized] = await lines(2);
    expect(JSON.parse(tooLong!)).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request: a message over 1000000 bytes" } });
    expect(JSON.parse(initialized!).result.serverInfo).toEqual({ name: "my-tools", version: "1.0.0" });
    child.stdin.end();
    expect((await exited).code).toBe(0);
  });
});
