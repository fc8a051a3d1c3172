import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic, ExtractResult, JsonSchema, ToolModel } from "../model.js";
import { TypeConverter } from "../schema/convert.js";
import { discoverTools } from "./discover.js";
import { Session } from "./session.js";
import type { SourceFile } from "./source-file.js";
import { buildTool } from "./tool.js";
import { readPathsConfig } from "./tsconfig.js";

export interface ExtractorOptions {
  /** Project root: tsconfig lookup and relative display of paths. */
  root: string;
  /** tsconfig path; default `<root>/tsconfig.json` when it exists. */
  tsconfig?: string;
  /** Reads a file; `undefined` means it does not exist. Default: node:fs. */
  readFile?: (path: string) => string | undefined;
}

/** True when a file's text may declare tools; false means it is never parsed. */
export function mayDeclareTools(text: string): boolean {
  return text.includes("use tools") || text.includes("@tool");
}

function readFileOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * Extracts the tool model from candidate files. Keeps a per-file cache keyed by
 * content hash, so a later `extract` re-parses only files whose text changed.
 * Everything derived from the parses (names, schemas) is recomputed on every
 * run, so incremental output is the same as a cold extraction.
 */
export class Extractor {
  private readonly cache = new Map<string, SourceFile>();
  private readonly readFile: (path: string) => string | undefined;
  /** How many files the last `extract` parsed (cache misses); 0 when nothing changed. */
  lastParseCount = 0;

  constructor(readonly options: ExtractorOptions) {
    this.readFile = options.readFile ?? readFileOrUndefined;
  }

  /** Candidate files (absolute paths) -> tools, diagnostics, dependencies. */
  extract(files: string[]): ExtractResult {
    const tsconfig = this.options.tsconfig ?? join(this.options.root, "tsconfig.json");
    const configFiles: string[] = [];
    const paths = readPathsConfig(tsconfig, (path) => {
      const text = this.readFile(path);
      if (text !== undefined) configFiles.push(path);
      return text;
    });
    const session = new Session(this.cache, this.readFile, paths);
    // An edited tsconfig (paths, baseUrl, extends) changes resolution: watch it too.
    for (const path of configFiles) session.dependencies.add(path);
    const types = new TypeConverter(session);
    const tools: ToolModel[] = [];
    for (const path of [...new Set(files)].sort()) {
      const text = session.readText(path);
      if (text === undefined || !mayDeclareTools(text)) continue;
      const file = session.load(path);
      if (!file) continue;
      for (const candidate of discoverTools(file, session.diagnostics)) tools.push(buildTool(candidate, file, session, types));
    }
    tools.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.file < b.file ? -1 : a.file > b.file ? 1 : a.loc.line - b.loc.line));
    reportDuplicates(tools, session);
    const diagnostics: Diagnostic[] = session.diagnostics.finish((file) => session.readText(file));
    this.lastParseCount = session.parsed;
    return { tools, diagnostics, dependencies: [...session.dependencies].sort() };
  }

  /** Forget what is cached for a file (changed or deleted). */
  invalidate(file: string): void {
    this.cache.delete(file);
  }
}

function reportDuplicates(tools: ToolModel[], session: Session): void {
  const byName = new Map<string, ToolModel[]>();
  for (const tool of tools) {
    const list = byName.get(tool.name);
    if (list) list.push(tool);
    else byName.set(tool.name, [tool]);
  }
  for (const [name, list] of byName) {
    if (list.length < 2) continue;
    const places = list.map((t) => `${t.loc.file}:${t.loc.line}:${t.loc.column}`).join(", ");
    session.diagnostics.error(
      "TC_DUPLICATE_NAME",
      `${list.length} tools are named \`${name}\` (${places}); tool names must be unique in the project. Rename all but one with \`@tool other_name\`.`,
      list[0].loc,
      list.slice(1).map((t) => t.loc),
    );
  }
}

/** The schema as providers see it: `x-toolcall` annotations removed (deep copy). */
export function publicSchema(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema, (k, v) => (k === "x-toolcall" ? undefined : v)));
}
