import type * as t from "@babel/types";
import type { JsonSchema } from "../model/index.js";
import { MARKER_NAMES, MARKERS_MODULE } from "../model/markers.js";
import { DiagnosticSink } from "./diagnostic-sink.js";
import type { EntityAlias, NamespaceMembers, TypeDeclaration } from "./module-index.js";
import { ConfigReader, type ResolverConfig } from "./resolve/config.js";
import { ModuleResolver, type Resolution } from "./resolve/modules.js";
import { parseSourceFile, type SourceFile } from "./source-file.js";

export { MARKERS_MODULE };

/** What the markers module exports (for `export * from "unplugin-toolcall/types"` in a user's own module). */
const MARKER_NAME_SET = new Set(MARKER_NAMES);

/** What a type name stands for, after following imports and re-exports. */
export type NameTarget =
  | { kind: "declaration"; name: string; file: SourceFile; declarations: TypeDeclaration[] }
  | { kind: "marker"; name: string }
  | { kind: "namespace"; file: SourceFile }
  /**
   * `broken`: the module exists but does not parse (its TC_SYNTAX_ERROR says where);
   * otherwise `looked` and `tsconfig` say where it was looked for, under which config.
   */
  | { kind: "unresolved-import"; source: string; file: SourceFile; node: t.Node; broken?: boolean; looked?: string[]; tsconfig?: string }
  | { kind: "not-found" };

/**
 * What one tool module's extraction read: the files (with the exact text
 * read), how each import specifier resolved, and what it reported. A module
 * whose inputs all read the same on a later run gives the same tools.
 */
export class ModuleTrace {
  readonly diagnostics = new DiagnosticSink();
  /** Every file loaded for this module, with the text it had. */
  readonly files = new Map<string, string>();
  /** How each import specifier resolved (keyed by `resolutionKey`); undefined: not found. */
  readonly resolutions = new Map<string, { from: string; specifier: string; path: string | undefined }>();
  /** The tsconfig in force for the module (undefined: none), as found when it was extracted. */
  configPath?: string;
  /**
   * The config files it was read from (the extends chain), to watch. Not in
   * `files`: an edit there re-extracts the module only when one of its
   * resolutions comes out differently (see `Session.isCurrent`).
   */
  readonly configFiles = new Set<string>();
  /** Per module, so that a name looked up by another module never hides a dependency from this one. */
  readonly names = new Map<string, NameTarget>();
  readonly reportedSyntax = new Set<string>();
}

/**
 * One extraction run: reads every file at most once (memoized per run),
 * parses through the cross-run cache (reused while a file's text is
 * unchanged), resolves modules and names lazily, and records into the current
 * module's trace what that module depended on.
 */
export class Session {
  private readonly texts = new Map<string, string | undefined>();
  private readonly modules = new Map<string, Resolution>();
  private trace = new ModuleTrace();
  private readonly configs: ConfigReader;
  /** The tsconfig in force for the module being extracted: every import it reaches resolves under it, as in `tsc`'s program. */
  private config: ResolverConfig;
  private readonly resolvers = new Map<string, ModuleResolver>();
  private readonly declarationsByConfig = new Map<string, Map<string, { schema: JsonSchema; trace: ModuleTrace }>>();
  /** Files parsed in this run (cache misses). */
  parsed = 0;

  constructor(
    private readonly cache: Map<string, SourceFile>,
    private readonly readFileHost: (path: string) => string | undefined,
    /** The plugin's explicit tsconfig; else the nearest tsconfig of each tool module. */
    tsconfig?: string,
  ) {
    this.configs = new ConfigReader((path) => this.readText(path), tsconfig);
    this.config = { mode: "bundler", customConditions: [], paths: null, files: new Map() };
  }

  /** Diagnostics of the module being extracted. */
  get diagnostics(): DiagnosticSink {
    return this.trace.diagnostics;
  }

