import { formatDiagnostic } from "@toolcall/core";
import type { UnpluginOptions } from "unplugin";
import { pagesUnsupported } from "../ui/pages.js";
import type { ToolcallContext } from "../context.js";
import { withSubdirectories } from "../subdirs.js";
import { VIRTUAL_ID, VIRTUAL_ID_PATTERN } from "../virtual-id.js";

// The few shapes of esbuild's plugin API used here, so the plugin needs no esbuild types.
interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}
interface EsbuildBuild {
  initialOptions: { absWorkingDir?: string };
  onStart(callback: () => void): void;
  onResolve(options: { filter: RegExp }, callback: (args: { path: string }) => { path: string; namespace: string } | undefined): void;
  onLoad(
    options: { filter: RegExp; namespace: string },
    callback: (args: { path: string }) => {
      contents: string;
      loader: "js";
      resolveDir: string;
      watchFiles?: string[];
      watchDirs?: string[];
      errors?: EsbuildMessage[];
      warnings?: EsbuildMessage[];
    },
  ): void;
}

const NAMESPACE = "toolcall";

/**
 * esbuild serves `virtual:tools` from its own namespace instead of through
 * unplugin's generic hooks (so it has no `resolveId`, `load`, `buildStart` or
 * `watchChange`), because only a direct `onLoad` result can carry
 * `watchDirs`: without it, `esbuild.context().watch()` never sees a new tool
 * file. esbuild does not say which file changed on a rebuild, so each build
 * starts by re-syncing the project with the disk (cheap: unchanged files are
 * not parsed again). Tool modules still go through the shared `transform`.
 */
export function esbuildAdapter(context: ToolcallContext): Omit<UnpluginOptions, "name"> {
  return {
    esbuild: {
      // Only source files can be tool modules.
      onLoadFilter: /\.[cm]?[jt]sx?$/,
      setup: (build: EsbuildBuild) => setup(context, build),
    },
  };
}

function setup(context: ToolcallContext, build: EsbuildBuild): void {
  const { holder, scopeWarnings } = context;
  holder.useBundlerRoot(build.initialOptions.absWorkingDir);
  // The first build scans (and writes the declaration file); rebuilds re-sync.
  build.onStart(() => {
    if (holder.started) holder.resync();
    else holder.get();
  });
  // The index, its parts (one per tool source file) and their shared modules (model/virtual-ids.ts in core).
  build.onResolve({ filter: VIRTUAL_ID_PATTERN }, (args) =>
    VIRTUAL_ID_PATTERN.test(args.path) ? { path: args.path, namespace: NAMESPACE } : undefined,
  );
  build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
    const project = holder.get();
    if (args.path !== VIRTUAL_ID) {
      // A part or a shared module: the index's load reports diagnostics and watch lists for all of them.
      const contents = context.partCode(project, args.path);
      return { contents, loader: "js", resolveDir: project.options.root };
    }
    const contents = project.moduleCode();
    const diagnostics = [...project.diagnostics(), ...pagesUnsupported(project, "esbuild")];
    const toMessage = (d: (typeof diagnostics)[number]): EsbuildMessage => ({
      text: formatDiagnostic(d),
      location: { file: d.loc.file, line: d.loc.line, column: Math.max(0, d.loc.column - 1) },
    });
    const scope: EsbuildMessage[] = [];
    scopeWarnings.checkTools({ warn: (text) => scope.push({ text }) }, project);
    return {
      contents,
      loader: "js",
      resolveDir: project.options.root,
      watchFiles: project.watchFiles(),
      watchDirs: withSubdirectories(project.watchDirs()),
      errors: diagnostics.filter((d) => d.severity === "error").map(toMessage),
      warnings: [...diagnostics.filter((d) => d.severity !== "error").map(toMessage), ...scope],
    };
  });
}
