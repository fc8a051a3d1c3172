import type { Diagnostic, FileEvent } from "@toolcall/core";
import type { DevLogger } from "../diagnostics.js";
import type { ProjectHolder } from "../project-holder.js";
import { createRecheck } from "./recheck.js";
import { invalidateInRunners } from "./vite-runners.js";
import { RESOLVED_PREFIX, RESOLVED_VIRTUAL_ID } from "../virtual-id.js";

// The few shapes of Vite's API used here, so the plugin needs no Vite types.
interface ModuleGraph<M> {
  getModuleById(id: string): M | undefined;
  invalidateModule(mod: M, seen?: Set<M>, timestamp?: number, isHmr?: boolean): void;
}
interface Environment<M> {
  moduleGraph: ModuleGraph<M>;
}
/** What `hotUpdate` and the watcher path use of the dev server. */
interface Server<M> {
  environments: Record<string, Environment<M>>;
  config: { logger: DevLogger };
}
/** Vite's `HotUpdateOptions`, generic over its module node type. */
export interface HotUpdate<M> {
  type: FileEvent;
  file: string;
  timestamp: number;
  modules: M[];
  /** The file's text; Vite waits out a file that is still empty while it is being written. */
  read(): string | Promise<string>;
  server: Server<M>;
}
/** The part of Vite's `ViteDevServer` that `configureServer` uses. */
export interface DevServer<M> extends Server<M> {
  config: Server<M>["config"] & { server: { hmr?: unknown } };
  watcher: { on(event: "add" | "change" | "unlink", listener: (file: string) => void): unknown };
}

/** Vite's watcher events as the project's file events. */
const WATCHER_EVENTS = { add: "create", change: "update", unlink: "delete" } as const satisfies Record<string, FileEvent>;

/**
 * Drops the given modules (resolved ids) from every environment's graph
 * (client, SSR, a framework's own) of every dev server, so the next import
 * loads their new text; Vite then
 * re-evaluates their importers, the index among them, without transforming
 * an importer whose text is the same. A plain (not HMR) invalidation stamped
 * now: only that moves the module's lastInvalidationTimestamp, so a load of
 * the old text already in flight is thrown away instead of cached as current
 * (found by test/watch). And from each environment's module runners, so
 * that every runner loads them again, not only the first to ask
 * (vite-runners.ts).
 */
function invalidateEverywhere<M>(servers: Iterable<Server<M>>, ids: string[]): void {
  for (const server of servers) {
    for (const environment of Object.values(server.environments)) {
      for (const mod of graphModules(environment, ids)) environment.moduleGraph.invalidateModule(mod, new Set(), undefined, false);
      invalidateInRunners(server, environment, ids);
    }
  }
}

/** The graph nodes of the given resolved ids in one environment. */
function graphModules<M>(environment: Environment<M>, ids: string[]): M[] {
  const mods: M[] = [];
  for (const id of ids) {
    const mod = environment.moduleGraph.getModuleById(id);
    if (mod) mods.push(mod);
  }
  return mods;
}

/**
 * How the Vite dev server tells the project about file changes. With HMR on
 * (the default), Vite's `hotUpdate` hook (not `handleHotUpdate`, which never
 * sees a file being created or deleted); with `server.hmr: false` Vite never
 * calls `hotUpdate`, so `configureServer` listens to the server's watcher
 * instead. Exactly one of the two handles a server's events.
 */
