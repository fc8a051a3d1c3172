import { dirname, join, resolve } from "node:path";
import { createFilesMatcher, createPathsMatcher, getTsconfig, parseTsconfig, type PathsMatcher, type TsConfigResult } from "get-tsconfig";
import { HostFsCache } from "./host-fs.js";

/** How `tsc` looks modules up under a tsconfig (see docs/types.md, "Where types are found"). */
export type ResolutionMode = "bundler" | "node16" | "node10";

/** The tsconfig in force for one tool module, reduced to what module resolution needs. */
export interface ResolverConfig {
  /** The tsconfig file (after picking the referenced project that includes the module); undefined when there is none. */
  path?: string;
  mode: ResolutionMode;
  customConditions: string[];
  /** tsconfig `paths` (longest prefix first) and `baseUrl`: candidate paths for a bare specifier. */
  paths: PathsMatcher | null;
  /** Every config file read to get here (the extends chain, solution configs), with its text. */
  files: Map<string, string>;
  /** Config text that did not parse, as get-tsconfig reported it. */
  error?: string;
}

const NO_CONFIG = (files: Map<string, string>, error?: string): ResolverConfig => ({
  mode: "bundler",
  customConditions: [],
  paths: null,
  files,
  error,
});

/**
 * Reads tsconfig files through get-tsconfig (comments and trailing commas as
 * tsc reads them, `extends` relative, from packages or as an array,
 * `${configDir}`), memoized for one extraction run.
 */
export class ConfigReader {
  private readonly byFile = new Map<string, ResolverConfig>();
  private readonly byDir = new Map<string, { found: TsConfigResult | null; config: ResolverConfig }>();

  constructor(
    private readonly readText: (path: string) => string | undefined,
    /** An explicit tsconfig (the plugin's `tsconfig` option); else the nearest one of each tool module. */
    private readonly explicit?: string,
  ) {}

  /** The config in force for a tool module: the nearest tsconfig, or the referenced project of a solution config that includes it. */
  forModule(file: string): ResolverConfig {
    let config = this.byFile.get(file);
    if (config) return config;
    const nearest = this.nearest(this.explicit ?? dirname(file));
    config = nearest.config;
    if (nearest.found?.config.references?.length && !createFilesMatcher(nearest.found)(file)) {
      const cache = new HostFsCache(this.readText);
      for (const [path, text] of nearest.config.files) cache.read.set(path, text);
      try {
        const project = this.referencedProject(nearest.found, file, cache, 0);
        if (project) config = this.toConfig(project, cache.read);
      } catch (error) {
        config = NO_CONFIG(cache.read, error instanceof Error ? error.message : String(error));
      }
    }
    this.byFile.set(file, config);
    return config;
  }

  /** The nearest tsconfig of a directory (or the explicit one), memoized per directory. */
  private nearest(where: string): { found: TsConfigResult | null; config: ResolverConfig } {
    let memo = this.byDir.get(where);
    if (memo) return memo;
    const cache = new HostFsCache(this.readText);
    try {
      let found: TsConfigResult | null;
      if (this.explicit) found = this.readText(this.explicit) === undefined ? null : { path: this.explicit, config: parseTsconfig(this.explicit, cache as unknown as Map<string, string>) };
      else found = getTsconfig(where, "tsconfig.json", cache);
      memo = { found, config: found ? this.toConfig(found, cache.read) : NO_CONFIG(cache.read) };
    } catch (error) {
      memo = { found: null, config: NO_CONFIG(cache.read, error instanceof Error ? error.message : String(error)) };
    }
    this.byDir.set(where, memo);
    return memo;
  }

  /** For a solution-style config (`references`), the referenced project whose files include `file`, depth first. */
  private referencedProject(root: TsConfigResult, file: string, cache: HostFsCache, depth: number): TsConfigResult | undefined {
    const references = root.config.references ?? [];
    if (!references.length || depth > 8) return undefined;
    for (const reference of references) {
      let path = resolve(dirname(root.path), reference.path);
      if (!path.endsWith(".json")) path = join(path, "tsconfig.json");
      if (this.readText(path) === undefined) continue;
      const project: TsConfigResult = { path, config: parseTsconfig(path, cache as unknown as Map<string, string>) };
      const nested = this.referencedProject(project, file, cache, depth + 1);
      if (nested) return nested;
      if (createFilesMatcher(project)(file)) return project;
    }
    return undefined;
  }

  private toConfig(found: TsConfigResult, files: Map<string, string>): ResolverConfig {
    const options = found.config.compilerOptions ?? {};
    const resolution = String(options.moduleResolution ?? "").toLowerCase();
    const module = String(options.module ?? "").toLowerCase();
    let mode: ResolutionMode = "bundler";
    if (resolution === "node16" || resolution === "nodenext" || (!resolution && /^node(16|18|20|next)$/.test(module))) mode = "node16";
    else if (resolution === "node" || resolution === "node10" || resolution === "classic") mode = "node10";
    return {
      path: found.path,
      mode,
      customConditions: options.customConditions ?? [],
      paths: createPathsMatcher(found),
      files,
    };
  }
}
