/**
 * `toolcall diff`: the current tools against `toolcall.lock.json`, each
 * change classified as breaking or compatible (see schema-diff.ts); exit 1
 * on a breaking change unless `--allow-breaking`.
 */
import path from "node:path";
import type { CliCommand, CliContext } from "../command.js";
import { LOCK_FILE, lockfileOf, lockfileText, readLockfile, type Lockfile } from "../lockfile.js";
import { loadProject, type ProjectFlags } from "../project.js";
import { diffTools } from "../schema-diff.js";
import { plural, table, visibleLength } from "../text.js";

interface DiffFlags extends ProjectFlags {
  lock: string;
  allowBreaking?: boolean;
  format: string;
}

export const diff: CliCommand = {
  register(cli, context) {
    cli
      .command("diff", `Compare the tools with ${LOCK_FILE}; exit 1 on a breaking change`)
      .option("--lock <file>", "Lock file, relative to the root", { default: LOCK_FILE })
      .option("--allow-breaking", "Report breaking changes but exit 0")
      .option("--format <format>", "Output: table, json", { default: "table" })
      .action((flags: DiffFlags) => runDiff(flags, context));
  },
};

function runDiff(flags: DiffFlags, { io, colors }: CliContext): number {
  const project = loadProject(flags, io);
  const file = path.resolve(project.root, flags.lock);
  const locked = readLockfile(file);
  if (locked instanceof Error) throw locked;
  // Through the lock file's own text, so both sides have the same key order.
  const current = JSON.parse(lockfileText(lockfileOf(project.tools))) as Lockfile;
  const changes = diffTools(locked.tools, current.tools);
  const breaking = changes.filter((c) => c.class === "breaking").length;
  const failed = breaking > 0 && !flags.allowBreaking;
  if (flags.format === "json") {
    io.stdout(JSON.stringify({ breaking, compatible: changes.length - breaking, changes }, null, 2) + "\n");
    return failed ? 1 : 0;
  }
  if (changes.length === 0) {
    io.stdout(colors.green(`✔ the tools match ${project.relative(file)}\n`));
    return 0;
  }
  const rows = [
    ["class", "tool", "where", "change"].map((h) => colors.dim(h)),
    ...changes.map((c) => [c.class === "breaking" ? colors.red(c.class) : colors.green(c.class), c.tool, c.where, c.change]),
  ];
  io.stdout(table(rows, visibleLength) + "\n");
  const summary = `${plural(breaking, "breaking change")}, ${plural(changes.length - breaking, "compatible change")}`;
  io.stdout((failed ? colors.red("✖ ") : "") + summary + (breaking && flags.allowBreaking ? " (allowed)" : "") + "\n");
  if (failed) io.stdout(`update ${project.relative(file)} with \`toolcall snapshot\` once the break is intended, or pass --allow-breaking\n`);
  return failed ? 1 : 0;
}