export function createViteHot(holder: ProjectHolder, report: (logger: DevLogger, diagnostics: Diagnostic[]) => void) {
  /**
   * Every dev server this plugin instance is part of. A framework may run
   * several on one instance (Nuxt: one for the client, one without HMR for
   * its server build), and the developer tools load `virtual:tools` in the
   * one that serves HTTP: a change must reach all of their graphs, whichever
   * server heard of it. Weakly held, so a closed server can be collected.
   */
  const servers = new Set<WeakRef<Server<unknown>>>();
  const liveServers = <M>(heard: Server<M>): Server<M>[] => {
    const all = new Set<Server<M>>([heard]);
    for (const ref of servers) {
      const server = ref.deref() as Server<M> | undefined;
      if (server) all.add(server);
      else servers.delete(ref);
    }
    return [...all];
  };
  /** Servers with `server.hmr: false`: their watcher path owns their events. */
  const watcherDriven = new WeakSet<object>();
  let last: { key: string; changed: Promise<string[] | undefined> } | undefined;
  /** Events are handled one after the other, so an older text read later can never overwrite a newer one. */
  let queue: Promise<unknown> = Promise.resolve();
  /** The dev server (set by `configureServer`, which Vite calls before any event): where a recheck invalidates. */
  let devServer: Server<unknown> | undefined;
  /**
   * Each reported file is compared with the disk again once it is quiet,
   * in the same queue as the events: the watcher may have dropped its last
   * write (recheck.ts). Without this, the text read for the first of two
   * quick writes stayed served until the file's next edit, though Vite's
   * own module of the file, read when next loaded, had the second.
   */
  const recheck = createRecheck((file) => {
    queue = queue.then(() => devServer && applyChange(devServer, () => holder.sync(file))).catch(() => undefined);
  });

  /**
   * Vite calls it once per environment for one change, so the project is
   * told once and every environment's graph drops what changed; each call
   * then returns those modules among the ones to update, and Vite reloads
   * whatever imports them (its own HMR update follows the invalidation).
   */
  async function hotUpdate<M>(this: { environment: Environment<M> }, update: HotUpdate<M>): Promise<M[] | void> {
    if (watcherDriven.has(update.server)) return;
    // Any file, a tool file or not: Vite dropped its modules from the graph, the runners must drop them too (vite-runners.ts).
    invalidateInRunners(update.server, this.environment, [], [update.file]);
    const key = `${update.timestamp}:${update.type}:${update.file}`;
    if (last?.key !== key) {
      const changed = queue.then(() => notifyOnce(update));
      queue = changed.catch(() => undefined);
      last = { key, changed };
      if (holder.concerns(update.file)) recheck.schedule(update.file);
    }
    const ids = await last.changed;
    if (!ids) return;
    const mods = graphModules(this.environment, ids);
    if (mods.length === 0) return;
    return [...update.modules, ...mods.filter((mod) => !update.modules.includes(mod))];
  }

  /**
   * Tells the project about one change, with the text Vite read (only for a
   * file that can matter: Vite reads whatever changed, images included).
   */
  async function notifyOnce<M>(update: HotUpdate<M>): Promise<string[] | undefined> {
    // A file deleted again before it could be read: the project reads it itself (the recheck follows).
    const text = update.type !== "delete" && holder.concerns(update.file) ? await Promise.resolve().then(() => update.read()).catch(() => undefined) : undefined;
    return applyChange(update.server, () => holder.notify(update.file, update.type, text));
  }

  /**
   * Tells the project of a change (`notify`: true when the tools may have
   * changed) and invalidates everywhere what changed: the
   * changed parts, and the index only when its text changed, so that an
   * edit does not make Vite transform the index and resolve its 200 imports
   * again at 1,000 tools (Vite still runs it again, as an importer of the
   * part). New diagnostics are printed here: the index's load, when it
   * happens, finds them already printed (see `devDiagnostics`). Resolved
   * ids of what changed, or undefined when nothing did.
   */
  function applyChange<M>(server: Server<M>, notify: () => boolean): string[] | undefined {
    if (!holder.started) return undefined;
    const project = holder.get();
    const index = project.moduleCode();
    if (!notify()) return undefined;
    const ids = confirmedParts().map((part) => RESOLVED_PREFIX + part);
    if (project.moduleCode() !== index) ids.unshift(RESOLVED_VIRTUAL_ID);
    report(server.config.logger, project.diagnostics());
    invalidateEverywhere(liveServers(server), ids);
    return ids;
  }

  /**
   * The parts that changed, once each tool file behind a part that came or
   * changed has been compared with the disk (`ProjectHolder.sync`). A change
   * of one file can bring back the tools of another from the text the
   * project holds (a restored type file ends the withholding of the tool
   * files that import it), and that other file may be gone already:
   * chokidar reports a deletion about 100 ms late (its `atomic` option waits
   * for the file to come back) and a creation at once. Served then, the
   * index imports a part that imports the deleted file, and the module
   * runner evaluating it fails to load that file: Vite logs the error for
   * the request, and the test walk saw it (test/watch/vite-dev.test.ts,
   * restore of a type file right after the deletion of a tool file that
   * imports it). One read per changed part, of files the event mostly just
   * read anyway.
   */
  function confirmedParts(): string[] {
    const project = holder.get();
    const changed = new Set(holder.takeChangedParts());
    if (changed.size === 0) return [];
    const checked = new Set<string>();
    for (let again = true; again; ) {
      again = false;
      for (const { file } of project.tools()) {
        if (checked.has(file) || !changed.has(project.partIdOf(file))) continue;
        checked.add(file);
        if (!holder.sync(file)) continue;
        for (const part of holder.takeChangedParts()) changed.add(part);
        // The tools changed under the loop: walk the new ones (each file is read once).
        again = true;
        break;
      }
    }
    return [...changed].sort();
  }

  /**
   * Records the server (see `servers`). With `server.hmr: false`: each
   * watcher event (one per change, for all environments) notifies the
   * project and, when the tools changed, invalidates `virtual:tools`
   * everywhere; the next import (`ssrLoadModule`, a page load) gets the new
   * module. With HMR on, `hotUpdate` does that.
   */
  function configureServer<M>(server: DevServer<M>): void {
    servers.add(new WeakRef(server as Server<unknown>));
    devServer = server as Server<unknown>;
    if (server.config.server.hmr !== false) return;
    watcherDriven.add(server);
    for (const [event, fileEvent] of Object.entries(WATCHER_EVENTS) as [keyof typeof WATCHER_EVENTS, FileEvent][]) {
      server.watcher.on(event, (path) => {
        const file = path.replace(/\\/g, "/");
        for (const environment of Object.values(server.environments)) invalidateInRunners(server, environment, [], [file]);
        if (holder.concerns(file)) recheck.schedule(file);
        applyChange(server, () => holder.notify(file, fileEvent));
      });
    }
  }

  return { hotUpdate, configureServer, close: recheck.close };
}
