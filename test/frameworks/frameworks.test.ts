/**
 * Framework apps as a user has them (README "Frameworks"): each app in
 * test/frameworks/<name> is copied out, installed with npm from the packed
 * tarball, and then
 * - its dev server answers GET (the tool list) and POST (a dispatch), and,
 *   after a tool is added to the tools module, lists and calls it;
 * - its production build, started as the README says, answers both;
 * - the framework's own type check passes on a fresh copy (no generated
 *   declaration file: the check script writes it with `toolcall types` or
 *   `nuxt prepare`).
 * Installs run in parallel and reuse npm's cache (and each app's committed
 * package-lock.json); each app's steps run in one test, the apps
 * concurrently, the type check alongside the servers.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/temp-dir.js";
import { Server, copyApp, freePort, freshCopy, getUntil, installApp, post, run, type TarballSource } from "./harness.js";
import { packTarball } from "../helpers/packed.js";

interface App {
  name: string;
  /** The module with "use tools", relative to the app. */
  toolsFile: string;
  dev(port: number): [string, string[]];
  /** Build command; env carries PORT for adapters that bake it in. */
  build: [string, string[]];
  start: [string, string[]];
}

const bin = (name: string) => path.join("node_modules", ".bin", name);
const HOST = "127.0.0.1";

const APPS: App[] = [
  {
    name: "sveltekit",
    toolsFile: "src/lib/server/tools.ts",
    dev: (port) => [bin("vite"), ["dev", "--host", HOST, "--port", String(port), "--strictPort"]],
    build: [bin("vite"), ["build"]],
    start: ["node", ["build/index.js"]],
  },
  {
    name: "react-router",
    toolsFile: "app/tools.server.ts",
    dev: (port) => [bin("react-router"), ["dev", "--host", HOST, "--port", String(port), "--strictPort"]],
    build: [bin("react-router"), ["build"]],
    start: [bin("react-router-serve"), ["./build/server/index.js"]],
  },
  {
    name: "hono",
    toolsFile: "src/tools.ts",
    dev: (port) => [bin("vite"), ["--host", HOST, "--port", String(port), "--strictPort"]],
    build: [bin("vite"), ["build"]],
    start: ["node", ["dist/index.js"]],
  },
  {
    name: "nuxt",
    toolsFile: "server/tools.ts",
    dev: (port) => [bin("nuxt"), ["dev", "--host", HOST, "--port", String(port)]],
    build: [bin("nuxt"), ["build"]],
    start: ["node", [".output/server/index.mjs"]],
  },
];

/** `TOOLCALL_FRAMEWORKS=nuxt,hono` runs only those apps (all by default). */
const only = process.env.TOOLCALL_FRAMEWORKS?.split(",").map((name) => name.trim());
const SELECTED = only ? APPS.filter((app) => only.includes(app.name)) : APPS;

const ADDED_TOOL = `
/** Echo the text back. */
export function echo(text: string) {
  return text;
}
`;

/**
 * An editor's save, written whole (temporary file, then rename). An in-place
 * write can be seen half done: on Vite's change event the plugin reads the
 * file itself and may read it empty, where Vite's own `read()` waits for
 * the content; no later event corrects that (a known gap of the dev path).
 */
function save(file: string, text: string): void {
  writeFileSync(`${file}.saving`, text);
  renameSync(`${file}.saving`, file);
}

/** Where the installable tarballs come from (see harness.ts). */
const tarballSource: TarballSource = async () => [await packTarball()];

// One retry: Nuxt's dev server restarts Nitro when a server/ file changes,
// and in about one run in three it stopped answering after that restart
// (fetch failed for 90 s, nothing printed); a second attempt starts it anew.
describe("framework apps, installed from the packed tarball", { retry: 1 }, () => {
  const tmp = tempDir("frameworks");
  const installed = new Map<string, PromiseSettledResult<void>>();

  // Every app installs at once (npm's cache serves what they share); the
  // apps' own tests wait for nothing else.
  beforeAll(async () => {
    const tarballs = await tarballSource(path.join(tmp, "tarballs"));
    const results = await Promise.allSettled(
      SELECTED.map((app) => {
        const dir = path.join(tmp, app.name);
        copyApp(app.name, dir);
        return installApp(dir, tarballs);
      }),
    );
    SELECTED.forEach((app, i) => installed.set(app.name, results[i]!));
  }, 900_000);

  it.concurrent.each(SELECTED)("$name: dev (with an edit), production build, type check", async (app) => {
    const install = installed.get(app.name)!;
    if (install.status === "rejected") throw install.reason;
    const dir = path.join(tmp, app.name);
    const url = (port: number) => `http://${HOST}:${port}/api/tools`;

    // The framework's type check on a fresh copy, meanwhile: no declaration
    // file until the check script writes it (toolcall types, nuxt prepare).
    const fresh = path.join(tmp, `${app.name}-fresh`);
    freshCopy(app.name, fresh, dir);
    const check = run("npm", ["run", "check"], fresh);
    check.catch(() => {}); // awaited below

    // Dev server: GET, POST, then a new tool without a restart.
    const devPort = await freePort();
    const [devCommand, devArgs] = app.dev(devPort);
    const dev = new Server(devCommand, devArgs, dir, { PORT: String(devPort) });
    const toolsPath = path.join(dir, app.toolsFile);
    const original = readFileSync(toolsPath, "utf8");
    try {
      const first = await getUntil(dev, url(devPort), (a) => a.tools.length > 0);
      expect(first).toEqual({ tools: ["forecast"], city: "Lisbon" });
      expect(await post(url(devPort), "forecast", '{"city":"Porto","days":2}')).toEqual({ ok: true, value: { city: "Porto", days: 2 } });
      const refused = await post(url(devPort), "forecast", '{"city":"Porto","days":20}');
      expect(refused.ok).toBe(false);
      expect(refused.error?.message).toContain("days: expected an integer >= 1 and <= 14, received 20");
      save(toolsPath, original + ADDED_TOOL);
      await getUntil(dev, url(devPort), (a) => a.tools.includes("echo"));
      expect(await post(url(devPort), "echo", '{"text":"hi"}')).toEqual({ ok: true, value: "hi" });
      expect(dev.output).not.toMatch(/could not be resolved|no tools were found/);
    } finally {
      await dev.stop();
      save(toolsPath, original);
    }

    // Production build, started as the README says.
    const port = await freePort();
    const env = { PORT: String(port), HOST, NITRO_HOST: HOST, NITRO_PORT: String(port) };
    await run(app.build[0], app.build[1], dir, env);
    const prod = new Server(app.start[0], app.start[1], dir, env);
    try {
      expect(await getUntil(prod, url(port), () => true)).toEqual({ tools: ["forecast"], city: "Lisbon" });
      expect(await post(url(port), "forecast", '{"city":"Porto"}')).toEqual({ ok: true, value: { city: "Porto", days: 3 } });
    } finally {
      await prod.stop();
    }

    await check;
  }, 600_000);
});
