/**
 * Runs an ES-module worker in the real `workerd` binary (the npm package
 * `workerd`, the runtime of Cloudflare Workers) for tests: writes a Cap'n
 * Proto config next to the module, starts `workerd serve`, learns the port it
 * bound on 127.0.0.1 through `--control-fd`, and waits until it answers.
 *
 * workerd refuses `eval`/`new Function` while it handles a request, but allows
 * them while it evaluates the main module at startup. So the worker under test
 * is not the main module: a small entry imports it dynamically on the first
 * request, which puts its top-level code under the same rule as its calls.
 * A bundle that compiles code anywhere, even once at load, fails here.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { poll } from "../helpers/poll.js";

const require = createRequire(import.meta.url);
/** The package's `main` exports the path of the platform binary and the newest compatibility date it supports. */
const workerd = require("workerd") as { default: string; compatibilityDate: string };

/** Absolute path of the `workerd` executable. */
export const workerdBinary = workerd.default;

export interface WorkerdOptions {
  /** Directory for the generated config and entry; the worker module is read from here too. */
  dir: string;
  /** File name in `dir` of the worker under test: an ES module exporting `default { fetch }`. */
  workerModule: string;
  /** Defaults to the newest date this workerd supports. */
  compatibilityDate?: string;
}

export interface RunningWorkerd {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Everything workerd wrote to stderr so far (uncaught errors, refused evals...). */
  stderr(): string;
  /** Stops workerd and resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>;
}

const ENTRY_MODULE = "toolcall-test-entry.mjs";

/**
 * The main module: loads the worker under test during the first request
 * (see above) and answers 500 with the error's name and message if its
 * evaluation fails, so a test can see why.
 */
export function entryModule(workerModule: string): string {
  return `let loading;
export default {
  async fetch(request, env, ctx) {
    loading ??= import(${JSON.stringify("./" + workerModule)});
    let worker;
    try {
      worker = (await loading).default;
    } catch (error) {
      return new Response("worker failed to load: " + error.name + ": " + error.message, { status: 500 });
    }
    return worker.fetch(request, env, ctx);
  },
};
`;
}

/** The Cap'n Proto text of a one-worker config listening on 127.0.0.1, port chosen by the OS. */
export function workerdConfig(workerModule: string, compatibilityDate: string): string {
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [ (name = "main", worker = .mainWorker) ],
  sockets = [ (name = "http", address = "127.0.0.1:0", http = (), service = "main") ],
);

const mainWorker :Workerd.Worker = (
  modules = [
    (name = "${ENTRY_MODULE}", esModule = embed "${ENTRY_MODULE}"),
    (name = ${JSON.stringify(basename(workerModule))}, esModule = embed ${JSON.stringify(workerModule)}),
  ],
  compatibilityDate = ${JSON.stringify(compatibilityDate)},
);
`;
}

/** Starts workerd serving `options.workerModule`; rejects with workerd's stderr if it does not come up. */
export async function startWorkerd(options: WorkerdOptions): Promise<RunningWorkerd> {
  const configPath = join(options.dir, "config.capnp");
  writeFileSync(join(options.dir, ENTRY_MODULE), entryModule(options.workerModule));
  writeFileSync(configPath, workerdConfig(options.workerModule, options.compatibilityDate ?? workerd.compatibilityDate));
  // fd 3 is the control pipe: workerd writes {"event":"listen","socket":"http","port":N} once it listens.
  const child = spawn(workerdBinary, ["serve", "--control-fd=3", configPath], {
    cwd: options.dir,
    stdio: ["ignore", "pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  child.stdout!.resume();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // If the test process dies before afterAll runs, workerd must not outlive it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    const port = await listenPort(child, () => stderr);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(url);
    return { url, stderr: () => stderr, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listenPort(child: ChildProcess, stderr: () => string): Promise<number> {
  const control = child.stdio[3] as NodeJS.ReadableStream;
  return new Promise((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error(`workerd did not listen within 30 s:\n${stderr()}`)), 30_000);
    control.setEncoding("utf8");
    control.on("data", (text: string) => {
      buffer += text;
      for (const line of buffer.split("\n").slice(0, -1)) {
        const message = JSON.parse(line) as { event?: string; socket?: string; port?: number };
        if (message.event === "listen" && message.socket === "http" && message.port) {
          clearTimeout(timer);
          resolve(message.port);
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`workerd exited (${signal ?? code}) before listening:\n${stderr()}`));
    });
  });
}

/** workerd reports the port when the socket is bound; wait for it to answer HTTP (the entry answers without loading the worker). */
async function waitUntilAnswering(url: string): Promise<void> {
  await poll(`workerd at ${url} to answer`, () => fetch(url, { method: "HEAD" }));
}
