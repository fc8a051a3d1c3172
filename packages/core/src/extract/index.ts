/**
 * The extractor (docs/declaring-tools.md, docs/types.md): candidate files -> the tool model.
 *
 *   source-file.ts     parse once (Babel, comments attached), prune bodies, index top-level declarations
 *   module-index.ts    a module's named declarations, imports and exports (namespaces too)
 *   discover.ts        which exports are tools ("use tools", @tool, @tool false, names)
 *   naming.ts          the toolName option (snake_case, kebab-case, a function)
 *   parameters.ts      parameters -> input properties and the call plan
 *   tool.ts            descriptions, deprecation, annotations, examples, output schema, @unknownProperties
 *   jsdoc.ts           JSDoc blocks and their tags
 *   static-value.ts    literal defaults and marker arguments, evaluated at build time
 *   format-name.ts     the warning for a format dispatch does not check
 *   pattern-risk.ts    the warning for a pattern that backtracks super-linearly (regex/*: its reader and a step-counting matcher)
 *   session.ts         names across imports, the tsconfig in force per tool module, traces
 *   resolve/*          tsconfig (get-tsconfig) and module resolution as tsc does it (node_modules, exports, paths)
 *   types/*            TypeScript type syntax -> JSON Schema with x-toolcall run-time kinds (convert.ts: one handler per syntax kind)
 *   diagnostic-sink.ts located diagnostics with code frames (the codes and their meaning: ../model/diagnostic-codes.ts)
 */
import { readFileSync } from "node:fs";
import type { Diagnostic, ExtractResult, ToolModel, ToolNameOption, UnknownProperties, WithheldModule } from "../model/index.js";
import { OPTION_DEFAULTS } from "../model/options.js";
import { mayDeclareTools } from "../model/tool-module.js";
import { TypeConverter } from "./types/convert.js";
import { discoverTools } from "./discover.js";
import { DiagnosticSink, sortDiagnostics } from "./diagnostic-sink.js";
export { framer } from "./diagnostic-sink.js";
import { Session, type ModuleTrace } from "./session.js";
import type { SourceFile } from "./source-file.js";
import { toolNamer, type NameTool } from "./naming.js";
import { buildTool, type ToolOptions } from "./tool.js";
import { uiServerName } from "./ui.js";

/**
 * What the extractor reads of the options. A project passes its resolved
 * options (project/options.ts); the defaults below are those of the options
 * (model/options.ts), for the tests and benchmarks that build an extractor alone.
 */
export interface ExtractorOptions {
  /** Project root: relative display of paths. */
  root: string;
  /**
   * tsconfig path for every tool module (solution configs: the referenced project that includes it).
   * @default the nearest tsconfig.json of each tool module
   */
  tsconfig?: string;
  /**
   * Reads a file; `undefined` means it does not exist.
   * @default node:fs
   */
  readFile?: (path: string) => string | undefined;
  /** How tools without `@tool name` are named (`ToolcallOptions.toolName`). */
  toolName?: ToolNameOption;
  /** What dispatch does with unknown properties unless a tool's `@unknownProperties` says otherwise (`ToolcallOptions.unknownProperties`). */
  unknownProperties?: UnknownProperties;
  /** The deadline in ms of a tool without `@timeout` (`ToolcallOptions.timeout`, resolved); undefined for none. */
  timeoutMs?: number;
}

function readFileOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** What one tool module gave, and what it read to get there. */
interface ModuleResult {
  tools: ToolModel[];
  diagnostics: Diagnostic[];
  trace: ModuleTrace;
  /** Set when its tools are withheld (see `WithheldModule`). */
  withheld?: Diagnostic;
}

/** Errors that mean a type the module uses was not found (a file deleted, not parsing, a name gone from it), not that it was refused. */
const UNRESOLVED: ReadonlySet<string> = new Set(["TC_UNRESOLVED_IMPORT", "TC_UNRESOLVED_TYPE"]);

/**
 * Extracts the tool model from candidate files. Two caches, both checked
 * against the files' current text on every run: parsed files (a file is
 * parsed again only when its text changed), and each tool module's result
 * with everything it read (its type dependencies and how its imports
 * resolved), reused only while all of that reads the same. Each module is
 * extracted on its own, so a reused result is exactly what a cold
 * extraction would give.
 */
export class Extractor {
  private readonly cache = new Map<string, SourceFile>();
  private readonly results = new Map<string, ModuleResult>();
  private readonly readFile: (path: string) => string | undefined;
  private readonly nameTool: NameTool;
  private readonly toolOptions: ToolOptions;
  /** How many files the last `extract` parsed (cache misses); 0 when nothing changed. */
  lastParseCount = 0;
  /** How many tool modules the last `extract` extracted again (the rest were reused). */
  lastModuleCount = 0;

  constructor(readonly options: ExtractorOptions) {
    this.readFile = options.readFile ?? readFileOrUndefined;
    this.nameTool = toolNamer(options.toolName, options.root.replace(/\\/g, "/"));
    this.toolOptions = { unknownProperties: options.unknownProperties ?? OPTION_DEFAULTS.unknownProperties, timeoutMs: options.timeoutMs, uiServer: uiServerName(options.root) };
  }

