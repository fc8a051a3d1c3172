/**
 * `toolcall`: the plugin's core without a bundler, for CI and the terminal.
 * `runCli` takes the argument list and a `CliIo` and resolves to the exit
 * code, so tests run it in-process; `bin.ts` wires it to the process.
 */
import { cac } from "cac";
import pc from "picocolors";
import { pluginVersion } from "../version.js";
import { COMMANDS } from "./commands/index.js";
import { processIo, type CliIo } from "./io.js";
import { addProjectOptions } from "./project.js";

export type { CliIo } from "./io.js";
export type { CliCommand, CliContext } from "./command.js";

/** Runs one command line (`argv` as `process.argv`: node, script, then arguments); resolves to the exit code. */
export async function runCli(argv: string[], io: CliIo = processIo()): Promise<number> {
  const cli = cac("toolcall");
  const context = { io, colors: pc.createColors(io.color) };
  addProjectOptions(cli);
  for (const command of COMMANDS) command.register(cli, context);
  cli.help();
  cli.version(pluginVersion());
  try {
    cli.parse(argv, { run: false });
    if (cli.options.help || cli.options.version) return 0;
    if (!cli.matchedCommand) {
      const name = cli.args[0];
      io.stderr(name ? `toolcall: unknown command \`${name}\`\n` : "");
      cli.outputHelp();
      return 1;
    }
    const code = (await cli.runMatchedCommand()) as number | undefined;
    return code ?? 0;
  } catch (error) {
    io.stderr(`toolcall: ${(error as Error).message}\n`);
    return 1;
  }
}
