/**
 * The parts of `virtual:tools` (one per tool source file, see
 * `generatePart`), their text generated when first asked for and kept while
 * their file's tools stay the same, and which parts changed since a dev
 * server last asked.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import type { ToolModel } from "../model/index.js";
import { isSharedModuleId, virtualIdPrefix } from "../model/virtual-ids.js";
import { generatePart } from "../codegen/module.js";
import type { SharedModules } from "../codegen/shared-modules.js";

export class Parts {
  private parts = new Map<string, { tools: ToolModel[]; code?: string }>();
  private readonly idByFile = new Map<string, string>();
  /** Ids of parts whose text changed (or that came or went) since `takeChanged` was last called. */
  private readonly changed = new Set<string>();
  private built = false;
  /**
   * The shared modules (each tool's shapes, record shapes) any part generated so far
   * imports, by content-addressed id (their text is made when a bundler
   * loads them). Never pruned: an
   * id names one content forever, so an entry cannot go stale.
   */
  private readonly shared: SharedModules = new Map();

  constructor(
    private readonly root: string,
    private readonly runtimeImport: string,
    /** Each part loads its tool file on its own (`GeneratePartOptions.isolated`). */
    private readonly isolated: boolean,
  ) {}

  /** A stable short id from the file's path relative to the root, so it is the same on every machine. */
  idOf(file: string): string {
    let id = this.idByFile.get(file);
    if (id === undefined) {
      const relative = path.posix.relative(this.root, file.replace(/\\/g, "/"));
      id = virtualIdPrefix("part") + createHash("sha256").update(relative).digest("hex").slice(0, 12);
      this.idByFile.set(file, id);
    }
    return id;
  }

  /** Regroups the tools by file; a part whose tools are the same keeps its text, the others are marked changed. */
  update(tools: readonly ToolModel[]): void {
    const grouped = new Map<string, ToolModel[]>();
    for (const tool of tools) {
      const id = this.idOf(tool.file);
      let list = grouped.get(id);
      if (!list) grouped.set(id, (list = []));
      list.push(tool);
    }
    const next = new Map<string, { tools: ToolModel[]; code?: string }>();
    for (const [id, list] of grouped) {
      const previous = this.parts.get(id);
      if (previous && sameTools(previous.tools, list)) {
        next.set(id, { tools: list, code: previous.code });
      } else {
        next.set(id, { tools: list });
        this.changed.add(id);
      }
    }
    for (const id of this.parts.keys()) if (!next.has(id)) this.changed.add(id);
    // After the first extraction every part is new: nothing has loaded any yet.
    if (!this.built) this.changed.clear();
    this.built = true;
    this.parts = next;
  }

  /** Bare ids of the current parts, sorted. */
  ids(): string[] {
    return [...this.parts.keys()].sort();
  }

  /**
   * Text of one part or shared module, or undefined when no current source
   * file has that id (a part) or no part ever imported it (a shared module).
   */
  code(id: string): string | undefined {
    if (isSharedModuleId(id)) return this.sharedCode(id);
    const part = this.parts.get(id);
    if (!part) return undefined;
    part.code ??= generatePart(part.tools, { runtimeImport: this.runtimeImport, shared: this.shared, isolated: this.isolated });
    return part.code;
  }

  /** A shared module is known once a part importing it was generated: a bundler asking first gets every part generated. */
  private sharedCode(id: string): string | undefined {
    if (!this.shared.has(id)) for (const partId of this.parts.keys()) this.code(partId);
    return this.shared.get(id)?.();
  }

  /** Ids of the parts that changed, came or went since the last call, sorted. */
  takeChanged(): string[] {
    const ids = [...this.changed].sort();
    this.changed.clear();
    return ids;
  }
}

/**
 * Whether two lists describe the same tools. The extractor keeps the object
 * of an unchanged tool; a new object may still describe the same tool.
 */
export function sameTools(a: readonly ToolModel[], b: readonly ToolModel[]): boolean {
  return a.length === b.length && a.every((tool, i) => tool === b[i] || JSON.stringify(tool) === JSON.stringify(b[i]));
}
