import { dirname, resolve } from "node:path";
import type * as t from "@babel/types";
import type { JsonSchema } from "../model/index.js";
import { DiagnosticSink } from "./diagnostic-sink.js";
import type { TypeDeclaration } from "./module-index.js";
import { parseSourceFile, type SourceFile } from "./source-file.js";
import type { PathsConfig } from "./tsconfig.js";

/** The module that declares the markers (`Int`, `Min<N>`, `ToolContext`...). */
export const MARKERS_MODULE = "unplugin-toolcall/types";

/** What the markers module exports (for `export * from "unplugin-toolcall/types"` in a user's own module). */
const MARKER_NAMES = new Set([
  "Int", "PosInt", "NonNegInt", "Min", "Max", "ExclusiveMin", "ExclusiveMax", "MultipleOf",
  "MinLength", "MaxLength", "Pattern", "Format", "MinItems", "MaxItems", "Wire", "ToolContext",
]);

/** What a type name stands for, after following imports and re-exports. */
export type NameTarget =
  | { kind: "declaration"; name: string; file: SourceFile; declarations: TypeDeclaration[] }
  | { kind: "marker"; name: string }
  | { kind: "namespace"; file: SourceFile }
  /** `broken`: the module exists but does not parse (its TC_SYNTAX_ERROR says where). */
  | { kind: "unresolved-import"; source: string; file: SourceFile; node: t.Node; broken?: boolean }
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
  /** `dir \0 specifier` -> resolved path (undefined: not found). */
  readonly resolutions = new Map<string, string | undefined>();
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
  private readonly modules = new Map<string, string | undefined>();
  private trace = new ModuleTrace();
  /** Files parsed in this run (cache misses). */
  parsed = 0;

  constructor(
    private readonly cache: Map<string, SourceFile>,
    private readonly readFileHost: (path: string) => string | undefined,
    private readonly paths: PathsConfig,
  ) {}

  /** Diagnostics of the module being extracted. */
  get diagnostics(): DiagnosticSink {
    return this.trace.diagnostics;
  }

  /**
   * Declarations converted in this run (not generic, not part of a cycle),
   * with the trace of their conversion: reused by every module, which then
   * absorbs that trace, so each module's dependencies stay exact.
   */
  readonly declarations = new Map<string, { schema: JsonSchema; trace: ModuleTrace }>();

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
    for (const [key, resolved] of other.resolutions) trace.resolutions.set(key, resolved);
    trace.diagnostics.list.push(...other.diagnostics.list);
  }

  /** Runs `build` for one tool module, recording what it depends on. */
  traced<T>(build: () => T): { value: T; trace: ModuleTrace } {
    // The name memo holds parsed files; `isolated` clears it, so a cached result keeps no old ones alive.
    return this.isolated(build);
  }

  /** True when everything a module read earlier still reads the same in this run. */
  isCurrent(trace: ModuleTrace): boolean {
    for (const [path, text] of trace.files) if (this.readText(path) !== text) return false;
    for (const [key, resolved] of trace.resolutions) {
      const cut = key.indexOf("\0");
      if (this.resolveFrom(key.slice(cut + 1), key.slice(0, cut)) !== resolved) return false;
    }
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
    if (specifier === MARKERS_MODULE) return MARKERS_MODULE;
    const dir = dirname(fromFile);
    const found = this.resolveFrom(specifier, dir);
    this.trace.resolutions.set(dir + "\0" + specifier, found);
    return found;
  }

  private resolveFrom(specifier: string, dir: string): string | undefined {
    const key = dir + "\0" + specifier;
    if (this.modules.has(key)) return this.modules.get(key);
    const found = this.locateModule(specifier, dir);
    this.modules.set(key, found);
    return found;
  }

  private locateModule(specifier: string, fromDir: string): string | undefined {
    if (specifier.startsWith(".") || specifier.startsWith("/")) return this.tryFile(resolve(fromDir, specifier));
    const { paths, pathsBase, baseUrl } = this.paths;
    if (paths && pathsBase) {
      for (const [pattern, targets] of Object.entries(paths)) {
        const star = pattern.indexOf("*");
        let matched: string | undefined;
        if (star < 0) matched = pattern === specifier ? "" : undefined;
        else {
          const prefix = pattern.slice(0, star);
          const suffix = pattern.slice(star + 1);
          if (specifier.startsWith(prefix) && specifier.endsWith(suffix) && specifier.length >= prefix.length + suffix.length)
            matched = specifier.slice(prefix.length, specifier.length - suffix.length);
        }
        if (matched === undefined) continue;
        for (const target of targets) {
          const found = this.tryFile(resolve(pathsBase, target.replace("*", matched)));
          if (found) return found;
        }
      }
    }
    if (baseUrl) return this.tryFile(resolve(baseUrl, specifier));
    return undefined;
  }

  /** TypeScript's lookup: the exact TS file, `x.js` -> `x.ts`, added extensions, then `x/index`. */
  private tryFile(base: string): string | undefined {
    const exists = (p: string) => this.readText(p) !== undefined;
    if (/\.(d\.)?[cm]?tsx?$/.test(base) && exists(base)) return base;
    const js = /\.([cm]?)js(x?)$/.exec(base);
    if (js) {
      const stem = base.slice(0, -js[0].length);
      const candidates = js[2] ? [".tsx"] : js[1] ? [`.${js[1]}ts`, `.d.${js[1]}ts`] : [".ts", ".tsx", ".d.ts"];
      for (const ext of candidates) if (exists(stem + ext)) return stem + ext;
    }
    for (const ext of [".ts", ".tsx", ".d.ts", ".mts", ".cts", ".d.mts", ".d.cts"]) if (exists(base + ext)) return base + ext;
    for (const ext of ["/index.ts", "/index.tsx", "/index.d.ts"]) if (exists(base + ext)) return base + ext;
    return undefined;
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
    const binding = file.index.imports.get(name);
    if (!binding) return { kind: "not-found" };
    return this.importedName(file, binding.source, binding.imported, binding.node);
  }

  private importedName(file: SourceFile, source: string, imported: string, node: t.Node): NameTarget {
    const target = this.resolveModule(source, file.path);
    if (target === MARKERS_MODULE) return { kind: "marker", name: imported };
    const targetFile = target === undefined ? undefined : this.load(target);
    if (!targetFile) return { kind: "unresolved-import", source, file, node };
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
          if (MARKER_NAMES.has(name)) return { kind: "marker", name };
          continue;
        }
        const targetFile = target === undefined ? undefined : this.load(target);
        if (!targetFile) continue;
        const found = this.exportedName(targetFile, name, visiting);
        if (found.kind !== "not-found") return found;
      }
    }
    return { kind: "not-found" };
  }
}
