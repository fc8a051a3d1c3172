import type { UnpluginOptions } from "unplugin";
import type { LoadHost, ToolcallContext } from "../context.js";
import { cleanId } from "../virtual-id.js";

type Hooks = Omit<UnpluginOptions, "name">;

/**
 * The hooks every Rollup-compatible bundler understands: the virtual ids
 * resolved and loaded, each file the index depends on watched with
 * `addWatchFile`, and `watchChange` told to the project. Bundlers without an
 * adapter of their own (Farm, unloader, Bun) get these alone.
 */
export function portableAdapter(context: ToolcallContext): Hooks {
  return {
    resolveId: context.resolveId(),
    load: context.load({ index: watchAndReport(context) }),
    watchChange(id, { event }) {
      context.holder.notify(cleanId(id), event);
    },
  };
}

/**
 * Rollup: the portable hooks, and the watch lists handed over at the start
 * of each build. Its watcher takes directories too (chokidar watches them
 * recursively), which is how a new tool file triggers a rebuild.
 */
export function rollupAdapter(context: ToolcallContext): Hooks {
  return {
    ...portableAdapter(context),
    buildStart() {
      // A rebuild starts from the disk, as the bundler's own loads of every
      // module do: chokidar drops a second change of a path within 50 ms of
      // the first, so the text read at `watchChange` may be older than what
      // this build reads. Cheap when nothing changed (`ToolProject.scan`).
      if (context.holder.started) context.holder.resync();
      const project = context.holder.get();
      for (const file of [...project.watchFiles(), ...project.watchDirs()]) this.addWatchFile(file);
    },
  };
}

/** After the index is generated: every file it depends on watched with `addWatchFile`, the diagnostics reported. */
export function watchAndReport(context: ToolcallContext): LoadHost["index"] {
  return (build, project) => {
    for (const file of project.watchFiles()) build.addWatchFile(file);
    context.report(build, project);
  };
}
