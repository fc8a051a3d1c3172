import type { FileEvent } from "@toolcall/core";
import type { ProjectHolder } from "./project-holder.js";
import { RESOLVED_VIRTUAL_ID } from "./virtual-id.js";

// The few shapes of Vite's API used here, so the plugin needs no Vite types.
interface ModuleGraph<M> {
  getModuleById(id: string): M | undefined;
  invalidateModule(mod: M, seen?: Set<M>, timestamp?: number, isHmr?: boolean): void;
}
interface Environment<M> {
  moduleGraph: ModuleGraph<M>;
}
/** Vite's `HotUpdateOptions`, generic over its module node type. */
export interface HotUpdate<M> {
  type: FileEvent;
  file: string;
  timestamp: number;
  modules: M[];
  server: { environments: Record<string, Environment<M>> };
}
/** The part of Vite's `ViteDevServer` that `configureServer` uses. */
export interface DevServer<M> {
  config: { server: { hmr?: unknown } };
  environments: Record<string, Environment<M>>;
  watcher: { on(event: "add" | "change" | "unlink", listener: (file: string) => void): unknown };
}

/** Vite's watcher events as the project's file events. */
const WATCHER_EVENTS = { add: "create", change: "update", unlink: "delete" } as const satisfies Record<string, FileEvent>;

/**
 * Drops the index of `virtual:tools` and the changed parts (`ids`, bare)
 * from every environment's graph (client and ssr), so the next import loads
 * the new text; the parts of unchanged files stay transformed. A plain (not
 * HMR) invalidation stamped now: only that moves the module's
 * lastInvalidationTimestamp, so a load of the old text already in flight is
 * thrown away instead of cached as current (found by test/watch).
 */
function invalidateEverywhere<M>(environments: Record<string, Environment<M>>, ids: string[]): void {
  for (const environment of Object.values(environments)) {
    for (const mod of virtualModules(environment, ids)) environment.moduleGraph.invalidateModule(mod, new Set(), undefined, false);
  }
}

/** The graph nodes of the index and of the given parts (bare ids) in one environment. */
function virtualModules<M>(environment: Environment<M>, ids: string[]): M[] {
  const mods: M[] = [];
  for (const id of [RESOLVED_VIRTUAL_ID, ...ids.map((part) => "\0" + part)]) {
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
export function createViteHot(holder: ProjectHolder) {
  /** True once `configureServer` saw `server.hmr: false`: the watcher path owns every event. */
  let watcherDriven = false;
  let last: { key: string; changed: boolean; parts: string[] } | undefined;

  /**
   * Vite calls it once per environment for one change, so the project is
   * told once and every environment's graph drops the index and the changed
   * parts; each call then returns them among the modules to update, and Vite reloads
   * whatever imports it (its own HMR update follows the invalidation).
   */
  function hotUpdate<M>(this: { environment: Environment<M> }, update: HotUpdate<M>): M[] | void {
    if (watcherDriven) return;
    const key = `${update.timestamp}:${update.type}:${update.file}`;
    if (last?.key !== key) {
      const changed = holder.notify(update.file, update.type);
      const parts = changed ? holder.takeChangedParts() : [];
      last = { key, changed, parts };
      if (changed) invalidateEverywhere(update.server.environments, parts);
    }
    if (!last.changed) return;
    const mods = virtualModules(this.environment, last.parts);
    if (mods.length === 0) return;
    return [...update.modules, ...mods.filter((mod) => !update.modules.includes(mod))];
  }

  /**
   * With `server.hmr: false`: each watcher event (one per change, for all
   * environments) notifies the project and, when the tools changed,
   * invalidates `virtual:tools` everywhere; the next import (`ssrLoadModule`,
   * a page load) gets the new module. With HMR on it does nothing.
   */
  function configureServer<M>(server: DevServer<M>): void {
    if (server.config.server.hmr !== false) return;
    watcherDriven = true;
    for (const [event, fileEvent] of Object.entries(WATCHER_EVENTS) as [keyof typeof WATCHER_EVENTS, FileEvent][]) {
      server.watcher.on(event, (file) => {
        if (holder.notify(file.replace(/\\/g, "/"), fileEvent)) invalidateEverywhere(server.environments, holder.takeChangedParts());
      });
    }
  }

  return { hotUpdate, configureServer };
}
