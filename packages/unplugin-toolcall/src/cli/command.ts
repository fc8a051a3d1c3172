import type { CAC } from "cac";
import type { Colors, CliIo } from "./io.js";

/** What a command's action gets besides its own arguments. */
export interface CliContext {
  io: CliIo;
  colors: Colors;
}

/**
 * One `toolcall` subcommand: a module that registers itself on the cac
 * instance. Its action returns the exit code. Adding a command is one such
 * module and one line in `commands/index.ts`.
 */
export interface CliCommand {
  register(cli: CAC, context: CliContext): void;
}
