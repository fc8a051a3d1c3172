/**
 * The Cloudflare Worker of docs/running.md (examples/cloudflare-worker): built by
 * `vite build` with @cloudflare/vite-plugin and `toolcall()`, served by
 * `vite preview` (the plugin runs it in workerd, the Workers runtime) on
 * loopback, and called over HTTP: a good call, a bad call, an unknown tool and
 * invalid JSON text; then its MCP route with the official MCP client and the
 * refusals (test/mcp/example-suite.ts). The example's files must be the ones that page shows.
 *
 * CLOUDFLARE_CF_FETCH_ENABLED=false stops the local runtime from fetching
 * `Request.cf` data from the internet (it would time out and fall back to
 * built-in values), so the test does not depend on the network.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exec } from "../helpers/packed.js";
import { TEST_DIR } from "../helpers/paths.js";
import { mcpExampleTests } from "../mcp/example-suite.js";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";

const EXAMPLE = path.join(TEST_DIR, "..", "examples", "cloudflare-worker");
const VITE = path.join(EXAMPLE, "node_modules", ".bin", "vite");
const OFFLINE_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

/** `vite preview` on an OS-chosen loopback port; resolves with its URL once it listens. */
function preview(): Promise<{ url: string; child: ChildProcess; output(): string }> {
  const child = spawn(VITE, ["preview", "--host", "127.0.0.1", "--port", "0"], {
    cwd: EXAMPLE,
    env: { ...process.env, ...OFFLINE_ENV, NO_COLOR: "1", FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      // eslint-disable-next-line no-control-regex
      const url = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ""))?.[1];
      if (url) resolve({ url, child, output: () => output });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`vite preview exited (${code}) before listening:\n${output}`)));
  });
}

describe("the Cloudflare Worker example under vite preview (workerd)", () => {
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  // The MCP route's bearer token: `.dev.vars` holds local secrets, and the build copies it beside the worker for `vite preview`.
  const token = randomUUID();

  const call = async (tool: string, body: string) => {
    const response = await fetch(`${server!.url}/tools/${tool}`, { method: "POST", body });
    return { status: response.status, result: await response.json() };
  };

  beforeAll(async () => {
    writeFileSync(path.join(EXAMPLE, ".dev.vars"), `MCP_TOKEN=${token}\n`);
    await exec(VITE, ["build"], EXAMPLE);
    server = await preview();
  }, 180_000);

  afterAll(() => {
    // The whole process group: vite and the workerd it started.
    if (server?.child.pid) process.kill(-server.child.pid, "SIGTERM");
  });

  it("is the Edge section of docs/running.md", () => {
    for (const file of ["wrangler.jsonc", "vite.config.ts", "src/worker.ts", "src/orders.ts"])
      expect(readFileSync(path.join(EXAMPLE, file), "utf8"), file).toBe(docExample("docs/running.md", `examples/cloudflare-worker/${file}`));
    expect(readFileSync(path.join(EXAMPLE, "src/weather.ts"), "utf8")).toBe(docExample("README.md", "src/weather.ts"));
  });

  it("answers a good call, defaults filled in", async () => {
    expect(await call("forecast", '{"city": "Lisbon", "unit": "f"}')).toEqual({
      status: 200,
      result: { ok: true, value: { city: "Lisbon", days: 3, unit: "f" } },
    });
  });

  it("answers a bad call with the error a model can act on", async () => {
    expect(await call("forecast", '{"city": "Lisbon", "days": 30, "unti": "f"}')).toEqual({
      status: 400,
      result: JSON.parse(docExample("README.md", "bad")),
    });
  });

  it("answers an unknown tool with the nearest name", async () => {
    const { status, result } = await call("forecst", "{}");
    expect(status).toBe(400);
    expect(result.error.code).toBe("unknown_tool");
    expect(result.error.message).toMatch(/did you mean `forecast`\?/i);
  });

  it("answers invalid JSON text", async () => {
    const { status, result } = await call("forecast", '{"city": ');
    expect(status).toBe(400);
    expect(result.error.code).toBe("invalid_json");
  });

  it("answers a bigint result with every digit (Response.json would throw on it)", async () => {
    const small = await fetch(`${server!.url}/tools/get_order`, { method: "POST", body: '{"id": 42}' });
    expect([small.status, await small.text()]).toEqual([200, '{"ok":true,"value":{"id":42,"status":"shipped"}}']);
    const big = await fetch(`${server!.url}/tools/get_order`, { method: "POST", body: '{"id": 9007199254740993}' });
    expect([big.status, big.headers.get("content-type"), await big.text()]).toEqual([
      200,
      "application/json",
      '{"ok":true,"value":{"id":9007199254740993,"status":"open"}}',
    ]);
  });

  it("lists the tools, with the output schema of the written return type", async () => {
    const tools = await (await fetch(`${server!.url}/tools`)).json();
    expect(tools.map((tool: { name: string }) => tool.name)).toEqual(["forecast", "get_order"]);
    expect(tools[0].outputSchema).toMatchObject({ type: "object", required: ["city", "days", "unit"] });
  });

  describe("its MCP route, /mcp", () => {
    mcpExampleTests(() => ({ url: `${server!.url}/mcp`, token }));
  });
});
