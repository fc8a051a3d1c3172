/**
 * The bundler-agnostic heart of the plugin: one project's tools, kept current
 * incrementally as files change, from which `virtual:tools` and the
 * declaration file are regenerated. The adapters only translate their
 * bundler's watch events into `notify` calls.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import { globSync } from "tinyglobby";
import type { Diagnostic, ExtractResult, ToolModel } from "./model/index.js";
import { Extractor, mayDeclareTools } from "./extract/index.js";
import { PER_REQUEST_PROVIDER_CODES, checkProviders } from "./providers/index.js";
import { PART_ID_PREFIX, generateIndex, generatePart } from "./codegen/module.js";
import { generateDts } from "./codegen/dts.js";
import { DEFAULT_INCLUDE, defaultExcludes } from "./setup/default-include.js";
import { findDtsLocation } from "./setup/dts-location.js";

/** The user's options (SPEC section 1). */
export interface ToolcallOptions {
  /**
   * Globs relative to the root; default: every TypeScript file of the project
   * outside node_modules, hidden folders, build outputs and git-ignored paths.
   */
  include?: string[];
  exclude?: string[];
  /**
   * Path of the generated declaration file, relative to root; `false` turns it off.
   * Default: `toolcall.d.ts` in the first folder that every tsconfig in force includes.
   */
  dts?: string | false;
  /** Warnings become build errors. */
  strict?: boolean;
}

export interface ProjectOptions extends ToolcallOptions {
  /** Absolute project root. */
  root: string;
  /** Import specifier of @toolcall/runtime used by the generated module (an absolute path). */
  runtimeImport: string;
  /** Part of the generation token: nothing computed by another version is reused. */
  pluginVersion: string;
  /** tsconfig path handed to the extractor; default `<root>/tsconfig.json` when it exists. */
  tsconfig?: string;
}

export type FileEvent = "create" | "update" | "delete";


/** Never candidates: installed packages cannot be edited, and a declaration file has no function to call. */
const ALWAYS_EXCLUDED = ["**/node_modules/**", "**/*.d.ts", "**/*.d.mts", "**/*.d.cts"];

/**
 * The in-memory model of one project's tools, kept current incrementally. The
 * single source of truth: the virtual module and the declaration file are
 * regenerated from it, never patched.
 */
export class ToolProject {
  /** Plugin version + a stable hash of the options: keys every cache. */
  readonly token: string;
  private readonly root: string;
  private readonly include: string[];
  private readonly exclude: string[];
  /** The user's `exclude` alone. */
  private readonly userExclude: string[];
  private readonly dtsFile: string | undefined;
  private readonly matchesInclude: (relative: string) => boolean;
  private readonly matchesExclude: (relative: string) => boolean;
  private readonly extractor: Extractor;

  private scanned = false;
  private readonly candidates = new Set<string>();
  /** Text of every file the extractor read, as it read it (`undefined`: it looked and found nothing); cleared per file by `notify`. */
  private readonly seen = new Map<string, string | undefined>();
  /** Dependencies that were deleted: watched until they come back, so the project recovers. */
  private readonly deletedDependencies = new Set<string>();
  private dirty = true;
  private result: ExtractResult = { tools: [], diagnostics: [], dependencies: [] };
  private dependencies = new Set<string>();
  /** Files that gave a tool or a diagnostic: their deletion changes the output even if no dependency list names them. */
  private outputFiles = new Set<string>();
  /** Text of the index of `virtual:tools` (see `generateIndex`). */
  private code: string | undefined;
  /** The parts of `virtual:tools` by bare id: one per source file with tools, its text generated when first asked for. */
  private parts = new Map<string, { tools: ToolModel[]; code?: string }>();
  /** Part id by tool file. */
  private partIdByFile = new Map<string, string>();
  /** Ids of parts whose text changed (or that came or went) since `takeChangedParts` was last called. */
  private changedParts = new Set<string>();
  private partsBuilt = false;
  private providerDiagnostics: Diagnostic[] = [];
  private lastDts: string | undefined;

  constructor(readonly options: ProjectOptions) {
    this.root = toPosix(path.resolve(options.root));
    const defaultInclude = !options.include?.length;
    this.include = (defaultInclude ? DEFAULT_INCLUDE : options.include!).map(stripDotSlash);
    this.dtsFile = options.dts === false ? undefined : toPosix(path.resolve(this.root, options.dts ?? findDtsLocation(this.root)));
    const dtsRelative = this.dtsFile ? [path.posix.relative(this.root, this.dtsFile)] : [];
    const implied = defaultInclude ? defaultExcludes(this.root) : [];
    this.userExclude = (options.exclude ?? []).map(stripDotSlash);
    this.exclude = [...ALWAYS_EXCLUDED, ...implied, ...this.userExclude, ...dtsRelative];
    this.matchesInclude = picomatch(this.include);
    this.matchesExclude = picomatch(this.exclude);
    this.token = generationToken(options, this.include, this.exclude);
    this.extractor = new Extractor({
      root: this.root,
      tsconfig: options.tsconfig,
      readFile: (file) => this.read(file),
    });
  }

