/**
 * What every bundler adapter shares (adapters/): the project of one plugin
 * instance, the resolution of the virtual ids, the load of `virtual:tools`
 * and its parts, and the transform of tool modules. An adapter adds only what
 * its bundler does differently: where watch lists go, how diagnostics are
 * reported, which events say that a file changed.
 */
import { generateUiModule, TOOL_MODULE_HINT, UI_MODULE_ID, uiPageTool, type ToolProject } from "@toolcall/core";
import { pagesUnsupported } from "./ui/pages.js";
import type { TransformResult, UnpluginBuildContext, UnpluginContext, UnpluginOptions } from "unplugin";
import { reportDiagnostics } from "./diagnostics.js";
import { removeUseToolsDirective } from "./directive.js";
import type { Options } from "./options.js";
import { ProjectHolder } from "./project-holder.js";
import { ScopeWarnings } from "./scope-warnings.js";
import { ANY_VIRTUAL_ID_PATTERN, RESOLVED_ID_PATTERN, RESOLVED_PREFIX, RESOLVED_VIRTUAL_ID, cleanId } from "./virtual-id.js";

/** `this` of unplugin's `load` and `transform` hooks. */
export type HookContext = UnpluginBuildContext & UnpluginContext;

/** What an adapter does around the shared `load` (see `ToolcallContext.load`). */
export interface LoadHost {
  /** A part or a shared module was loaded (webpack and rspack make the project's files its dependencies). */
  part?(build: HookContext, project: ToolProject): void;
  /** The index is about to be generated (webpack and rspack re-sync with the disk first). */
  beforeIndex?(): void;
  /** The index was generated: the adapter hands over what it depends on and reports its diagnostics. */
  index(build: HookContext, project: ToolProject): void;
  /** The module of a tool's page (its id: model/virtual-ids.ts in core): only Vite builds pages (ui/pages.ts). */
  page?(build: HookContext, project: ToolProject, tool: string): Promise<string>;
  /** What `load` returns for generated code (Vite's dev server adds an empty source map). */
  served?(code: string): TransformResult;
}

/** The code of a part id that no current file has (an index of an older build still being loaded). */
const EMPTY_PART = "export const __tc_part = [];\n";

export class ToolcallContext {
  readonly holder: ProjectHolder;
  readonly scopeWarnings = new ScopeWarnings();
  /** Whether this bundler builds tools' pages (`@ui`): Vite alone, which sets it; the others report each page as an error. */
  buildsPages = false;
  /** The bundler's name, for the message of a page it cannot build. */
  bundlerName = "this bundler";

  constructor(readonly options: Options) {
    this.holder = new ProjectHolder(options);
  }

  /** `resolveId` of the virtual ids, bare or resolved (webpack gets the resolved id as the request). */
  resolveId(): NonNullable<UnpluginOptions["resolveId"]> {
    return {
      filter: { id: ANY_VIRTUAL_ID_PATTERN },
      handler: (id) => (ANY_VIRTUAL_ID_PATTERN.test(id) ? (id.startsWith(RESOLVED_PREFIX) ? id : RESOLVED_PREFIX + id) : undefined),
    };
  }

  /**
   * `transform` of every bundler: a tool module loses its `"use tools"`
   * directive (the bundler then compiles it as usual); a module that declares
   * tools where the project does not look gets a warning.
   */
  transform(): NonNullable<UnpluginOptions["transform"]> {
    const { holder, scopeWarnings } = this;
    return {
      filter: { code: TOOL_MODULE_HINT },
      handler(code, id) {
        const file = cleanId(id);
        if (file.startsWith("\0")) return undefined;
        const project = holder.get();
        if (project.isCandidate(file)) return removeUseToolsDirective(code);
        scopeWarnings.checkModule(this, project, file, code);
        return undefined;
      },
    };
  }

  /** `load` of the index of `virtual:tools`, its parts and the modules they share, with `host` around it. */
  load(host: LoadHost): NonNullable<UnpluginOptions["load"]> {
    const holder = this.holder;
    const served = host.served ?? ((code: string) => code);
    return {
      filter: { id: RESOLVED_ID_PATTERN },
      handler(id) {
        const clean = cleanId(id);
        if (!RESOLVED_ID_PATTERN.test(clean)) return undefined;
        if (clean !== RESOLVED_VIRTUAL_ID) {
          const project = holder.get();
          const bare = clean.slice(RESOLVED_PREFIX.length);
          if (bare === UI_MODULE_ID) return served(generateUiModule(project.tools()));
          const pageOf = uiPageTool(bare);
          // A bundler without `page` failed at the index already (`report`).
          if (pageOf !== undefined) return host.page ? host.page(this, project, pageOf).then(served) : served(`export default "";\n`);
          host.part?.(this, project);
          return served(project.partCode(clean.slice(RESOLVED_PREFIX.length)) ?? EMPTY_PART);
        }
        host.beforeIndex?.();
        const project = holder.get();
        const code = project.moduleCode();
        host.index(this, project);
        return served(code);
      },
    };
  }

  /** The code of a part or shared module by bare id, for a bundler that serves them itself (esbuild). */
  partCode(project: ToolProject, id: string): string {
    return project.partCode(id) ?? EMPTY_PART;
  }

  /** Reports the project's diagnostics through the bundler, and warns once if it has no tools. */
  report(build: HookContext, project: ToolProject): void {
    reportDiagnostics(build, [...project.diagnostics(), ...(this.buildsPages ? [] : pagesUnsupported(project, this.bundlerName))]);
    this.scopeWarnings.checkTools(build, project);
  }
}
