/**
 * The project the CLI commands read: the same `ToolProject` the bundler
 * plugin runs, built from command-line options instead of a bundler config.
 */
import path from "node:path";
import { onlyTools, ToolProject, type Diagnostic, type ToolModel } from "@toolcall/core";
import type { CAC } from "cac";
import { relativePath } from "../devtools/paths.js";
import { resolveRuntimeImport } from "../runtime-path.js";
import { oneOf } from "./choice.js";
import type { CliCommand, CliContext } from "./command.js";
import { progress, type CliIo, type Colors } from "./io.js";
import { plural } from "./text.js";

/** The options every command takes (the plugin's `root`, `include`, `exclude`, `strict`). */
export interface ProjectFlags {
  root?: string;
  include?: string | string[];
  exclude?: string | string[];
  strict?: boolean;
}

export function addProjectOptions(cli: CAC): void {
  cli
    .option("--root <dir>", "Project root that globs are relative to (default: the current directory)")
    .option("--include <glob>", "Files that may declare tools, relative to the root; repeatable (default: every TypeScript file of the project outside node_modules, hidden folders, build outputs and git-ignored paths)")
    .option("--exclude <glob>", "Globs taken out of --include; repeatable")
    .option("--strict", "Warnings are errors, as the plugin's `strict` option");
}

export interface LoadedProject {
  root: string;
  tools: readonly ToolModel[];
  /** The resources and prompts (`@resource`, `@prompt`). */
  declarations: readonly ToolModel[];
  diagnostics: Diagnostic[];
  /** A path as reports show it: relative to the root, `/`-separated. */
  relative(file: string): string;
}

/** Scans and extracts the project once; a status line shows on a terminal meanwhile. */
export function loadProject(flags: ProjectFlags, io: CliIo): LoadedProject {
  const root = path.resolve(io.cwd, flags.root ?? ".");
  const done = progress(io, `toolcall: reading tools under ${root}...`);
  try {
    const project = new ToolProject({
      root,
      include: list(flags.include),
      exclude: list(flags.exclude),
      strict: !!flags.strict,
      // The CLI only reads: the declaration file is the plugin's (or `toolcall types`') job.
      dts: false,
      runtimeImport: resolveRuntimeImport(),
    });
    project.scan();
    // The views are the tools'; the lock file and the diff also hold the resources and prompts.
    const all = project.tools();
    const tools = onlyTools(all);
    const declarations = all.filter((model) => !tools.includes(model));
    return { root, tools, declarations, diagnostics: project.diagnostics(), relative: (file) => relativePath(root, file) };
  } finally {
    done();
  }
}

export function list(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map(String);
}

/**
 * Whether the project has extraction errors, saying so on stderr. Commands
 * that report what the tools are (`schema`, `snapshot`, `diff`) refuse then:
 * a tool whose parameter toolcall refused would show as `{}`, or as missing,
 * which is not what the build would serve (the build fails).
 */
export function refuseOnErrors(project: LoadedProject, io: CliIo, colors: Colors): boolean {
  const errors = project.diagnostics.filter((d) => d.severity === "error").length;
  if (errors === 0) return false;
  io.stderr(colors.red(`toolcall: ${plural(errors, "error")} in the project; fix them first (\`toolcall check\` shows where)\n`));
  return true;
}

/**
 * A command that reads the project and prints it in one of `formats` (the
 * first is the default): `toolcall check`, `toolcall list`. An unknown
 * `--format` is refused before the project is read.
 */
export function formattedProjectCommand<F extends string>(
  name: string,
  description: string,
  formats: readonly [F, ...F[]],
  run: (format: F, project: LoadedProject, context: CliContext) => number,
): CliCommand {
  return {
    register(cli, context) {
      cli
        .command(name, description)
        .option("--format <format>", `Output: ${formats.join(", ")}`, { default: formats[0] })
        .action((flags: ProjectFlags & { format: string }) => {
          const format = oneOf("--format", flags.format, formats);
          return run(format, loadProject(flags, context.io), context);
        });
    },
  };
}
