/**
 * Pages in `vite dev` (docs/mcp.md, "A tool's UI"): a page's module is built
 * once, when the dev MCP endpoint first reads its resource, and cached in
 * the module graph like any module. Vite's graph does not know the files the
 * page was built from (they belong to another build), so an edit of one of
 * them drops the page's module from every environment here, tells the dev
 * MCP endpoint's sessions subscribed to the page's URI
 * (`notifications/resources/updated`), and the next `resources/read` builds
 * it again.
 */
import { RESOLVED_PREFIX, uiPageId } from "@toolcall/core";

interface Graph<M> {
  moduleGraph: { getModuleById(id: string): M | undefined; invalidateModule(mod: M, seen?: Set<M>, timestamp?: number, isHmr?: boolean): void };
}

interface WatchedServer<M> {
  environments: Record<string, Graph<M>>;
  watcher: { on(event: "change" | "unlink", listener: (file: string) => void): unknown; add(paths: string | string[]): unknown };
}

export class PageSources {
  /** Resolved page module id -> the page's URI and the files it was built from (posix). */
  private readonly files = new Map<string, { uri: string; files: Set<string> }>();
  private server: WatchedServer<unknown> | undefined;

  /** Tool `tool`'s page (at `uri`) was built from `files`. */
  built(tool: string, uri: string, files: string[]): void {
    this.files.set(RESOLVED_PREFIX + uiPageId(tool), { uri, files: new Set(files) });
    // Under the root Vite watches them anyway; a page may import from outside it.
    this.server?.watcher.add(files);
  }

  /** Starts following the dev server's watcher; `updated` tells the clients of a page's URI. */
  watch<M>(server: WatchedServer<M>, updated: (uri: string) => void): void {
    this.server = server as WatchedServer<unknown>;
    const changed = (file: string) => {
      const path = file.replace(/\\/g, "/");
      const stale = [...this.files].filter(([, page]) => page.files.has(path));
      // The files stay recorded until the page is built again: an edit before the next read is told too.
      for (const [id, { uri }] of stale) {
        for (const environment of Object.values(server.environments)) {
          const mod = environment.moduleGraph.getModuleById(id);
          // A plain invalidation stamped now, as vite-hot.ts does for parts: a build of the old text in flight is not kept.
          if (mod) environment.moduleGraph.invalidateModule(mod, new Set(), Date.now(), false);
        }
        updated(uri);
      }
    };
    server.watcher.on("change", changed);
    server.watcher.on("unlink", changed);
  }
}