  /**
   * Globs include/exclude under root and re-syncs with the disk: files that
   * appeared, vanished or changed since the last extraction without a
   * `notify` are invalidated, so a rebuild is right even if a watch event
   * was lost. Cheap when nothing changed (cached files are not parsed again).
   */
  scan(): void {
    const found = new Set(
      globSync(this.include, { cwd: this.root, ignore: this.exclude, absolute: true, onlyFiles: true }).map(toPosix),
    );
    if (!this.scanned) {
      // Cold start: everything is extracted anyway, no need to sort events out.
      for (const file of found) this.candidates.add(file);
      this.scanned = true;
      this.dirty = true;
      return;
    }
    // Marked only: one extraction for all of them, when the output is next asked for.
    for (const file of this.candidates) if (!found.has(file)) this.mark(file, "delete");
    for (const file of found) if (!this.candidates.has(file)) this.mark(file, "create");
    for (const [file, text] of this.seen) {
      if (readText(file) !== text) this.mark(file, text === undefined ? "create" : "update");
    }
    this.scanned = true;
  }

  /**
   * Why a file is not a candidate: outside the root, not matched by
   * `include`, or taken out by the user's `exclude` (`"exclude"`) or by what
   * is never read (`"implied"`: node_modules, declaration files and, with the
   * default include, hidden folders, build outputs and git-ignored paths).
   * Undefined for a candidate.
   */
  outOfScope(file: string): "root" | "include" | "exclude" | "implied" | undefined {
    const relative = path.posix.relative(this.root, normalize(file));
    if (relative.startsWith("../") || relative === ".." || path.posix.isAbsolute(relative)) return "root";
    if (!this.matchesInclude(relative)) return "include";
    if (!this.matchesExclude(relative)) return undefined;
    return this.userExclude.length && picomatch(this.userExclude)(relative) ? "exclude" : "implied";
  }

  /** The project's root and globs, as the warnings that name them show them. */
  get scope(): { root: string; include: readonly string[]; exclude: readonly string[] } {
    return { root: this.root, include: this.include, exclude: this.userExclude };
  }

  /** Whether a path is matched by include and not by exclude. */
  isCandidate(file: string): boolean {
    if (!file) return false;
    const relative = path.posix.relative(this.root, normalize(file));
    if (relative.startsWith("../") || relative === ".." || path.posix.isAbsolute(relative)) return false;
    return this.matchesInclude(relative) && !this.matchesExclude(relative);
  }

  /**
   * A file was created, changed or deleted. True when `virtual:tools` (or
   * the diagnostics) changed. A file that cannot matter (not a candidate
   * declaring tools, not a type dependency, not a file the extractor looked
   * for) is answered without parsing; otherwise the model is brought up to
   * date at once (only changed files are parsed again) and compared with the
   * previous one, so an edit that leaves every tool as it was (a function
   * body, a comment elsewhere) does not make the bundler reload the module.
   */
  notify(file: string, event: FileEvent): boolean {
    return this.mark(file, event) && this.refreshChanged();
  }

  /** Records a change; true when the file may matter (the model is then out of date). */
  private mark(file: string, event: FileEvent): boolean {
    const normalized = normalize(file);
    const cached = this.seen.get(normalized);
    const wasMissing = this.seen.has(normalized) && cached === undefined;
    // Whatever the file is, its remembered text is outdated now.
    this.seen.delete(normalized);
    const candidate = this.isCandidate(normalized);
    if (candidate && event === "delete") this.candidates.delete(normalized);
    else if (candidate) this.candidates.add(normalized);

    let relevant = this.dependencies.has(normalized) || this.outputFiles.has(normalized) || wasMissing;
    if (!relevant && candidate && event !== "delete") {
      // A watcher may report a new file before its text is written, and may
      // then coalesce the write into that event: a new or empty candidate
      // counts, since its text cannot yet prove it declares no tools.
      const text = readText(normalized);
      relevant = event === "create" || !text || mayDeclareTools(text);
    }
    if (!relevant) return false;

    if (event === "delete") {
      if (this.dependencies.has(normalized)) this.deletedDependencies.add(normalized);
    } else {
      this.deletedDependencies.delete(normalized);
    }
    this.extractor.invalidate(normalized);
    this.dirty = true;
    return true;
  }