  /**
   * Declarations converted in this run (not generic, not part of a cycle),
   * with the trace of their conversion: reused by every module, which then
   * absorbs that trace, so each module's dependencies stay exact.
   */
  get declarations(): Map<string, { schema: JsonSchema; trace: ModuleTrace }> {
    // Per tsconfig: the same declaration may reach other files under another config.
    let map = this.declarationsByConfig.get(this.config.path ?? "");
    if (!map) this.declarationsByConfig.set(this.config.path ?? "", (map = new Map()));
    return map;
  }

  /** Runs `build` in a fresh trace (not merged: see `absorb`). */
  isolated<T>(build: () => T): { value: T; trace: ModuleTrace } {
    const saved = this.trace;
    const trace = (this.trace = new ModuleTrace());
    try {
      return { value: build(), trace };
    } finally {
      this.trace = saved;
      trace.names.clear();
    }
  }

  /** Charges what another trace read and reported to the current one. */
  absorb(other: ModuleTrace): void {
    const trace = this.trace;
    for (const [path, text] of other.files) trace.files.set(path, text);
    for (const [key, resolution] of other.resolutions) trace.resolutions.set(key, resolution);
    trace.diagnostics.list.push(...other.diagnostics.list);
  }

  /** Runs `build` for one tool module under its tsconfig, recording what it depends on (the config files too). */
  traced<T>(modulePath: string, build: () => T): { value: T; trace: ModuleTrace } {
    this.config = this.configs.forModule(modulePath);
    // The name memo holds parsed files; `isolated` clears it, so a cached result keeps no old ones alive.
    return this.isolated(() => {
      this.trace.configPath = this.config.path;
      for (const path of this.config.files.keys()) this.trace.configFiles.add(path);
      return build();
    });
  }

  /**
   * True when everything a module read earlier still reads the same in this
   * run, and every import it resolved resolves to the same file under its
   * tsconfig as it reads now.
   */
  isCurrent(trace: ModuleTrace, modulePath: string): boolean {
    this.config = this.configs.forModule(modulePath);
    if (this.config.path !== trace.configPath) return false;
    for (const [path, text] of trace.files) if (this.readText(path) !== text) return false;
    for (const { from, specifier, path } of trace.resolutions.values()) if (this.resolveFrom(specifier, from).path !== path) return false;
    return true;
  }

  /** Text of a file (memoized for the run); undefined when it does not exist. */
  readText(path: string): string | undefined {
    if (this.texts.has(path)) return this.texts.get(path);
    const text = this.readFileHost(path);
    this.texts.set(path, text);
    return text;
  }

  /** The parsed file, reusing the previous parse when the text is unchanged. */
  load(path: string): SourceFile | undefined {
    const text = this.readText(path);
    if (text === undefined) return undefined;
    let file = this.cache.get(path);
    if (!file || file.text !== text) {
      file = parseSourceFile(path, text);
      this.cache.set(path, file);
      this.parsed++;
    }
    this.trace.files.set(path, text);
    if (file.syntaxError && !this.trace.reportedSyntax.has(path)) {
      this.trace.reportedSyntax.add(path);
      const e = file.syntaxError;
      this.diagnostics.error("TC_SYNTAX_ERROR", `${e.message}. Fix the syntax; nothing in this file can be read until it parses.`, {
        file: path,
        line: e.line,
        column: e.column,
      });
    }
    return file;
  }

  /** Absolute path of the file an import specifier points to; MARKERS_MODULE for the markers; undefined when not found. */
  resolveModule(specifier: string, fromFile: string): string | undefined {
    return this.resolution(specifier, fromFile).path;
  }

  /** How an import specifier resolves from a file under the current tsconfig, recorded in the module's trace. */
  resolution(specifier: string, fromFile: string): Resolution {
    if (specifier === MARKERS_MODULE) return { path: MARKERS_MODULE, looked: [], manifests: [] };
    const found = this.resolveFrom(specifier, fromFile);
    this.trace.resolutions.set(resolutionKey(specifier, fromFile), { from: fromFile, specifier, path: found.path });
    // A package.json that decided the answer is an input: its edit re-extracts this module.
    for (const manifest of found.manifests) {
      const text = this.readText(manifest);
      if (text !== undefined) this.trace.files.set(manifest, text);
    }
    return found;
  }

