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

/**
 * Vite's `hotUpdate` hook (not `handleHotUpdate`, which never sees a file
 * being created or deleted). Vite calls it once per environment for one
 * change, so the project is told once and every environment's graph (client
 * and ssr) drops the module; each call then returns `virtual:tools` among
 * the modules to update, and Vite reloads whatever imports it.
 */
export function createHotUpdate(holder: ProjectHolder) {
  let last: { key: string; changed: boolean } | undefined;
  return function hotUpdate<M>(this: { environment: Environment<M> }, update: HotUpdate<M>): M[] | void {
    const key = `${update.timestamp}:${update.type}:${update.file}`;
    if (last?.key !== key) {
      const changed = holder.notify(update.file, update.type);
      last = { key, changed };
      if (changed) {
        for (const environment of Object.values(update.server.environments)) {
          const mod = environment.moduleGraph.getModuleById(RESOLVED_VIRTUAL_ID);
          // A plain (not HMR) invalidation stamped now: only that moves the
          // module's lastInvalidationTimestamp, so a load of the old text
          // already in flight is thrown away instead of cached as current
          // (found by test/watch; Vite's own HMR update follows anyway).
          if (mod) environment.moduleGraph.invalidateModule(mod, new Set(), undefined, false);
        }
      }
    }
    if (!last.changed) return;
    const mod = this.environment.moduleGraph.getModuleById(RESOLVED_VIRTUAL_ID);
    if (!mod) return;
    return update.modules.includes(mod) ? update.modules : [...update.modules, mod];
  };
}