  /** Re-extracts now; true unless the tools and diagnostics came out exactly as before. */
  private refreshChanged(): boolean {
    if (!this.scanned) return true;
    const before = { tools: this.result.tools, diagnostics: this.diagnosticsKey(), code: this.code };
    this.refresh();
    const same =
      before.diagnostics === this.diagnosticsKey() &&
      before.tools.length === this.result.tools.length &&
      before.tools.every((tool, i) => sameTool(tool, this.result.tools[i]));
    // Same model, same text: keep the generated module instead of generating it again.
    if (same && before.code !== undefined) this.code = before.code;
    return !same;
  }

  private diagnosticsKey(): string {
    return JSON.stringify([this.result.diagnostics, this.providerDiagnostics]);
  }

  /**
   * Text of `virtual:tools`, regenerated from the model when it changed: a
   * small index that imports one part per tool source file (`partIds`,
   * `partCode`) and assembles the exports from them.
   */
  moduleCode(): string {
    this.refresh();
    this.code ??= generateIndex(this.result.tools, (file) => this.partIdOf(file), { runtimeImport: this.options.runtimeImport });
    return this.code;
  }

  /** Bare ids (`virtual:tools/part/<hash>`) of the parts the index imports, sorted. */
  partIds(): string[] {
    this.refresh();
    return [...this.parts.keys()].sort();
  }

  /**
   * Text of one part (by bare id), or undefined when no current source file
   * has that id. Generated once per change of its file's tools: a part
   * whose tools did not change keeps its text.
   */
  partCode(id: string): string | undefined {
    this.refresh();
    const part = this.parts.get(id);
    if (!part) return undefined;
    part.code ??= generatePart(part.tools, { runtimeImport: this.options.runtimeImport });
    return part.code;
  }

  /**
   * Ids of the parts that changed, came or went since the last call: what a
   * dev server must invalidate (with the index) after a `notify`.
   */
  takeChangedParts(): string[] {
    this.refresh();
    const ids = [...this.changedParts].sort();
    this.changedParts.clear();
    return ids;
  }

  /** A stable short id from the file's path relative to the root, so it is the same on every machine. */
  private partIdOf(file: string): string {
    let id = this.partIdByFile.get(file);
    if (id === undefined) {
      const relative = path.posix.relative(this.root, toPosix(file));
      id = PART_ID_PREFIX + createHash("sha256").update(relative).digest("hex").slice(0, 12);
      this.partIdByFile.set(file, id);
    }
    return id;
  }

  /** The current tools, sorted by name. */
  tools(): readonly ToolModel[] {
    this.refresh();
    return this.result.tools;
  }

  /** Absolute path of the declaration file, or undefined when `dts` is false. */
  get dtsPath(): string | undefined {
    return this.dtsFile;
  }

  /** Text of the declaration file for the current tools, or undefined when `dts` is false. */
  dtsCode(): string | undefined {
    if (!this.dtsFile) return undefined;
    return generateDts(this.tools(), { dtsPath: this.dtsFile });
  }

  /** Writes the declaration file if its text changed; returns whether it wrote. */
  writeDts(): boolean {
    const text = this.dtsCode();
    if (text === undefined || !this.dtsFile) return false;
    if (text === this.lastDts) return false;
    this.lastDts = text;
    // Another process (or a previous run) may have written the same text: leave the file's mtime alone.
    if (readText(this.dtsFile) === text) return false;
    mkdirSync(path.dirname(this.dtsFile), { recursive: true });
    writeFileSync(this.dtsFile, text);
    return true;
  }

  /**
   * Errors and warnings of the last extraction and the provider checks. With
   * `strict`, warnings are errors, except per-request provider limits
   * (`PER_REQUEST_PROVIDER_CODES`), which depend on what a request sends.
   */
  diagnostics(): Diagnostic[] {
    this.refresh();
    const all = [...this.result.diagnostics, ...this.providerDiagnostics];
    if (!this.options.strict) return all;
    return all.map((d) => (d.severity === "warning" && !PER_REQUEST_PROVIDER_CODES.has(d.code) ? { ...d, severity: "error" } : d));
  }

  /** Files the output depends on: candidates, every type dependency, and deleted dependencies (to recover). */
  watchFiles(): string[] {
    this.refresh();
    return [...new Set([...this.candidates, ...this.dependencies, ...this.deletedDependencies])].sort();
  }

