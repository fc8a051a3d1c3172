/**
 * The module runners that evaluate an environment's modules in the dev
 * server's own process, and how an edit reaches what they evaluated.
 *
 * One SSR environment can have two: its own (`environment.runner`, where
 * Astro 7, TanStack Start, SvelteKit 3 and React Router 8 run their server
 * code) and the one behind `server.ssrLoadModule` (where the developer
 * tools load `virtual:tools`, as do SvelteKit 2, React Router 7 and Hono's
 * Vite plugin). A runner asks the module graph whether its copy of a module
 * is current, and the graph says yes once the module has been transformed
 * since it was invalidated, whichever runner asked for that: the first of
 * the two to load an edited module left the other with its old copy (the
 * app served the new tools while the inspector's try-it answered "Unknown
 * tool", or the other way round). So every change that invalidates graph
 * modules also drops them, and what imports them, from each runner's
 * evaluated modules; each then loads them again when next asked
 * (docs/developer-tools.md).
 */

/** Vite's `EvaluatedModuleNode` (vite/module-runner), as far as it is used here. */
interface EvaluatedModule {
  importers: Set<string>;
}
/** Vite's `EvaluatedModules`: a runner's modules by resolved id and by file. */
interface EvaluatedModules {
  getModuleById(id: string): EvaluatedModule | undefined;
  getModulesByFile(file: string): Set<EvaluatedModule> | undefined;
  invalidateModule(node: EvaluatedModule): void;
}
interface Runner {
  evaluatedModules?: EvaluatedModules;
}
/**
 * The two places a runner of Vite 6 to 8 is kept. Vite has no public way
 * to list them, and its public getter (`environment.runner`) makes a runner
 * when there is none (one more runner, and Node's stack traces rewritten
 * for it), so the fields are read as they are: a runner not made yet has
 * nothing to drop.
 */
interface RunnerHolders {
  /** `RunnableDevEnvironment`'s own runner, once something asked for it. */
  _runner?: Runner;
}
interface ServerRunnerHolders {
  /** The runner `ssrLoadModule` made for the SSR environment. */
  _ssrCompatModuleRunner?: Runner;
}

/** The runners of one environment of a dev server that exist now. */
function runnersOf(server: object, environment: object, isSsr: boolean): EvaluatedModules[] {
  const runners = [(environment as RunnerHolders)._runner, isSsr ? (server as ServerRunnerHolders)._ssrCompatModuleRunner : undefined];
  return runners.flatMap((runner) => (runner?.evaluatedModules ? [runner.evaluatedModules] : []));
}

/**
 * Drops from every runner of the environment the modules with the given
 * resolved ids, the modules of the given files, and every module that
 * imports one of them, as the module graph's own invalidation does: an
 * importer evaluated against the old exports holds them.
 */
export function invalidateInRunners(server: { environments: Record<string, object> }, environment: object, ids: Iterable<string>, files: Iterable<string> = []): void {
  for (const modules of runnersOf(server, environment, server.environments.ssr === environment)) {
    const dropped = new Set<EvaluatedModule>();
    const drop = (node: EvaluatedModule | undefined): void => {
      if (!node || dropped.has(node)) return;
      dropped.add(node);
      modules.invalidateModule(node);
      for (const importer of node.importers) drop(modules.getModuleById(importer));
    };
    for (const id of ids) drop(modules.getModuleById(id));
    for (const file of files) for (const node of modules.getModulesByFile(file) ?? []) drop(node);
  }
}
