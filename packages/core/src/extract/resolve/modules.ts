import { realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { exports as exportsOf } from "resolve.exports";
import type { ResolverConfig } from "./config.js";

/** Where an import specifier led: a file, or every place it was looked for. */
export interface Resolution {
  path?: string;
  /** Places looked at, for the diagnostic of an import that was not found. */
  looked: string[];
  /** package.json files consulted (their edits can change the answer). */
  manifests: string[];
}

interface PackageJson {
  types?: unknown;
  typings?: unknown;
  main?: unknown;
  type?: unknown;
  exports?: unknown;
  typesVersions?: Record<string, Record<string, string[]>>;
}

/** The TypeScript version whose `typesVersions` entries apply (the one the repository pins). */
const TS_VERSION: Version = [5, 9];

/** Major and minor. */
type Version = [number, number];

/** TypeScript's extensions for types, in the order `tsc` tries them. */
const TS_EXTENSIONS = [".ts", ".tsx", ".d.ts"];

/**
 * Module resolution for types, as `tsc` does it under a tsconfig: relative
 * paths, `paths` and `baseUrl`, then node_modules up the directory tree, each
 * level trying the package and its `@types/` package. A package is read
 * through `exports` (the `types` condition, then `import` or `require` and
 * `node` by the importing file's format; resolve.exports does the matching,
 * subpath patterns included), else `typesVersions`, `types`/`typings`,
 * `main` and `index.d.ts`. A `.js` target stands for its `.ts`/`.d.ts` twin.
 */
export class ModuleResolver {
  private readonly manifests = new Map<string, PackageJson | undefined>();
  private readonly realpaths = new Map<string, string>();

  constructor(
    private readonly config: ResolverConfig,
    private readonly readText: (path: string) => string | undefined,
  ) {}

  resolve(specifier: string, fromFile: string): Resolution {
    const out: Resolution = { looked: [], manifests: [] };
    const fromDir = dirname(fromFile);
    if (specifier.startsWith(".") || specifier.startsWith("/")) {
      const base = resolve(fromDir, specifier);
      out.looked.push(base);
      out.path = this.file(base, out);
      return out;
    }
    const candidates = this.config.paths?.(specifier) ?? [];
    for (const candidate of candidates) {
      out.looked.push(`${candidate} (tsconfig paths/baseUrl)`);
      out.path = this.file(candidate, out);
      if (out.path) return out;
    }
    out.path = this.nodeModules(specifier, fromFile, out);
    return out;
  }

  private nodeModules(specifier: string, fromFile: string, out: Resolution): string | undefined {
    // A scoped name (`@scope/name`) takes two segments of the specifier, any other one.
    const name = specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
    const subpath = specifier.slice(name.length);
    const typesName = "@types/" + (name.startsWith("@") ? name.slice(1).replace("/", "__") : name);
    const conditions = this.conditions(fromFile);
    const dirs: string[] = [];
    for (let dir = dirname(fromFile); ; dir = dirname(dir)) {
      if (!dir.endsWith("/node_modules")) {
        dirs.push(dir);
        for (const pkg of [name, typesName]) {
          const found = this.loadPackage(this.realpath(join(dir, "node_modules", pkg)), subpath, conditions, out);
          if (found) return found;
        }
      }
      if (dirname(dir) === dir) break;
    }
    out.looked.push(`node_modules/${name} and node_modules/${typesName} in ${dirs[0]}${dirs.length > 1 ? ` and its ${dirs.length - 1} parent directories` : ""} (conditions ${conditions.join(", ")})`);
    return undefined;
  }

  /** The conditions `tsc` matches `exports` with: `types`, the import kind by the importing file's format, `node` under node16/nodenext. */
  private conditions(fromFile: string): string[] {
    const { mode, customConditions } = this.config;
    if (mode === "bundler") return ["types", "import", ...customConditions];
    return ["types", "node", this.isCommonJs(fromFile) ? "require" : "import", ...customConditions];
  }

  /** A file's module format under node16/nodenext: `.cts`/`.mts` by extension, else the nearest package.json `type`. */
  private isCommonJs(file: string): boolean {
    if (/\.c[tj]s$/.test(file)) return true;
    if (/\.m[tj]s$/.test(file)) return false;
    for (let dir = dirname(file); ; dir = dirname(dir)) {
      const pkg = this.manifest(join(dir, "package.json"));
      if (pkg) return pkg.type !== "module";
      if (dirname(dir) === dir) return true;
    }
  }

  private loadPackage(dir: string, subpath: string, conditions: string[], out: Resolution): string | undefined {
    const manifestPath = join(dir, "package.json");
    const pkg = this.manifest(manifestPath);
    if (pkg) out.manifests.push(manifestPath);
    if (pkg && pkg.exports !== undefined && pkg.exports !== null && this.config.mode !== "node10") {
      let targets: string[] = [];
      try {
        targets = (exportsOf(pkg as never, "." + subpath, { conditions, unsafe: true }) as string[] | undefined) ?? [];
      } catch {
        // Not exported: `tsc` does not look past `exports`.
      }
      for (const target of targets) {
        out.looked.push(`${join(dir, target)} (exports "${"." + subpath}" of ${manifestPath})`);
        const found = this.exportTarget(join(dir, target));
        if (found) return found;
      }
      if (!targets.length) out.looked.push(`${manifestPath}: exports has no "${"." + subpath}" for conditions ${conditions.join(", ")}`);
      return undefined;
    }
    if (subpath) return this.file(join(dir, this.typesVersions(pkg, subpath.slice(1))), out);
    if (pkg) {
      const entry = typeof pkg.types === "string" ? pkg.types : typeof pkg.typings === "string" ? pkg.typings : typeof pkg.main === "string" ? pkg.main : undefined;
      if (entry) {
        const found = this.file(join(dir, this.typesVersions(pkg, entry.replace(/^\.\//, ""))), out);
        if (found) return found;
      }
      const mapped = this.typesVersions(pkg, "index.d.ts");
      if (mapped !== "index.d.ts") return this.file(join(dir, mapped), out);
    }
    return this.firstExisting(TS_EXTENSIONS.map((ext) => join(dir, "index" + ext)));
  }

  /** An `exports` target: the file itself when it is TypeScript, else its declaration twin (`x.js` -> `x.d.ts`, `.mjs` -> `.d.mts`). */
  private exportTarget(path: string): string | undefined {
    if (/\.(d\.)?[cm]?tsx?$/.test(path)) return this.exists(path) ? path : undefined;
    const js = /\.([cm]?)jsx?$/.exec(path);
    if (js) {
      const stem = path.slice(0, -js[0].length);
      return this.firstExisting([`.d.${js[1]}ts`, `.${js[1]}ts`, js[1] ? "" : ".tsx"].filter(Boolean).map((ext) => stem + ext));
    }
    return this.firstExisting([".d.ts", ".ts"].map((ext) => path + ext));
  }

  /** A package's `typesVersions` paths for this TypeScript version, applied to a path inside it (longest prefix first). */
  private typesVersions(pkg: PackageJson | undefined, path: string): string {
    const table = pkg?.typesVersions;
    if (!table || typeof table !== "object") return path;
    const range = Object.keys(table).find(matchesVersion);
    const map = range ? table[range] : undefined;
    if (!map) return path;
    let best: { prefix: string; suffix: string; target: string } | undefined;
    for (const [pattern, targets] of Object.entries(map)) {
      const star = pattern.indexOf("*");
      const prefix = star < 0 ? pattern : pattern.slice(0, star);
      const suffix = star < 0 ? "" : pattern.slice(star + 1);
      const matches = star < 0 ? path === pattern : path.startsWith(prefix) && path.endsWith(suffix) && path.length >= prefix.length + suffix.length;
      // TypeScript tries the first target of a pattern (an empty list maps nothing).
      const target = Array.isArray(targets) ? targets[0] : undefined;
      if (matches && target !== undefined && (!best || prefix.length > best.prefix.length)) best = { prefix, suffix, target };
    }
    if (!best) return path;
    const matched = path.slice(best.prefix.length, path.length - best.suffix.length);
    return best.target.replace("*", matched);
  }

  /** TypeScript's file lookup: the exact TS file, `x.js` -> `x.ts`/`x.d.ts`, added extensions, then the directory (package.json, index). */
  private file(base: string, out: Resolution): string | undefined {
    if (/\.(d\.)?[cm]?tsx?$/.test(base) && this.exists(base)) return base;
    const js = /\.([cm]?)js(x?)$/.exec(base);
    if (js) {
      const stem = base.slice(0, -js[0].length);
      const found = this.firstExisting((js[2] ? [".tsx", ".d.ts"] : js[1] ? [`.${js[1]}ts`, `.d.${js[1]}ts`] : TS_EXTENSIONS).map((ext) => stem + ext));
      if (found) return found;
    }
    const found = this.firstExisting([...TS_EXTENSIONS, ".mts", ".cts", ".d.mts", ".d.cts"].map((ext) => base + ext));
    if (found) return found;
    const manifestPath = join(base, "package.json");
    const pkg = this.manifest(manifestPath);
    if (pkg) {
      out.manifests.push(manifestPath);
      const entry = typeof pkg.types === "string" ? pkg.types : typeof pkg.typings === "string" ? pkg.typings : undefined;
      const viaEntry = entry && this.firstExisting([join(base, entry), ...TS_EXTENSIONS.map((ext) => join(base, entry) + ext)]);
      if (viaEntry) return viaEntry;
    }
    return this.firstExisting(TS_EXTENSIONS.map((ext) => join(base, "index" + ext)));
  }

  /**
   * A package directory with symlinks resolved, as `tsc` resolves them
   * (`preserveSymlinks` off): a linked workspace package is read, and
   * watched, where it lives; its own imports resolve from there.
   */
  private realpath(path: string): string {
    let real = this.realpaths.get(path);
    if (real === undefined) {
      try {
        real = realpathSync(path);
      } catch {
        real = path; // Missing, or only in the file host (in-memory projects).
      }
      this.realpaths.set(path, real);
    }
    return real;
  }

  private manifest(path: string): PackageJson | undefined {
    if (this.manifests.has(path)) return this.manifests.get(path);
    const text = this.readText(path);
    let pkg: PackageJson | undefined;
    try {
      pkg = text === undefined ? undefined : (JSON.parse(text) as PackageJson);
    } catch {
      pkg = undefined;
    }
    this.manifests.set(path, pkg);
    return pkg;
  }

  private exists(path: string): boolean {
    return this.readText(path) !== undefined;
  }

  private firstExisting(paths: string[]): string | undefined {
    return paths.find((p) => this.exists(p));
  }
}

/** True when a `typesVersions` range (`*`, `>=4.1`, `>=3.1 <5`...) admits the pinned TypeScript version. */
function matchesVersion(range: string): boolean {
  return range
    .trim()
    .split(/\s+/)
    .every((part) => {
      if (part === "*") return true;
      const m = /^(>=|<=|>|<|=)?\s*(\d+)(?:\.(\d+))?/.exec(part);
      if (!m) return false;
      const cmp = compare(TS_VERSION, [Number(m[2]), Number(m[3] ?? 0)]);
      switch (m[1]) {
        case ">=": return cmp >= 0;
        case "<=": return cmp <= 0;
        case ">": return cmp > 0;
        case "<": return cmp < 0;
        default: return cmp === 0;
      }
    });
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1];
}