  /** Memoized per run, per tsconfig, per (directory, module format, specifier). */
  private resolveFrom(specifier: string, fromFile: string): Resolution {
    let resolver = this.resolvers.get(this.config.path ?? "");
    if (!resolver) this.resolvers.set(this.config.path ?? "", (resolver = new ModuleResolver(this.config, (path) => this.readText(path))));
    const key = (this.config.path ?? "") + "\0" + resolutionKey(specifier, fromFile);
    let found = this.modules.get(key);
    if (!found) this.modules.set(key, (found = resolver.resolve(specifier, fromFile)));
    return found;
  }

  /** The tsconfig in force, for messages. */
  configDescription(): string {
    const { path, mode, error } = this.config;
    if (!path) return error ? `none (${error})` : "none found";
    return `${path} (moduleResolution ${mode}${error ? `; ${error}` : ""})`;
  }

  /** What `name` means at the top level of `file`: a local declaration or an import (memoized per file and name). */
  lookupName(file: SourceFile, name: string): NameTarget {
    const key = file.path + "\0" + name;
    const names = this.trace.names;
    const memo = names.get(key);
    if (memo) return memo;
    // Guards against import cycles (a imports X from b, b re-exports X from a).
    names.set(key, { kind: "not-found" });
    const result = this.lookupNameUncached(file, name);
    names.set(key, result);
    return result;
  }

  private lookupNameUncached(file: SourceFile, name: string): NameTarget {
    const declarations = file.index.types.get(name);
    if (declarations) return { kind: "declaration", name, file, declarations };
    const alias = file.index.entityAliases.get(name);
    if (alias) return this.entityAlias(file, undefined, alias);
    const binding = file.index.imports.get(name);
    if (!binding) return { kind: "not-found" };
    return this.importedName(file, binding.source, binding.imported, binding.node);
  }

  private importedName(file: SourceFile, source: string, imported: string, node: t.Node): NameTarget {
    const { path: target, looked } = this.resolution(source, file.path);
    if (target === MARKERS_MODULE) return { kind: "marker", name: imported };
    const targetFile = target === undefined ? undefined : this.load(target);
    if (!targetFile) return { kind: "unresolved-import", source, file, node, looked, tsconfig: this.configDescription() };
    if (targetFile.syntaxError) return { kind: "unresolved-import", source, file, node, broken: true };
    if (imported === "*") return { kind: "namespace", file: targetFile };
    return this.exportedName(targetFile, imported, new Set());
  }

  /** What a module exports under `name`, following `export { a as b } from`, `export *` and local re-exports. */
  exportedName(file: SourceFile, name: string, visiting: Set<string>): NameTarget {
    if (visiting.has(file.path)) return { kind: "not-found" };
    visiting.add(file.path);
    const binding = file.index.exports.get(name);
    if (binding) {
      if ("local" in binding) return this.lookupName(file, binding.local);
      return this.importedName(file, binding.source, binding.imported, binding.node);
    }
    if (name !== "default") {
      for (const star of file.index.stars) {
        const target = this.resolveModule(star.source, file.path);
        if (target === MARKERS_MODULE) {
          if (MARKER_NAME_SET.has(name)) return { kind: "marker", name };
          continue;
        }
        if (target === undefined || !this.mayExport(target, name)) continue;
        const targetFile = this.load(target);
        if (!targetFile) continue;
        const found = this.exportedName(targetFile, name, visiting);
        if (found.kind !== "not-found") return found;
      }
    }
    if (file.index.exportEquals) {
      // `export = N`: the module is N; with a namespace, its members are the named exports.
      const whole = this.lookupName(file, file.index.exportEquals);
      if (name === "default") return whole;
      if (whole.kind === "declaration") return this.namespaceMember(whole, name);
      if (whole.kind === "namespace") return this.exportedName(whole.file, name, visiting);
    }
    // A declaration file that is a module exports its top-level declarations, written `export` or not.
    if (/\.d\.[cm]?ts$/.test(file.path) && file.index.types.has(name)) return this.lookupName(file, name);
    return { kind: "not-found" };
  }

