/** `toolcall snapshot`: writes the tools' contracts to `toolcall.lock.json`, for `toolcall diff` to compare with. */
import path from "node:path";
import type { CliCommand, CliContext } from "../command.js";
import { LOCK_FILE, lockfileOf, writeLockfile } from "../lockfile.js";
import { loadProject, refuseOnErrors, type ProjectFlags } from "../project.js";
import { plural } from "../text.js";

export const snapshot: CliCommand = {
  register(cli, context) {
    cli
      .command("snapshot", `Write every tool's canonical input and output schema to ${LOCK_FILE}`)
      .option("--lock <file>", "Lock file, relative to the root", { default: LOCK_FILE })
      .action((flags: ProjectFlags & { lock: string }) => runSnapshot(flags, context));
  },
};

function runSnapshot(flags: ProjectFlags & { lock: string }, { io, colors }: CliContext): number {
  const project = loadProject(flags, io);
  // A snapshot of a project that does not build would record tools that are missing by accident.
  if (refuseOnErrors(project, io, colors)) return 1;
  const file = path.resolve(project.root, flags.lock);
  writeLockfile(file, lockfileOf(project.tools, project.declarations));
  const others = project.declarations.length > 0 ? ` and ${project.declarations.length} of its resources and prompts` : "";
  io.stdout(`wrote ${project.relative(file)} (${plural(project.tools.length, "tool")}${others})\n`);
  return 0;
}
