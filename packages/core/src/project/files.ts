/**
 * Which files a project reads, and what it last read in them: the include
 * and exclude globs, the candidate files they match, and the text of every
 * file the extractor read (served from memory until a change is recorded).
 * Knows nothing of tools: `ToolProject` decides what a change means.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import { globSync } from "tinyglobby";

export type FileEvent = "create" | "update" | "delete";

export class ProjectFiles {
  /** Files matched by include and not by exclude, as of the last scan and recorded events. */
  readonly candidates = new Set<string>();
  /** Text of every file read, as it was read (`undefined`: looked for and not found); cleared per file by `record`. */
  private readonly seen = new Map<string, string | undefined>();
  private readonly matchesInclude: (relative: string) => boolean;
  private readonly matchesExclude: (relative: string) => boolean;
  private scanned = false;

  /** `root` absolute and posix; globs relative to it. */
  constructor(
    readonly root: string,
    private readonly include: string[],
    private readonly exclude: string[],
    /** The user's `exclude` alone (the rest is implied). */
    readonly userExclude: readonly string[] = [],
  ) {
    this.matchesInclude = picomatch(include);
    this.matchesExclude = picomatch(exclude);
  }

  get hasScanned(): boolean {
    return this.scanned;
  }

  /**
   * Globs the candidates. The first scan takes them all and returns no
   * events (everything is read anyway); a later one returns what changed on
   * disk since it was read without being recorded: files that appeared,
   * vanished or whose text differs.
   */
  scan(): [string, FileEvent][] {
    const found = new Set(
      globSync(this.include, { cwd: this.root, ignore: this.exclude, absolute: true, onlyFiles: true }).map(toPosix),
    );
    const events: [string, FileEvent][] = [];
    if (!this.scanned) {
      for (const file of found) this.candidates.add(file);
    } else {
      for (const file of this.candidates) if (!found.has(file)) events.push([file, "delete"]);
      for (const file of found) if (!this.candidates.has(file)) events.push([file, "create"]);
      for (const [file, text] of this.seen) {
        if (readText(file) !== text) events.push([file, text === undefined ? "create" : "update"]);
      }
    }
    this.scanned = true;
    return events;
  }

  /** Whether a path is matched by include and not by exclude. */
  isCandidate(file: string): boolean {
    if (!file) return false;
    const relative = path.posix.relative(this.root, normalize(file));
    if (relative.startsWith("../") || relative === ".." || path.posix.isAbsolute(relative)) return false;
    return this.matchesInclude(relative) && !this.matchesExclude(relative);
  }

  /**
   * A file changed: its remembered text is dropped (or replaced by `text`,
   * when the caller read it) and the candidates are updated. Says whether it is a candidate, and whether it was looked for
   * before and not found (then its appearance matters whatever it is).
   */
  record(normalized: string, event: FileEvent, text?: string): { candidate: boolean; wasMissing: boolean } {
    const wasMissing = this.seen.has(normalized) && this.seen.get(normalized) === undefined;
    this.seen.delete(normalized);
    // The text the watcher read (Vite's `read()`, which waits out a file still being written): the extractor gets that.
    if (text !== undefined && event !== "delete") this.seen.set(normalized, text);
    const candidate = this.isCandidate(normalized);
    if (candidate && event === "delete") this.candidates.delete(normalized);
    else if (candidate) this.candidates.add(normalized);
    return { candidate, wasMissing };
  }

  /**
   * How the disk differs from what is held of one file: the event (with the
   * text now on disk) that `record` needs to catch up, or undefined when
   * nothing differs. For a file whose last change a watcher may not have
   * reported. A file held as a candidate but not read since its last change
   * is reported as updated: its text cannot be compared.
   */
  drift(normalized: string): { event: FileEvent; text?: string } | undefined {
    const text = readText(normalized);
    const listed = this.candidates.has(normalized);
    const held = this.seen.get(normalized);
    if (text === undefined) return listed || held !== undefined ? { event: "delete" } : undefined;
    if (held === text && (listed || !this.isCandidate(normalized))) return undefined;
    return { event: listed || held !== undefined ? "update" : "create", text };
  }

  /** Whether the extractor read (or looked for) this file since it last changed. */
  hasRead(normalized: string): boolean {
    return this.seen.has(normalized);
  }

  /**
   * The extractor's file host. Serves each file from memory until `record`
   * says it changed: a watch rebuild reads only the changed files from disk.
   * `scan` compares these texts with the disk to catch unrecorded changes.
   */
  read(file: string): string | undefined {
    const normalized = normalize(file);
    if (this.seen.has(normalized)) return this.seen.get(normalized);
    const text = readText(normalized);
    this.seen.set(normalized, text);
    return text;
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
    return this.userExclude.length && picomatch([...this.userExclude])(relative) ? "exclude" : "implied";
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
    try {
      return readdirSync(this.root, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !this.matchesExclude(`${e.name}/x.ts`))
        .map((e) => `${this.root}/${e.name}`);
    } catch {
      return [];
    }
  }
}

export function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Bundlers hand over paths with either separator and sometimes a query; the model uses absolute posix paths. */
export function normalize(file: string): string {
  return toPosix(path.resolve(file.replace(/\?.*$/, "")));
}

export function toPosix(file: string): string {
  return file.replace(/\\/g, "/");
}
