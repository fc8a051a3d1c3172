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
 * Drops `virtual:tools` from every environment's graph (client and ssr), so
 * the next import loads the new text. A plain (not HMR) invalidation stamped
 * now: only that moves the module's lastInvalidationTimestamp, so a load of
 * the old text already in flight is thrown away instead of cached as current
 * (found by test/watch).
 */
function invalidateEverywhere<M>(environments: Record<string, Environment<M>>): void {
  for (const environment of Object.values(environments)) {
    const mod = environment.moduleGraph.getModuleById(RESOLVED_VIRTUAL_ID);
    if (mod) environment.moduleGraph.invalidateModule(mod, new Set(), undefined, false);
  }
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
  let last: { key: string; changed: boolean } | undefined;

  /**
   * Vite calls it once per environment for one change, so the project is
   * told once and every environment's graph drops the module; each call then
   * returns `virtual:tools` among the modules to update, and Vite reloads
   * whatever imports it (its own HMR update follows the invalidation).
   */
  function hotUpdate<M>(this: { environment: Environment<M> }, update: HotUpdate<M>): M[] | void {
    if (watcherDriven) return;
    const key = `${update.timestamp}:${update.type}:${update.file}`;
    if (last?.key !== key) {
      const changed = holder.notify(update.file, update.type);
      last = { key, changed };
      if (changed) invalidateEverywhere(update.server.environments);
    }
    if (!last.changed) return;
    const mod = this.environment.moduleGraph.getModuleById(RESOLVED_VIRTUAL_ID);
    if (!mod) return;
    return update.modules.includes(mod) ? update.modules : [...update.modules, mod];
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
        if (holder.notify(file.replace(/\\/g, "/"), fileEvent)) invalidateEverywhere(server.environments);
      });
    }
  }

  return { hotUpdate, configureServer };
}
