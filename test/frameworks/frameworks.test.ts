/**
 * Framework apps as a user has them (docs/frameworks.md): each app in
 * test/frameworks/<name> is copied out, installed with npm from the packed
 * tarball, and then
 * - its dev server answers GET (the tool list) and POST (a dispatch), and,
 *   after a tool is added to the tools module, lists and calls it;
 * - its production build, started as docs/frameworks.md says, answers both;
 * - where the app serves MCP (/mcp, `mcpHandler`), the official MCP client
 *   lists and calls its tools, in dev and in production;
 * - the framework's own type check passes on a fresh copy (no generated
 *   declaration file: the check script writes it with `toolcall types` or
 *   `nuxt prepare`).
 * - in dev, the developer tools answer too: the inspector's try-it
 *   (`/__toolcall/api/call`) and the MCP endpoint, with the official client.
 * The apps of today's majors need Node 22 or newer: under an older Node
 * (the full suite's leg) they run with Node 24 from the npm `node` package
 * (test/helpers/node-binary.mjs), under Node 22+ with the running one.
 * Installs run in parallel and reuse npm's cache (and each app's committed
 * package-lock.json); each app's steps run in one test, the apps
 * concurrently, the type check alongside the servers.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port.js";
import { poll } from "../helpers/poll.js";
import { tempDir } from "../helpers/temp-dir.js";
import { Server, copyApp, freshCopy, getUntil, installApp, post, run, type AppSources, type TarballSource } from "./harness.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { pathWithNode } from "../helpers/node-binary.mjs";
import { packTarball } from "../helpers/packed.js";
import { connectClient } from "../mcp/client.js";

/** The official MCP client at the app's /mcp: lists the tools and calls forecast; resolves to the tool names. */
async function mcpTools(origin: string): Promise<string[]> {
  const client = await connectClient(`${origin}/mcp`);
  try {
    const call = await client.callTool({ name: "forecast", arguments: { city: "Porto", days: 2 } });
    // The apps' forecast has no written return type, so no outputSchema: the result is its JSON text.
    expect(call.content).toEqual([{ type: "text", text: '{"city":"Porto","days":2}' }]);
    return (await client.listTools()).tools.map((t) => t.name);
  } finally {
    await client.close();
  }
}

interface App extends AppSources {
  /** The module with "use tools", relative to the app. */
  toolsFile: string;
  dev(port: number): [string, string[]];
  /** Build command; env carries PORT for adapters that bake it in. */
  build: [string, string[]];
  /** The built server; env carries PORT and HOST too. */
  start(port: number): [string, string[]];
  /** The oldest Node major the framework supports, when newer than the suite's own minimum. */
  nodeAtLeast?: number;
  /** How the fresh copy for the type check gets node_modules (see `freshCopy`). */
  freshModules?: "copy";
  /** Serves `mcpHandler` at /mcp (docs/frameworks.md, its MCP recipes). */
  mcp?: boolean;
}

const bin = (name: string) => path.join("node_modules", ".bin", name);
const HOST = "127.0.0.1";

const SVELTEKIT: App = {
  name: "sveltekit",
  mcp: true,
  toolsFile: "src/lib/server/tools.ts",
  dev: (port) => [bin("vite"), ["dev", "--host", HOST, "--port", String(port), "--strictPort"]],
  build: [bin("vite"), ["build"]],
  start: () => ["node", ["build/index.js"]],
};

const REACT_ROUTER: App = {
  name: "react-router",
  toolsFile: "app/tools.server.ts",
  dev: (port) => [bin("react-router"), ["dev", "--host", HOST, "--port", String(port), "--strictPort"]],
  build: [bin("react-router"), ["build"]],
  start: () => [bin("react-router-serve"), ["./build/server/index.js"]],
};

const APPS: App[] = [
  SVELTEKIT,
  REACT_ROUTER,
  {
    name: "hono",
    mcp: true,
    toolsFile: "src/tools.ts",
    dev: (port) => [bin("vite"), ["--host", HOST, "--port", String(port), "--strictPort"]],
    build: [bin("vite"), ["build"]],
    start: () => ["node", ["dist/index.js"]],
  },
  {
    name: "nuxt",
    mcp: true,
    toolsFile: "server/tools.ts",
    dev: (port) => [bin("nuxt"), ["dev", "--host", HOST, "--port", String(port)]],
    build: [bin("nuxt"), ["build"]],
    start: () => ["node", [".output/server/index.mjs"]],
  },
  // Today's majors (Node 22+).
  {
    ...SVELTEKIT,
    name: "sveltekit-3",
    // SvelteKit 3 takes its options in vite.config.ts (no svelte.config.js) and its tsconfig from `$app/tsconfig`.
    shares: { app: "sveltekit", paths: ["src"] },
    nodeAtLeast: 22,
    freshModules: "copy",
  },
  { ...REACT_ROUTER, name: "react-router-8", shares: { app: "react-router", paths: ["app", "react-router.config.ts", "tsconfig.json", "vite.config.ts"] }, nodeAtLeast: 22 },
  {
    name: "astro-7",
    toolsFile: "src/lib/tools.ts",
    dev: (port) => [bin("astro"), ["dev", "--host", HOST, "--port", String(port)]],
    build: [bin("astro"), ["build"]],
    start: () => ["node", ["dist/server/entry.mjs"]],
    nodeAtLeast: 22,
  },
  {
    name: "nuxt-4.5",
    toolsFile: "server/tools.ts",
    dev: (port) => [bin("nuxt"), ["dev", "--host", HOST, "--port", String(port)]],
    build: [bin("nuxt"), ["build"]],
    start: () => ["node", [".output/server/index.mjs"]],
    nodeAtLeast: 22,
  },
  {
    name: "tanstack-start",
    toolsFile: "src/tools.ts",
    dev: (port) => [bin("vite"), ["dev", "--host", HOST, "--port", String(port), "--strictPort"]],
    build: [bin("vite"), ["build"]],
    start: (port) => [bin("vite"), ["preview", "--host", HOST, "--port", String(port), "--strictPort"]],
    nodeAtLeast: 22,
  },
];

