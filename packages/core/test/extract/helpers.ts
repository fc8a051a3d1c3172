import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Extractor, type ExtractorOptions } from "../../src/extract/index.js";
import type { Diagnostic, ExtractResult, JsonSchema, ToolModel } from "../../src/model/index.js";

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures");

/** Every TypeScript file under a directory, as a bundler's include glob would list them. */
export function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.(d\.)?[cm]?tsx?$/.test(name) ? [path] : [];
  });
}

/** Extracts a whole fixture directory (`packages/core/test/fixtures/<name>`). */
export function extractFixture(name: string, options: Partial<ExtractorOptions> = {}): ExtractResult {
  const root = join(FIXTURES, name);
  return new Extractor({ root, ...options }).extract(tsFiles(root));
}

/** Extracts in-memory files (paths relative to a virtual root `/project`). */
export function extractSources(files: Record<string, string>, candidates?: string[]): ExtractResult & { extractor: Extractor } {
  const root = "/project";
  const byPath = new Map(Object.entries(files).map(([p, text]) => [join(root, p), text]));
  const extractor = new Extractor({ root, readFile: (p) => byPath.get(p) });
  const list = (candidates ?? Object.keys(files).filter((p) => /\.[cm]?tsx?$/.test(p))).map((p) => join(root, p));
  return { ...extractor.extract(list), extractor };
}

export function toolNamed(result: ExtractResult, name: string): ToolModel {
  const tool = result.tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}; have ${result.tools.map((t) => t.name).join(", ")}`);
  return tool;
}

/** The input schema of one property of a tool. */
export function property(result: ExtractResult, tool: string, name: string): JsonSchema {
  const props = toolNamed(result, tool).inputSchema.properties as Record<string, JsonSchema>;
  if (!(name in props)) throw new Error(`tool ${tool} has no property ${name}; has ${Object.keys(props).join(", ")}`);
  return props[name];
}

/** Diagnostics as `CODE file:line:column` strings (file base name), for compact expectations. */
export function located(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code} ${d.loc.file.split("/").pop()}:${d.loc.line}:${d.loc.column}`);
}