  /**
   * False when a module's text cannot export `name`: the name is nowhere in
   * it and it has no `export *` to pass it on. An SDK's index re-exports
   * dozens of modules with `export *`; only those that may hold the name are
   * parsed. The text is still an input: an edit that adds the name re-extracts.
   */
  private mayExport(path: string, name: string): boolean {
    const text = this.readText(path);
    if (text === undefined) return false;
    if (text.includes(name) || /export\s*(type\s*)?\*/.test(text)) return true;
    this.trace.files.set(path, text);
    return false;
  }

  /**
   * What `import A = B.C` names: `B` read where the alias is declared (the
   * namespace it is in, then its enclosing ones, then the module), then its
   * members. Names already on the way are not-found (`import A = A.B` in A).
   */
  entityAlias(file: SourceFile, namespace: NamespaceMembers | undefined, alias: EntityAlias, visiting = new Set<EntityAlias>()): NameTarget {
    if (visiting.has(alias)) return { kind: "not-found" };
    visiting.add(alias);
    const read = (name: t.TSEntityName): NameTarget => {
      if (name.type === "TSQualifiedName") {
        const left = read(name.left);
        if (left.kind === "declaration") return this.namespaceMember(left, name.right.name, visiting);
        if (left.kind === "namespace") return this.exportedName(left.file, name.right.name, new Set());
        return left.kind === "unresolved-import" ? left : { kind: "not-found" };
      }
      for (let ns = namespace; ns; ns = ns.parent) {
        const declarations = ns.types.get(name.name);
        if (declarations) return { kind: "declaration", name: name.name, file, declarations };
        const inner = ns.entityAliases?.get(name.name);
        if (inner) return this.entityAlias(file, ns, inner, visiting);
      }
      return this.lookupName(file, name.name);
    };
    return read(alias.name);
  }

  /** `N.name` for a namespace declaration N: a member it declares, or one it re-exports (`export { type A as name }`, `export import name = X.Y`). */
  namespaceMember(left: Extract<NameTarget, { kind: "declaration" }>, name: string, visiting = new Set<EntityAlias>()): NameTarget {
    const members = left.declarations.flatMap((d) => d.members?.types.get(name) ?? []);
    if (members.length) return { kind: "declaration", name, file: left.file, declarations: members };
    for (const d of left.declarations) {
      const alias = d.members?.entityAliases?.get(name);
      if (alias?.exported) return this.entityAlias(left.file, d.members, alias, visiting);
    }
    for (const d of left.declarations) {
      const local = d.members?.aliases?.get(name);
      if (local === undefined) continue;
      const sibling = d.members!.types.get(local);
      if (sibling && local !== name) return { kind: "declaration", name: local, file: left.file, declarations: sibling };
      return this.lookupName(left.file, local);
    }
    return { kind: "not-found" };
  }

  /** The module an `import("source")` type names, as a namespace (or why it is not there). */
  moduleTarget(file: SourceFile, source: string, node: t.Node): NameTarget {
    return this.importedName(file, source, "*", node);
  }
}

/** Resolutions depend on the importing file's directory and, under node16/nodenext, its format (`.cts`, `.mts`). */
function resolutionKey(specifier: string, fromFile: string): string {
  const cut = fromFile.lastIndexOf("/");
  const format = /\.c[tj]s$/.test(fromFile) ? "c" : /\.m[tj]s$/.test(fromFile) ? "m" : "";
  return fromFile.slice(0, cut) + "\0" + format + "\0" + specifier;
}