/** `TOOLCALL_FRAMEWORKS=nuxt,hono` runs only those apps, `TOOLCALL_FRAMEWORKS=node22` those that need Node 22+ (all by default). */
const only = process.env.TOOLCALL_FRAMEWORKS?.split(",").map((name) => name.trim());
const SELECTED = only ? APPS.filter((app) => only.includes(app.name) || (only.includes("node22") && app.nodeAtLeast)) : APPS;

const RUNNING_MAJOR = Number(process.versions.node.split(".")[0]);
/** The Node an app runs with when the running one is too old for it. */
const NEWER_NODE = "24";
/** What an app's commands get in their environment: PATH with a newer Node first when the app needs one. */
async function nodeEnv(app: App): Promise<Record<string, string>> {
  return app.nodeAtLeast && RUNNING_MAJOR < app.nodeAtLeast ? { PATH: await pathWithNode(NEWER_NODE) } : {};
}
const nodeOf = (app: App) => (app.nodeAtLeast && RUNNING_MAJOR < app.nodeAtLeast ? `Node ${NEWER_NODE}` : `Node ${RUNNING_MAJOR}`);

const ADDED_TOOL = `
/** Echo the text back. */
export function echo(text: string) {
  return text;
}
`;

/**
 * An editor's save, written whole: a temporary file, then a rename onto the
 * tools module. An in-place write can be seen half done: on Vite's change
 * event the plugin reads the file itself and may read it empty, where Vite's
 * own `read()` waits for the content; no later event corrects that (a known
 * gap of the dev path). The temporary file lives in `scratch`, outside the
 * app (same file system, so the rename stays atomic): written beside the
 * module, it was a file added to and removed from a watched folder, two
 * more events for each framework's watcher than the one change a save is.
 */
function save(file: string, text: string, scratch: string): void {
  mkdirSync(scratch, { recursive: true });
  const temporary = path.join(scratch, path.basename(file));
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * The developer tools of the plugin's Vite dev server, through the
 * framework's dev server: the inspector's try-it runs the real dispatch,
 * and the MCP endpoint lists and calls the tool (official SDK client). Both
 * load `virtual:tools` in the framework's SSR environment, where a
 * framework's import rules apply (Nuxt's import protection).
 */
async function expectDevTools(origin: string, dev: Server): Promise<void> {
  const response = await fetch(`${origin}/__toolcall/api/call`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "forecast", args: '{"city":"Porto","days":2}' }),
  });
  const tryIt = await response.text();
  expect(`${response.status} ${tryIt}`, dev.output).toBe(`200 ${JSON.stringify({ result: { ok: true, value: { city: "Porto", days: 2 } }, outputIssues: [] })}`);

  const client = new Client({ name: "toolcall-frameworks-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/__toolcall/mcp`)));
  try {
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["forecast"]);
    const called = await client.callTool({ name: "forecast", arguments: { city: "Porto", days: 2 } });
    expect(called.isError, JSON.stringify(called)).toBeFalsy();
    // No written return type, so no outputSchema: the result is the text content alone.
    expect(called.content).toEqual([{ type: "text", text: JSON.stringify({ city: "Porto", days: 2 }) }]);
  } finally {
    await client.close();
  }
}

/**
 * After the edit that added `echo`, the developer tools call it too: the
 * inspector's try-it and the dev MCP endpoint load `virtual:tools` in the
 * framework's SSR environment, which the edit must reach as well as the
 * app's (Nuxt runs two Vite dev servers on one plugin instance, and kept
 * the old tools there until a restart; Astro 7, TanStack Start, SvelteKit 3
 * and React Router 8 run the app in the environment's own module runner,
 * beside the one the dev tools load through, and one of the two kept the
 * old tools).
 */
