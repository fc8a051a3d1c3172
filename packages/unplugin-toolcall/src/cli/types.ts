/**
 * `toolcall types`: writes the declaration file without a bundler run, for a
 * fresh clone's type check (`svelte-kit sync && toolcall types &&
 * svelte-check`, `"prepare": "toolcall types"`). It reads the project with
 * the same defaults as the plugin; a project that passes options to the
 * plugin passes the same ones here.
 */
import path from "node:path";
import { ToolProject, formatDiagnostic, type Diagnostic } from "@toolcall/core";
import type { Options } from "../options.js";
import { resolveRuntimeImport } from "../runtime-path.js";

export interface TypesResult {
  /** Absolute path of the declaration file (undefined with `dts: false`). */
  file: string | undefined;
  /** Whether the file was written (false when it already had this text). */
  written: boolean;
  tools: string[];
  diagnostics: Diagnostic[];
}

/** The project under `options.root` (default: the current directory), scanned, as the plugin reads it. */
export function scanProject(options: Options = {}): ToolProject {
  const project = new ToolProject({ ...options, runtimeImport: resolveRuntimeImport() });
  project.scan();
  return project;
}

/** Scans the project and writes its declaration file. */
function writeTypes(options: Options = {}): TypesResult {
  const project = scanProject(options);
  const written = project.writeDts();
  return { file: project.dtsPath, written, tools: project.tools().map((t) => t.name), diagnostics: project.diagnostics() };
}

/** The command's report: where the file is, how many tools, every diagnostic. Exit code 1 on errors. */
export function runTypesCommand(options: Options, log: (line: string) => void = console.log): number {
  const result = writeTypes(options);
  for (const d of result.diagnostics) log(formatDiagnostic(d));
  const relative = result.file && path.relative(process.cwd(), result.file);
  const where = !result.file ? "(dts: false, nothing written)" : relative && !relative.startsWith("..") ? relative : result.file;
  log(`toolcall: ${result.tools.length} tool${result.tools.length === 1 ? "" : "s"}, ${where}${result.written ? " written" : " up to date"}`);
  if (result.tools.length === 0) log("toolcall: warning: no tools found; check `--include` (and `--root`).");
  return result.diagnostics.some((d) => d.severity === "error") ? 1 : 0;
}
