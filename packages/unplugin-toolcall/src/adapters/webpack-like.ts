import type { UnpluginOptions } from "unplugin";
import type { ToolcallContext } from "../context.js";
import { cleanId } from "../virtual-id.js";

/**
 * webpack and rspack: rooted at the compiler's `context`. They rebuild a
 * module only when one of its own dependencies changed, so every part
 * depends on what the index does, and their watchers miss new files unless
 * the directories are context dependencies of the index. A new file is
 * reported as a change of its directory, not as the file: the index is
 * loaded again, and the project finds what changed on disk itself.
 */
export function webpackLikeAdapter(context: ToolcallContext, compilerRoot: string | undefined): Omit<UnpluginOptions, "name"> {
  context.holder.useBundlerRoot(compilerRoot);
  /** How often the index was loaded: a load after the first means something changed. */
  let indexLoads = 0;
  return {
    resolveId: context.resolveId(),
    load: context.load({
      part(build, project) {
        for (const file of project.watchFiles()) build.addWatchFile(file);
      },
      beforeIndex() {
        if (indexLoads++ > 0) context.holder.resync();
      },
      index(build, project) {
        for (const file of project.watchFiles()) build.addWatchFile(file);
        const native = build.getNativeBuildContext?.();
        const loader = native?.framework === "webpack" || native?.framework === "rspack" ? native.loaderContext : undefined;
        for (const dir of project.watchDirs()) loader?.addContextDependency(dir);
        context.report(build, project);
      },
    }),
    watchChange(id, { event }) {
      context.holder.notify(cleanId(id), event);
    },
  };
}
