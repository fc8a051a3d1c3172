/**
 * The burst walk: the differential test's random steps, written to disk in
 * bursts of two to five writes 0 to 100 ms apart (a formatter fixing on
 * save, an agent applying several edits, `git checkout`), many of them a
 * second write of the file the write before touched. Once a burst is
 * written and the watcher is quiet, the served output must equal a cold
 * build of the files on disk (`settle`); a stale result fails the walk.
 */
import { rmSync } from "node:fs";
import { type WatchMode, markers, settle } from "./differential.js";
import { copyFixture } from "./helpers.js";
import { type Change, type State, applyChanges, initialState, random, step } from "./scenario.js";

export interface BurstOptions {
  seed: number;
  /** Bursts to write. */
  bursts: number;
  /** How long a burst may take to show once written, in ms. */
  timeout?: number;
  /** Called after every burst that settled (progress of a long walk). */
  onBurst?: (done: number) => void;
}

/** Longer than chokidar's 50 ms throttle of a path's changes and its 100 ms wait for an `add` after an `unlink`. */
const QUIET_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A second write of `file`, as a formatter or a second edit would make it:
 * a tool file gets a tool more or a new description, a type file a field
 * more. Undefined for any other file (a deleted one among them).
 */
function rewrite(state: State, file: string, rand: () => number): string | undefined {
  const tools = state.toolFiles[file];
  if (tools) {
    const fn = tools.fns[Math.floor(rand() * tools.fns.length)]!;
    if (rand() < 0.5) {
      const name = `again${++state.counter}`;
      tools.fns.push({ fn: name, doc: `Written again (${name}).`, params: [{ name: "input", type: "string" }], version: 0 });
      return `rewrite ${file}: add tool ${name}`;
    }
    fn.version++;
    fn.doc = `${fn.doc.replace(/ \(again \d+\)$/, "")} (again ${++state.counter})`;
    return `rewrite ${file}: edit doc of ${fn.fn}`;
  }
  const type = state.typeFiles[file];
  if (type) {
    type.props.push({ name: `again${++state.counter}`, type: "string", optional: rand() < 0.5 });
    return `rewrite ${file}: add a field to ${type.typeName}`;
  }
  return undefined;
}

/**
 * Past this many tools a write takes some away: the random steps add more
 * than they remove, and a walk of 10,000 bursts would otherwise slow down as
 * the project grows (128 tools by burst 700).
 */
const MAX_TOOLS = 40;

/** A write that removes a tool or a whole tool file, when the project holds more than `MAX_TOOLS` tools. */
function prune(state: State, rand: () => number): { label: string; changes: Change[] } | undefined {
  const files = Object.keys(state.toolFiles).sort();
  if (files.reduce((n, file) => n + state.toolFiles[file]!.fns.length, 0) <= MAX_TOOLS) return undefined;
  const file = files[Math.floor(rand() * files.length)]!;
  const fns = state.toolFiles[file]!.fns;
  if (fns.length < 2 || rand() < 0.3) {
    delete state.toolFiles[file];
    return { label: `prune: delete tool file ${file}`, changes: [{ file, event: "delete" }] };
  }
  const [removed] = fns.splice(Math.floor(rand() * fns.length), 1);
  return { label: `prune: remove tool ${removed!.fn} from ${file}`, changes: [{ file, event: "update" }] };
}

/** One write of a burst: half the time the previous write's file again, else a random step (or a prune). */
function nextWrite(state: State, rand: () => number, previous: Change[]): { label: string; changes: Change[] } {
  const pruned = prune(state, rand);
  if (pruned) return pruned;
  const again = previous.filter((c) => c.event !== "delete");
  if (again.length && rand() < 0.5) {
    const file = again[Math.floor(rand() * again.length)]!.file;
    const label = rewrite(state, file, rand);
    if (label) return { label, changes: [{ file, event: "update" }] };
  }
  return step(state, rand, { allowErrors: true });
}

/** Runs the walk under `mode` over a fresh copy of the fixture; returns its history (one line per write). */
export async function runBurstWalk(name: string, mode: WatchMode, options: BurstOptions): Promise<string[]> {
  const root = copyFixture(`${name}-${options.seed}`);
  const state = initialState();
  const rand = random(options.seed);
  const seen = markers(state);
  const history: string[] = [];
  const timeout = options.timeout ?? 10_000;
  try {
    await mode.start(root);
    await settle(mode, root, state, seen, "the first build", timeout);
    for (let burst = 0; burst < options.bursts; burst++) {
      const writes = 2 + Math.floor(rand() * 4);
      let previous: Change[] = [];
      const lines: string[] = [];
      for (let w = 0; w < writes; w++) {
        // Drawn even before the first write, so the walk does not depend on where a burst starts.
        const pause = Math.floor(rand() * 101);
        if (w > 0) await sleep(pause);
        const { label, changes } = nextWrite(state, rand, previous);
        applyChanges(root, state, changes);
        for (const m of markers(state)) seen.add(m);
        lines.push(`${burst}.${w}${w > 0 ? ` (+${pause} ms)` : ""}: ${label} [${changes.map((c) => `${c.event} ${c.file}`).join(", ")}]`);
        previous = changes;
      }
      history.push(...lines);
      await sleep(QUIET_MS);
      await settle(mode, root, state, seen, lines.join("\n"), timeout);
      options.onBurst?.(burst + 1);
    }
  } finally {
    await mode.close();
    rmSync(root, { recursive: true, force: true });
  }
  return history;
}
