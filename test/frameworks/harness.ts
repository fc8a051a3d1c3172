/**
 * Runs a framework app the way a user does: copied out of test/frameworks,
 * installed with npm from the packed tarball, its dev server and its
 * production server started on ports the OS picks, then asked over HTTP.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { TEST_DIR } from "../helpers/paths.js";
import { GiveUp, poll } from "../helpers/poll.js";
import { userEnv } from "../helpers/user-env.js";

/** The apps' sources. */
export const FRAMEWORKS_DIR = path.join(TEST_DIR, "frameworks");

/** Installable tarballs of unplugin-toolcall, as `npm install` takes them (the packed package alone: see test/helpers/packed.ts). */
export type TarballSource = (outDir: string) => Promise<string[]>;

/** A user's shell (helpers/user-env.ts: `nuxi dev` under the test run's NODE_ENV=test ran Nitro's restarts inside the process the test talks to), without colour, plus `extra`. */
function appEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // Astro asks its telemetry service otherwise (Nuxt's app says `telemetry: false`).
  return userEnv({ ...extra, NO_COLOR: "1", FORCE_COLOR: "0", ASTRO_TELEMETRY_DISABLED: "1" });
}

/** Runs a command to completion; throws with its output when it fails. */
export async function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  const child = spawn(command, args, { cwd, env: appEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} (in ${cwd}) exited with ${code}:\n${output}`);
  return output;
}

/**
 * An app's sources: its folder, and for an app of another major of the same
 * framework, the paths it takes from that app's folder first (the routes and
 * tools are the same; its own folder then adds what the major writes
 * differently: package.json, the lock, config files).
 */
export interface AppSources {
  name: string;
  shares?: { app: string; paths: string[] };
}

/** Copies an app's sources into `dir` (without anything generated). */
export function copyApp(app: AppSources, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  for (const shared of app.shares?.paths ?? []) cpSync(path.join(FRAMEWORKS_DIR, app.shares!.app, shared), path.join(dir, shared), { recursive: true });
  cpSync(path.join(FRAMEWORKS_DIR, app.name), dir, { recursive: true });
}

/** npm install of the app's own dependencies plus the tarballs, with npm's cache (offline first). */
export async function installApp(dir: string, tarballs: string[], env: Record<string, string> = {}): Promise<void> {
  await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", ...tarballs], dir, env);
}

/**
 * A second copy of the app's sources with the installed node_modules: a
 * fresh clone, for its type check. Linked, or copied for a framework whose
 * check writes into node_modules what depends on the project (SvelteKit 3's
 * `$app/tsconfig` in node_modules names the project's root). Vite's
 * dependency cache (node_modules/.vite) is left behind: it is the dev server's.
 */
export function freshCopy(app: AppSources, dir: string, installed: string, modules: "link" | "copy" = "link"): void {
  copyApp(app, dir);
  const from = path.join(installed, "node_modules");
  const to = path.join(dir, "node_modules");
  if (existsSync(to)) return;
  if (modules === "link") symlinkSync(from, to, "dir");
  else cpSync(from, to, { recursive: true, verbatimSymlinks: true, filter: (source) => path.basename(source) !== ".vite" });
}

/** A long-running server process (dev or production), killed with its process group. */
export class Server {
  private child: ChildProcess;
  output = "";

  constructor(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
    this.child = spawn(command, args, {
      cwd,
      env: appEnv(env),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    this.child.stdout!.on("data", (d) => (this.output += d));
    this.child.stderr!.on("data", (d) => (this.output += d));
  }

  get exited(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  async stop(): Promise<void> {
    if (this.exited || this.child.pid === undefined) return;
    const closed = new Promise((resolve) => this.child.once("close", resolve));
    try {
      process.kill(-this.child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-this.child.pid!, "SIGKILL");
      } catch {}
    }, 5_000);
    await closed;
    clearTimeout(timer);
  }
}

export interface ToolsAnswer {
  tools: string[];
  city: string | null;
}

/** How long one ask of a dev or production server may take before it is asked again. */
const ASK_TIMEOUT_MS = 15_000;

/** GETs `url` until `ready` accepts the JSON answer (bounded), failing with the server's output. */
export function getUntil(server: Server, url: string, ready: (answer: ToolsAnswer) => boolean, timeoutMs = 90_000): Promise<ToolsAnswer> {
  let last = "no answer";
  const what = () => `GET ${url} to give the expected answer; last: ${last}\nserver output:\n${server.output}`;
  return poll(
    what,
    async () => {
      if (server.exited) throw new GiveUp(`the server exited:\n${server.output}`);
      // Each ask has its own bound: Nitro's dev server (Nuxt) restarts its
      // worker after a rebuild, and a request that arrives mid-restart can be
      // left without an answer; undici would wait 300 s for its headers, past
      // the whole poll's bound, where asking again gets the new worker.
      const response = await fetch(url, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
      const text = await response.text();
      last = `${response.status} ${text.slice(0, 500)}`;
      if (!response.ok) return undefined;
      const answer = JSON.parse(text) as ToolsAnswer;
      return ready(answer) ? answer : undefined;
    },
    { timeoutMs, everyMs: 250 },
  );
}

/** POSTs a tool call (`{ name, args }`, args as JSON text) and returns the dispatch result. */
export async function post(url: string, name: string, args: string): Promise<{ ok: boolean; value?: unknown; error?: { message: string } }> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name, args }) });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text.slice(0, 1000)}`);
  return JSON.parse(text);
}
