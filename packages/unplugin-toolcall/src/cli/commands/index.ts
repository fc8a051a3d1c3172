import type { CliCommand } from "../command.js";
import { check } from "./check.js";
import { diff } from "./diff.js";
import { list } from "./list.js";
import { schema } from "./schema.js";
import { snapshot } from "./snapshot.js";
import { types } from "./types.js";

/** Every `toolcall` subcommand, in the order `--help` lists them. */
export const COMMANDS: CliCommand[] = [check, list, schema, snapshot, diff, types];
