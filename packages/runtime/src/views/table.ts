import { VIEWS, type ToolViews, type ViewName, type ViewSource } from "./tool-views.js";

/**
 * The provider views of a `virtual:tools` module, derived on first use and
 * kept, per tool and per view: importing the module builds none of them,
 * `mcpToolResult` for one tool builds that tool's MCP view only, and a
 * process that never lists tools for Gemini never builds a Gemini schema.
 * What it hands out is shared between calls: the helpers copy it.
 */
export class ViewTable {
  private readonly sources: readonly ViewSource[];
  private readonly memo: { [K in ViewName]?: ToolViews[K][] } = {};
  private byName: Map<string, number> | undefined;

  constructor(sources: readonly ViewSource[]) {
    this.sources = sources;
  }

  get size(): number {
    return this.sources.length;
  }

  /** The tools' names, in order. */
  names(): string[] {
    return this.sources.map((source) => source.tool.name);
  }

  /** Index of the tool of this name, or undefined (a Map, built on the first look-up). */
  indexOf(name: string): number | undefined {
    this.byName ??= new Map(this.sources.map((source, i) => [source.tool.name, i]));
    return this.byName.get(name);
  }

  /** Tool `i`'s entry in one view. */
  view<K extends ViewName>(name: K, i: number): ToolViews[K] {
    const memo: ToolViews[K][] = (this.memo[name] ??= []);
    // `in`: a view entry may be null (mcpOutput of a tool without output).
    if (!(i in memo)) memo[i] = VIEWS[name](this.sources[i]!);
    return memo[i]!;
  }

  /** Whether tool `i` may return rich parts (its return type names one; `ViewExtras.rich`). */
  rich(i: number): boolean {
    return this.sources[i]?.view?.rich === true;
  }

  /** Whether tool `i` needs a person's approval before each call (`@needsApproval`; `ViewExtras.needsApproval`). */
  needsApproval(i: number): boolean {
    return this.sources[i]?.view?.needsApproval === true;
  }

  /** Whether tool `i` receives a `ToolCall`, so it may report progress (`ViewExtras.call`). */
  receivesCall(i: number): boolean {
    return this.sources[i]?.view?.call === true;
  }

  /** Every tool's entry in one view, in order. */
  list<K extends ViewName>(name: K): ToolViews[K][] {
    return this.sources.map((_, i) => this.view(name, i));
  }
}

/** The table of these tools (`virtual:tools` calls this once, with its records). */
export function viewTable(sources: readonly ViewSource[]): ViewTable {
  return new ViewTable(sources);
}
