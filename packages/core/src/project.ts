/**
 * The bundler-agnostic heart of the plugin: one project's tools, kept current
 * incrementally as files change, from which `virtual:tools` and the
 * declaration file are regenerated. The adapters only translate their
 * bundler's watch events into `notify` calls.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic, ExtractResult, ToolModel, WithheldModule } from "./model/index.js";
import { Extractor, framer } from "./extract/index.js";
import { mayDeclareTools } from "./model/tool-module.js";
import { onlyTools } from "./model/kinds.js";
import { checkProviders } from "./providers/index.js";
import { generateIndex } from "./codegen/module.js";
import { generateDts } from "./codegen/dts.js";
import { type FileEvent, ProjectFiles, normalize, readText } from "./project/files.js";
import { Parts, sameTools } from "./project/parts.js";
import { applyStrict, sameDiagnostics } from "./project/diagnostics.js";
import { resolveOptions, type ProjectOptions, type ResolvedOptions } from "./project/options.js";

export type { FileEvent } from "./project/files.js";
export { formatDiagnostic, sameDiagnostics } from "./project/diagnostics.js";
export { resolveOptions, type ProjectOptions, type ResolvedOptions } from "./project/options.js";

/** Never candidates: installed packages cannot be edited, and a declaration file has no function to call. */
const ALWAYS_EXCLUDED = ["**/node_modules/**", "**/*.d.ts", "**/*.d.mts", "**/*.d.cts"];

/**
 * The in-memory model of one project's tools, kept current incrementally. The
 * single source of truth: the virtual module and the declaration file are
 * regenerated from it, never patched. Holds the state and decides what a
 * change means; the files it reads (`ProjectFiles`), the parts of the
 * module (`Parts`) and every emitted text (codegen/) live elsewhere.
 */
export class ToolProject {
  private readonly dtsFile: string | undefined;
  private readonly files: ProjectFiles;
  private readonly extractor: Extractor;
  private readonly parts: Parts;

  /** Dependencies that were deleted: watched until they come back, so the project recovers. */
  private readonly deletedDependencies = new Set<string>();
  private dirty = true;
  private result: ExtractResult = { tools: [], diagnostics: [], dependencies: [], withheld: [] };
  private dependencies = new Set<string>();
  /** Files that gave a tool or a diagnostic: their deletion changes the output even if no dependency list names them. */
  private outputFiles = new Set<string>();
  /** Text of the index of `virtual:tools` (see `generateIndex`). */
  private code: string | undefined;
  private providerDiagnostics: Diagnostic[] = [];
  /**
   * Each provider warning with its code frame, by the warning: the checks
   * keep one per unchanged tool, so an edit frames only the changed tools'.
   */
  private framedWarnings = new WeakMap<Diagnostic, Diagnostic>();
  private lastDts: string | undefined;

  /** The options as resolved (`resolveOptions`): what the project was built from. */
  readonly options: ResolvedOptions;

  constructor(options: ProjectOptions) {
    this.options = resolveOptions(options);
    const { root, include, exclude, impliedExclude, dts } = this.options;
    this.dtsFile = dts === false ? undefined : dts;
    const dtsRelative = this.dtsFile ? [path.posix.relative(root, this.dtsFile)] : [];
    this.files = new ProjectFiles(root, [...include], [...ALWAYS_EXCLUDED, ...impliedExclude, ...exclude, ...dtsRelative], exclude);
    this.parts = new Parts(root, this.options.runtimeImport, options.isolateToolFiles ?? false);
    this.extractor = new Extractor({ ...this.options, readFile: (file) => this.files.read(file) });
  }

  /**
   * Globs include/exclude under root and re-syncs with the disk: files that
   * appeared, vanished or changed since the last extraction without a
   * `notify` are invalidated, so a rebuild is right even if a watch event
   * was lost. Cheap when nothing changed (cached files are not parsed again).
   */
  scan(): void {
    const cold = !this.files.hasScanned;
    // Marked only: one extraction for all of them, when the output is next asked for.
    for (const [file, event] of this.files.scan()) this.mark(file, event);
    if (cold) this.dirty = true;
  }

  /** Whether a path is matched by include and not by exclude. */
  isCandidate(file: string): boolean {
    return this.files.isCandidate(file);
  }

  /** Why a file is not a candidate (see `ProjectFiles.outOfScope`); undefined for a candidate. */
  outOfScope(file: string): "root" | "include" | "exclude" | "implied" | undefined {
    return this.files.outOfScope(file);
  }

  /** The project's root and globs, as the warnings that name them show them. */
  get scope(): { root: string; include: readonly string[]; exclude: readonly string[] } {
    return { root: this.options.root, include: this.options.include, exclude: this.options.exclude };
  }

  /** Absolute path of the declaration file, or undefined when `dts` is false. */
  get dtsPath(): string | undefined {
    return this.dtsFile;
  }

  /**
   * A file was created, changed or deleted. True when `virtual:tools` (or
   * the diagnostics) changed. A file that cannot matter (not a candidate
   * declaring tools, not a type dependency, not a file the extractor looked
   * for) is answered without parsing; otherwise the model is brought up to
   * date at once (only changed files are parsed again) and compared with the
   * previous one, so an edit that leaves every tool as it was (a function
   * body, a comment elsewhere) does not make the bundler reload the module.
   * `text`: the file's text as the watcher read it, used instead of reading
   * the file again.
   */
  notify(file: string, event: FileEvent, text?: string): boolean {
    return this.mark(file, event, text) && this.refreshChanged();
  }

