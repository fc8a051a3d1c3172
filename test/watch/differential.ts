/**
 * The differential loop every watch mode runs: a random step is written to
 * disk, the bundler's watcher (or rebuild) takes it in, and the output must
 * come to equal a cold build of the same files: the `virtual:tools` text the
 * plugin served, and a bundle with the code of every current tool function
 * and of no deleted or outdated one.
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { applyChanges, initialState, marker, random, step, type State } from "./scenario.js";
import { STEPS, coldBuild, copyFixture } from "./helpers.js";
import { poll } from "../helpers/poll.js";

/** What a watch mode shows after it took the last changes in. */
export interface Observed {
  /** Text of `virtual:tools` as the plugin last served it. */
  moduleText?: string;
  /** The bundle (or the modules the dev server loaded), to look for tool code. */
  bundle?: string;
  /** The build's error text when it failed. */
  error?: string;
}

export interface WatchMode {
  /** Starts watching the project at `root`; resolves after the first build. */
  start(root: string): Promise<void>;
  /** The current output; may be an older one while a rebuild is on its way (the loop polls). */
  observe(): Promise<Observed>;
  close(): Promise<void>;
  /** A dev server's parts load each tool file on their own (codegen/isolated-imports.ts): the cold build must too. */
  isolatesToolFiles?: boolean;
}

export interface RunOptions {
  seed: number;
  steps?: number;
  /** Steps may delete a type file (a located build error until it returns). */
  allowErrors?: boolean;
  /** How long one step may take to show, in ms. */
  timeout?: number;
  /**
   * Least time between two writes of one file, in ms. chokidar (Vite's and
   * Rollup's watcher) drops a second `change` of a path within 50 ms of the
   * first, for every plugin and for the bundler's own module graph alike, so
   * a test that rewrites a file faster would test chokidar, not the plugin.
   */
  rewriteGap?: number;
}

/** The marker of every current tool function (see `marker`). */
export function markers(state: State): Set<string> {
  return new Set(Object.values(state.toolFiles).flatMap((f) => f.fns.map(marker)));
}

/** Whether the bundle holds a marker whole: `impl:f:v1` must not be found inside `impl:f:v10`. */
function holdsMarker(bundle: string, m: string): boolean {
  return new RegExp(`${m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\d)`).test(bundle);
}

/** Why an observation differs from the cold build, or undefined when it matches. */
function mismatch(observed: Observed, cold: ReturnType<typeof coldBuild>, current: Set<string>, stale: Set<string>): string | undefined {
  const errors = cold.diagnostics.filter((d) => /: error /.test(d));
  if (errors.length) {
    if (observed.error === undefined) return `expected a build error like ${errors[0].split("\n")[0]}`;
    const file = path.basename(errors[0].split(":")[0]);
    return observed.error.includes(file) ? undefined : `the build error does not name ${file}: ${observed.error.slice(0, 300)}`;
  }
  if (observed.error !== undefined) return `unexpected build error: ${observed.error.slice(0, 500)}`;
  if (observed.moduleText !== cold.code) return "virtual:tools text differs from a cold build";
  if (observed.bundle !== undefined) {
    for (const m of current) if (!holdsMarker(observed.bundle, m)) return `the bundle lacks current tool code ${m}`;
    for (const m of stale) if (holdsMarker(observed.bundle, m)) return `the bundle still holds deleted or outdated tool code ${m}`;
  }
  return undefined;
}

/** The first line where the served text and the cold text differ (short enough to read in a failure). */
function firstDifference(served: string | undefined, cold: string): string {
  if (served === undefined || served === cold) return "";
  const a = served.split("\n");
  const b = cold.split("\n");
  const i = a.findIndex((line, n) => line !== b[n]);
  const line = i < 0 ? a.length : i;
  const clip = (text: string | undefined) => (text ?? "<none>").slice(0, 300);
  return `\nline ${line + 1}:\n  served: ${clip(a[line])}\n  cold:   ${clip(b[line])}`;
}

/** Polls `observe` until it matches the cold build, or fails with the last difference. */
export async function settle(mode: WatchMode, root: string, state: State, seen: Set<string>, context: string, timeout: number) {
  const cold = coldBuild(root, { isolateToolFiles: mode.isolatesToolFiles });
  const current = markers(state);
  const stale = new Set([...seen].filter((m) => !current.has(m)));
  let last: Observed = {};
  let reason: string | undefined = "never observed";
  const matched = async () => {
    last = await mode.observe();
    reason = mismatch(last, cold, current, stale);
    return reason === undefined ? true : undefined;
  };
  // Short pauses first: most steps settle within milliseconds.
  try {
    await poll("the cold build", matched, { timeoutMs: timeout, everyMs: 50 });
    return;
  } catch (error) {
    const cause = (error as Error).cause;
    if (cause !== undefined) reason = `observing failed: ${cause instanceof Error ? cause.message : String(cause)}`;
  }
  if (process.env.DEBUG_WATCH) {
    writeFileSync(path.join(root, "..", "served.txt"), last.moduleText ?? "");
    writeFileSync(path.join(root, "..", "cold.txt"), cold.code);
  }
  expect.fail(`${reason}${firstDifference(last.moduleText, cold.code)}\nafter:\n${context}`);
}

/** The whole walk for one mode: start, then `steps` random steps, each compared with a cold build. */
export async function runDifferential(name: string, mode: WatchMode, options: RunOptions): Promise<string[]> {
  const root = copyFixture(`${name}-${options.seed}`);
  const state = initialState();
  const rand = random(options.seed);
  const seen = markers(state);
  const history: string[] = [];
  const lastWrite = new Map<string, number>();
  const timeout = options.timeout ?? 10_000;
  try {
    await mode.start(root);
    await settle(mode, root, state, seen, "the first build", timeout);
    const steps = options.steps ?? STEPS;
    for (let i = 0; i < steps; i++) {
      const { label, changes } = step(state, rand, { allowErrors: !!options.allowErrors });
      history.push(`${i}: ${label} [${changes.map((c) => `${c.event} ${c.file}`).join(", ")}]`);
      const gap = options.rewriteGap ?? 0;
      const wait = Math.max(0, ...changes.map((c) => (lastWrite.get(c.file) ?? -Infinity) + gap - Date.now()));
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      applyChanges(root, state, changes);
      for (const m of markers(state)) seen.add(m);
      await settle(mode, root, state, seen, history.slice(-5).join("\n"), timeout);
      // From when the watcher reported it (at the latest, now), not from the write.
      for (const c of changes) lastWrite.set(c.file, Date.now());
    }
  } finally {
    await mode.close();
    rmSync(root, { recursive: true, force: true });
  }
  return history;
}