  /**
   * Directories where a new candidate file may appear: the static base of
   * each include glob. A glob based at the root (the default include) gives
   * the root's folders that are not excluded instead of the root itself:
   * watching the root would watch node_modules and the build output, and a
   * bundler writing its output there would rebuild without end.
   */
  watchDirs(): string[] {
    const dirs = this.include.flatMap((glob) => {
      const base = picomatch.scan(glob).base;
      if (base === "" || base === ".") return this.rootFolders();
      return [toPosix(path.resolve(this.root, base))];
    });
    return [...new Set(dirs)].sort();
  }

  /** The root's folders that may hold candidates (not hidden, not excluded). */
  private rootFolders(): string[] {
    let entries;
    try {
      entries = readdirSync(this.root, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries
      .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !this.matchesExclude(`${e.name}/x.ts`))
      .map((e) => `${this.root}/${e.name}`);
  }

  /** Re-extracts when a notified change may have changed the model; only changed files are parsed again. */
  private refresh(): void {
    if (!this.scanned) this.scan();
    if (!this.dirty) return;
    this.dirty = false;
    this.result = this.extractor.extract([...this.candidates].sort());
    this.dependencies = new Set(this.result.dependencies.map(normalize));
    this.outputFiles = new Set([
      ...this.result.tools.map((t) => normalize(t.file)),
      ...this.result.diagnostics.map((d) => normalize(d.loc.file)),
    ]);
    for (const file of this.dependencies) this.deletedDependencies.delete(file);
    this.providerDiagnostics = checkProviders(this.result.tools);
    this.code = undefined;
    this.updateParts();
  }

  /** Regroups the tools by file; a part whose tools are the same keeps its text, the others are marked changed. */
  private updateParts(): void {
    const grouped = new Map<string, ToolModel[]>();
    for (const tool of this.result.tools) {
      const id = this.partIdOf(tool.file);
      let list = grouped.get(id);
      if (!list) grouped.set(id, (list = []));
      list.push(tool);
    }
    const next = new Map<string, { tools: ToolModel[]; code?: string }>();
    for (const [id, tools] of grouped) {
      const previous = this.parts.get(id);
      if (previous && previous.tools.length === tools.length && previous.tools.every((tool, i) => sameTool(tool, tools[i]!))) {
        next.set(id, { tools, code: previous.code });
      } else {
        next.set(id, { tools });
        this.changedParts.add(id);
      }
    }
    for (const id of this.parts.keys()) if (!next.has(id)) this.changedParts.add(id);
    // After the first extraction every part is new: nothing has loaded any yet.
    if (!this.partsBuilt) this.changedParts.clear();
    this.partsBuilt = true;
    this.parts = next;
  }

  /**
   * The extractor's file host. Serves each file from memory until `notify`
   * says it changed: a watch rebuild reads only the changed files from disk.
   * `scan` compares these texts with the disk to catch unreported changes.
   */
  private read(file: string): string | undefined {
    const normalized = normalize(file);
    if (this.seen.has(normalized)) return this.seen.get(normalized);
    const text = readText(normalized);
    this.seen.set(normalized, text);
    return text;
  }
}

/** The extractor keeps the object of an unchanged tool; a new object may still describe the same tool. */
function sameTool(a: ToolModel, b: ToolModel): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** `file:line:column: severity CODE message`, the code frame, then the other places involved. */
export function formatDiagnostic(d: Diagnostic): string {
  let text = `${d.loc.file}:${d.loc.line}:${d.loc.column}: ${d.severity} ${d.code} ${d.message}`;
  if (d.frame) text += "\n" + d.frame;
  for (const r of d.related ?? []) text += `\n  also at ${r.file}:${r.line}:${r.column}`;
  return text;
}

/**
 * Plugin version + a hash of every option that changes the output. Stable:
 * keys are sorted, so `{a, b}` and `{b, a}` give one token.
 */
function generationToken(options: ProjectOptions, include: string[], exclude: string[]): string {
  const relevant = {
    root: toPosix(path.resolve(options.root)),
    include,
    exclude,
    dts: options.dts ?? null,
    strict: !!options.strict,
    runtimeImport: options.runtimeImport,
    tsconfig: options.tsconfig ?? null,
  };
  const hash = createHash("sha256").update(stableStringify(relevant)).digest("hex").slice(0, 16);
  return `${options.pluginVersion}-${hash}`;
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Bundlers hand over paths with either separator and sometimes a query; the model uses absolute posix paths. */
function normalize(file: string): string {
  return toPosix(path.resolve(file.replace(/\?.*$/, "")));
}

function toPosix(file: string): string {
  return file.replace(/\\/g, "/");
}

function stripDotSlash(glob: string): string {
  return glob.startsWith("./") ? glob.slice(2) : glob;
}