async function expectDevToolsEdited(origin: string, dev: Server): Promise<void> {
  const tryIt = async () => {
    const response = await fetch(`${origin}/__toolcall/api/call`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "echo", args: '{"text":"hi"}' }),
    });
    return `${response.status} ${await response.text()}`;
  };
  const called = `200 ${JSON.stringify({ result: { ok: true, value: "hi" }, outputIssues: [] })}`;
  let last = "";
  await poll(
    () => `the inspector's try-it to call echo; last: ${last}\nserver output:\n${dev.output}`,
    async () => ((last = await tryIt()) === called ? true : undefined),
  );
  const client = new Client({ name: "toolcall-frameworks-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/__toolcall/mcp`)));
  try {
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["echo", "forecast"]);
    const echoed = await client.callTool({ name: "echo", arguments: { text: "hi" } });
    expect(echoed.isError, JSON.stringify(echoed)).toBeFalsy();
    expect(echoed.content).toEqual([{ type: "text", text: "hi" }]);
  } finally {
    await client.close();
  }
}

/** Where the installable tarballs come from (see harness.ts). */
const tarballSource: TarballSource = async () => [await packTarball()];

describe("framework apps, installed from the packed tarball", () => {
  const tmp = tempDir("frameworks");
  const installed = new Map<string, PromiseSettledResult<void>>();

  // Every app installs at once (npm's cache serves what they share); the
  // apps' own tests wait for nothing else.
  beforeAll(async () => {
    const tarballs = await tarballSource(path.join(tmp, "tarballs"));
    const results = await Promise.allSettled(
      SELECTED.map(async (app) => {
        const dir = path.join(tmp, app.name);
        copyApp(app, dir);
        await installApp(dir, tarballs, await nodeEnv(app));
      }),
    );
    SELECTED.forEach((app, i) => installed.set(app.name, results[i]!));
  }, 900_000);

  it.concurrent.each(SELECTED.map((app) => ({ ...app, node: nodeOf(app) })))("$name on $node: dev (with an edit, dev tools), production build, type check", async (app) => {
    const install = installed.get(app.name)!;
    if (install.status === "rejected") throw install.reason;
    const dir = path.join(tmp, app.name);
    const nodePath = await nodeEnv(app);
    const url = (port: number) => `http://${HOST}:${port}/api/tools`;

    // The framework's type check on a fresh copy, meanwhile: no declaration
    // file until the check script writes it (toolcall types, nuxt prepare).
    const fresh = path.join(tmp, `${app.name}-fresh`);
    freshCopy(app, fresh, dir, app.freshModules);
    const check = run("npm", ["run", "check"], fresh, nodePath);
    check.catch(() => {}); // awaited below

    // Dev server: GET, POST, then a new tool without a restart.
    const devPort = await freePort();
    const [devCommand, devArgs] = app.dev(devPort);
    const dev = new Server(devCommand, devArgs, dir, { ...nodePath, PORT: String(devPort) });
    const toolsPath = path.join(dir, app.toolsFile);
    const original = readFileSync(toolsPath, "utf8");
    const scratch = path.join(tmp, `${app.name}-saving`);
    try {
      const first = await getUntil(dev, url(devPort), (a) => a.tools.length > 0);
      expect(first).toEqual({ tools: ["forecast"], city: "Lisbon" });
      expect(await post(url(devPort), "forecast", '{"city":"Porto","days":2}')).toEqual({ ok: true, value: { city: "Porto", days: 2 } });
      const refused = await post(url(devPort), "forecast", '{"city":"Porto","days":20}');
      expect(refused.ok).toBe(false);
      expect(refused.error?.message).toContain("days: expected an integer >= 1 and <= 14, received 20");
      await expectDevTools(`http://${HOST}:${devPort}`, dev);
      save(toolsPath, original + ADDED_TOOL, scratch);
      await getUntil(dev, url(devPort), (a) => a.tools.includes("echo"));
      expect(await post(url(devPort), "echo", '{"text":"hi"}')).toEqual({ ok: true, value: "hi" });
      await expectDevToolsEdited(`http://${HOST}:${devPort}`, dev);
      if (app.mcp) expect(await mcpTools(`http://${HOST}:${devPort}`)).toEqual(["echo", "forecast"]);
      expect(dev.output).not.toMatch(/could not be resolved|no tools were found/);
    } finally {
      await dev.stop();
      save(toolsPath, original, scratch);
    }

    // Production build, started as docs/frameworks.md says.
    const port = await freePort();
    const env = { ...nodePath, PORT: String(port), HOST, NITRO_HOST: HOST, NITRO_PORT: String(port) };
    await run(app.build[0], app.build[1], dir, env);
    const [startCommand, startArgs] = app.start(port);
    const prod = new Server(startCommand, startArgs, dir, env);
    try {
      expect(await getUntil(prod, url(port), () => true)).toEqual({ tools: ["forecast"], city: "Lisbon" });
      expect(await post(url(port), "forecast", '{"city":"Porto"}')).toEqual({ ok: true, value: { city: "Porto", days: 3 } });
      if (app.mcp) expect(await mcpTools(`http://${HOST}:${port}`)).toEqual(["forecast"]);
    } finally {
      await prod.stop();
    }

    await check;
    // And after the build, where the build's own output (.svelte-kit, .nuxt, .react-router...) is in place.
    await run("npm", ["run", "check"], dir, nodePath);
  }, 600_000);
});