  /**
   * Compares one file with the disk and records what differs, as `notify`
   * would have: the event that brings the project up to date, or undefined
   * when it already is. For a watcher that may not have reported the file's
   * last change (chokidar drops a second change of a path within 50 ms of
   * the first).
   */
  drift(file: string): { event: FileEvent; text?: string } | undefined {
    return this.files.drift(normalize(file));
  }

  /**
   * Whether a change of this file could matter: a candidate, or a file the
   * extractor read or looked for. A watcher that reads the changed file for
   * `notify` asks first, so it reads no other file.
   */
  concerns(file: string): boolean {
    const normalized = normalize(file);
    return this.files.isCandidate(normalized) || this.files.hasRead(normalized) || this.dependencies.has(normalized) || this.outputFiles.has(normalized);
  }

  /** Records a change; true when the file may matter (the model is then out of date). */
  private mark(file: string, event: FileEvent, text?: string): boolean {
    const normalized = normalize(file);
    const { candidate, wasMissing } = this.files.record(normalized, event, text);
    let relevant = this.dependencies.has(normalized) || this.outputFiles.has(normalized) || wasMissing;
    if (!relevant && candidate && event !== "delete") {
      // A watcher may report a new file before its text is written, and may
      // then coalesce the write into that event: a new or empty candidate
      // counts, since its text cannot yet prove it declares no tools.
      const current = text ?? readText(normalized);
      relevant = event === "create" || !current || mayDeclareTools(current);
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
    if (!this.files.hasScanned) return true;
    const before = { ...this.result, providerDiagnostics: this.providerDiagnostics, code: this.code };
    this.refresh();
    const same =
      sameDiagnostics(before.diagnostics, this.result.diagnostics) &&
      sameDiagnostics(before.providerDiagnostics, this.providerDiagnostics) &&
      sameTools(before.tools, this.result.tools);
    // Same model, same text: keep the generated module instead of generating it again.
    if (same && before.code !== undefined) this.code = before.code;
    return !same;
  }

  /**
   * Text of `virtual:tools`, regenerated from the model when it changed: a
   * small index that imports one part per tool source file (`partIds`,
   * `partCode`) and assembles the exports from them.
   */
  moduleCode(): string {
    this.refresh();
    this.code ??= generateIndex(this.result.tools, (file) => this.parts.idOf(file), { runtimeImport: this.options.runtimeImport });
    return this.code;
  }

  /** Bare ids of the parts the index imports (model/virtual-ids.ts), sorted. */
  partIds(): string[] {
    this.refresh();
    return this.parts.ids();
  }

  /**
   * Text of one part (by bare id), or undefined when no current source file
   * has that id. Generated once per change of its file's tools: a part
   * whose tools did not change keeps its text. Also serves the shared
   * modules the parts import (their kinds: model/virtual-ids.ts).
   */
  partCode(id: string): string | undefined {
    this.refresh();
    return this.parts.code(id);
  }

  /**
   * Ids of the parts that changed, came or went since the last call: what a
   * dev server must invalidate (with the index) after a `notify`.
   */
  takeChangedParts(): string[] {
    this.refresh();
    return this.parts.takeChanged();
  }

  /** Bare id of the part that holds a tool source file's tools (as `partIds` and `takeChangedParts` name it). */
  partIdOf(file: string): string {
    return this.parts.idOf(normalize(file));
  }

  /** The current tools, sorted by name. */
  tools(): readonly ToolModel[] {
    this.refresh();
    return this.result.tools;
  }

  /** Tool modules whose tools are left out because a type they use cannot be resolved (see `WithheldModule`). */
  withheld(): readonly WithheldModule[] {
    this.refresh();
    return this.result.withheld;
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

  /** Errors and warnings of the last extraction and the provider checks, under the `strict` policy (`applyStrict`). */
  diagnostics(): Diagnostic[] {
    this.refresh();
    return applyStrict([...this.result.diagnostics, ...this.providerDiagnostics], this.options.strict);
  }

  /** Files the output depends on: candidates, every type dependency, and deleted dependencies (to recover). */
  watchFiles(): string[] {
    this.refresh();
    return [...new Set([...this.files.candidates, ...this.dependencies, ...this.deletedDependencies])].sort();
  }

  /** Directories where a new candidate file may appear: the static base of each include glob. */
  watchDirs(): string[] {
    return this.files.watchDirs();
  }

  /** Re-extracts when a notified change may have changed the model; only changed files are parsed again. */
  private refresh(): void {
    if (!this.files.hasScanned) this.scan();
    if (!this.dirty) return;
    this.dirty = false;
    this.result = this.extractor.extract([...this.files.candidates].sort());
    this.dependencies = new Set(this.result.dependencies.map(normalize));
    this.outputFiles = new Set([
      ...this.result.tools.map((t) => normalize(t.file)),
      ...this.result.diagnostics.map((d) => normalize(d.loc.file)),
    ]);
    for (const file of this.dependencies) this.deletedDependencies.delete(file);
    const frame = framer((file) => this.files.read(file));
    // The provider views are the tools' only: a resource or a prompt is never sent to a model as a tool.
    this.providerDiagnostics = checkProviders(onlyTools(this.result.tools)).map((d) => {
      let framed = this.framedWarnings.get(d);
      if (!framed) this.framedWarnings.set(d, (framed = frame(d)));
      return framed;
    });
    this.code = undefined;
    this.parts.update(this.result.tools);
  }
}