  /**
   * Candidate files (absolute paths) -> tools, diagnostics, dependencies.
   * The returned models may be shared with later results: treat them as read-only.
   */
  extract(files: string[]): ExtractResult {
    const session = new Session(this.cache, this.readFile, this.options.tsconfig);
    const dependencies = new Set<string>();
    const tools: ToolModel[] = [];
    const diagnostics: Diagnostic[] = [];
    const withheld: WithheldModule[] = [];
    let rebuilt = 0;
    const candidates = [...new Set(files)].sort();
    for (const path of candidates) {
      const text = session.readText(path);
      if (text === undefined || !mayDeclareTools(text)) {
        this.results.delete(path);
        continue;
      }
      let result = this.results.get(path);
      if (!result || !session.isCurrent(result.trace, path)) {
        result = this.extractModule(path, session);
        this.results.set(path, result);
        rebuilt++;
      }
      tools.push(...result.tools);
      diagnostics.push(...result.diagnostics);
      if (result.withheld) withheld.push({ file: path, reason: result.withheld });
      for (const dep of result.trace.files.keys()) dependencies.add(dep);
      for (const dep of result.trace.configFiles) dependencies.add(dep);
    }
    // Results of files that are no longer candidates are dropped.
    const current = new Set(candidates);
    for (const path of this.results.keys()) if (!current.has(path)) this.results.delete(path);

    tools.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.file < b.file ? -1 : a.file > b.file ? 1 : a.loc.line - b.loc.line));
    diagnostics.push(...duplicateNames(tools, (file) => session.readText(file)));
    this.lastParseCount = session.parsed;
    this.lastModuleCount = rebuilt;
    return { tools, diagnostics: sortDiagnostics(diagnostics), dependencies: [...dependencies].sort(), withheld };
  }

  private extractModule(path: string, session: Session): ModuleResult {
    /** Per tool with an error, the index of its first error in the module's diagnostics. */
    const refused: number[] = [];
    const { value: tools, trace } = session.traced(path, () => {
      try {
        const file = session.load(path);
        if (!file) return [];
        // Declarations are converted once per module and shared by its tools.
        const types = new TypeConverter(session);
        const built: ToolModel[] = [];
        for (const candidate of discoverTools(file, session.diagnostics, this.nameTool)) {
          // Every error of a tool is reported while it is built (a declaration reused from another tool reports its own again).
          const before = session.diagnostics.list.length;
          const tool = buildTool(candidate, file, session, types, this.toolOptions);
          const firstError = session.diagnostics.list.findIndex((d, i) => i >= before && d.severity === "error");
          if (firstError === -1) built.push(tool);
          else refused.push(firstError);
        }
        return built;
      } catch (error) {
        // One broken module must not take the whole build down without saying where.
        const cause = error instanceof Error ? error.message : String(error);
        session.diagnostics.error("TC_INTERNAL_ERROR", `Extracting this module failed: ${cause}. Please report it if the file reads fine.`, { file: path, line: 1, column: 1 });
        return [];
      }
    });
    const diagnostics = trace.diagnostics.framed((file) => trace.files.get(file));
    // A schema with `{}` where a type was not found accepts anything: no tool of the module, as for one that does not parse.
    const unresolved = diagnostics.filter((d) => d.severity === "error" && UNRESOLVED.has(d.code));
    const reason = unresolved.find((d) => d.loc.file === path) ?? unresolved[0];
    if (reason) return { tools: [], diagnostics, trace, withheld: reason };
    // Nor a tool with an error of its own (a type that cannot become JSON Schema reads `{}` too); the module's others stay.
    return refused.length ? { tools, diagnostics, trace, withheld: diagnostics[refused[0]!] } : { tools, diagnostics, trace };
  }

  /** Files whose parse is cached: for a fresh extractor, exactly the files its first run parsed (the benchmarks read it). */
  parsedFiles(): string[] {
    return [...this.cache.keys()].sort();
  }

  /** Forget what is cached for a file (changed or deleted), and every module result that read it. */
  invalidate(file: string): void {
    this.cache.delete(file);
    for (const [path, result] of this.results) if (path === file || result.trace.files.has(file)) this.results.delete(path);
  }
}

/** One error per name shared by several tools, at the first, naming every place. */
function duplicateNames(tools: ToolModel[], textOf: (file: string) => string | undefined): Diagnostic[] {
  const sink = new DiagnosticSink();
  const byName = new Map<string, ToolModel[]>();
  for (const tool of tools) {
    const list = byName.get(tool.name);
    if (list) list.push(tool);
    else byName.set(tool.name, [tool]);
  }
  for (const [name, list] of byName) {
    const [first, ...others] = list;
    if (!first || others.length === 0) continue;
    const places = list.map((t) => `${t.loc.file}:${t.loc.line}:${t.loc.column}`).join(", ");
    sink.error(
      "TC_DUPLICATE_NAME",
      `${list.length} tools are named \`${name}\` (${places}); tool names must be unique in the project. Rename all but one with \`@tool other_name\`.`,
      first.loc,
      others.map((t) => t.loc),
    );
  }
  return sink.framed(textOf);
}
