/** `toolcall types`: writes the declaration file without a bundler run (docs/frameworks.md). */
import path from "node:path";
import type { CliCommand, CliContext } from "../command.js";
import { list, type ProjectFlags } from "../project.js";
import { runTypesCommand } from "../types.js";

export const types: CliCommand = {
  register(cli, context) {
    cli
      .command("types", "Write the declaration file (toolcall.d.ts) where the project's tsconfig sees it")
      // `[path]`, not `<path>`: cac would ask `--no-dts` for the path's value.
      .option("--dts [path]", "Path of the declaration file, relative to the root (default: where every tsconfig in force looks); --no-dts writes none")
      .action((flags: ProjectFlags & { dts?: string | boolean }) => runTypes(flags, context));
  },
};

function runTypes(flags: ProjectFlags & { dts?: string | boolean }, { io }: CliContext): number {
  return runTypesCommand(
    {
      root: path.resolve(io.cwd, flags.root ?? "."),
      include: list(flags.include),
      exclude: list(flags.exclude),
      strict: !!flags.strict,
      dts: flags.dts === false ? false : typeof flags.dts === "string" ? flags.dts : undefined,
    },
    (line) => io.stdout(line + "\n"),
  );
}
