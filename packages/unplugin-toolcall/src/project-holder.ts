import { ToolProject, type FileEvent } from "@toolcall/core";
import type { Options } from "./options.js";
import { resolveRuntimeImport } from "./runtime-path.js";

/**
 * One plugin instance's project. Created on first use, because the root is
 * known only once the bundler's configuration is (Vite's `configResolved`,
 * webpack's compiler...). Shared by every environment of one Vite build, so
 * the client and the server see one model.
 */
export class ProjectHolder {
  private project: ToolProject | undefined;
  /** The bundler's root, used unless the user set `root`. */
  private bundlerRoot: string | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly beforeListeners = new Set<(project: ToolProject) => void>();

  constructor(private readonly options: Options) {}

  /** The bundler's own root; ignored when the user set `root`, or once the project exists. */
  useBundlerRoot(root: string | undefined): void {
    if (root && !this.project) this.bundlerRoot = root;
  }

  /** Set by a dev server before the project exists: each tool file loads on its own (`isolateToolFiles`). */
  private devServer = false;

  /** Vite's dev server: a tool file that throws when it loads fails its own tools alone (codegen/isolated-imports.ts). */
  useDevServer(): void {
    if (!this.project) this.devServer = true;
  }

  /** The project, scanned, with the declaration file written. */
  get(): ToolProject {
    if (!this.project) {
      // The options are resolved (core's `resolveOptions`) by the project: read them as `project.options`.
      this.project = new ToolProject({
        ...this.options,
        root: this.options.root ?? this.bundlerRoot,
        runtimeImport: resolveRuntimeImport(),
        isolateToolFiles: this.devServer,
      });
      this.project.scan();
      this.project.writeDts();
    }
    return this.project;
  }

  /** Whether the project exists yet: a change before the first build is nothing to report. */
  get started(): boolean {
    return this.project !== undefined;
  }

  /** Whether a change of this file could matter to the project (see `ToolProject.concerns`). */
  concerns(file: string): boolean {
    return this.project !== undefined && this.project.concerns(file);
  }

  /**
   * A watch event (with the file's text when the watcher read it). True when `virtual:tools` may have changed; the
   * declaration file is then rewritten (only if its text changed).
   */
  notify(file: string, event: FileEvent, text?: string): boolean {
    if (!this.project) return false;
    for (const listener of this.beforeListeners) listener(this.project);
    const changed = this.project.notify(file, event, text);
    if (changed) {
      this.project.writeDts();
      for (const listener of this.listeners) listener();
    }
    return changed;
  }

  /**
   * Compares one file with the disk and, when it differs from what the
   * project holds, notifies as the missed watch event would have (see
   * `ToolProject.drift`). True when `virtual:tools` may have changed.
   */
  sync(file: string): boolean {
    const drift = this.project?.drift(file);
    return drift !== undefined && this.notify(file, drift.event, drift.text);
  }

  /** Calls `listener` after each watch event that changed the tools or diagnostics (the dev tools' live updates). */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Calls `listener` with the project as it is before each watch event (the inspector keeps a broken file's last good tools). */
  beforeChange(listener: (project: ToolProject) => void): void {
    this.beforeListeners.add(listener);
  }

  /** Parts of `virtual:tools` that changed since the last call (see `ToolProject.takeChangedParts`). */
  takeChangedParts(): string[] {
    return this.project ? this.project.takeChangedParts() : [];
  }

  /**
   * Re-syncs with the disk for bundlers that do not say which files changed
   * (esbuild's rebuilds): new, deleted and edited files are found by the scan.
   */
  resync(): void {
    if (!this.project) return;
    this.project.scan();
    this.project.writeDts();
  }
}
