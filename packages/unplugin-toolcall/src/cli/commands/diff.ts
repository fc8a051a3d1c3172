/**
 * `toolcall diff`: the current tools against `toolcall.lock.json`, each
 * change under a rule (diff-rules.ts) that classifies it as breaking or
 * compatible, located in the current source; exit 1 on a breaking change
 * unless `--allow-breaking`. `--format github` annotates the lines of a
 * pull request, `--format markdown` writes a PR comment.
 */
import path from "node:path";
import type { CliCommand, CliContext } from "../command.js";
import { changeLocation, sourceReader } from "../change-location.js";
import { oneOf } from "../choice.js";
import { readRuleSettings } from "../diff-rules.js";
import { LOCK_FILE, lockfileOf, lockfileText, readLockfile, type Lockfile } from "../lockfile.js";
import { loadProject, refuseOnErrors, type ProjectFlags } from "../project.js";
import { diffTools } from "../schema-diff.js";
import { writeDiffReport, DIFF_FORMATS, type LocatedChange } from "../diff-report.js";

interface DiffFlags extends ProjectFlags {
  lock: string;
  rules?: string;
  allowBreaking?: boolean;
  format: string;
}

export const diff: CliCommand = {
  register(cli, context) {
    cli
      .command("diff", `Compare the tools with ${LOCK_FILE}; exit 1 on a breaking change`)
      .option("--lock <file>", "Lock file, relative to the root", { default: LOCK_FILE })
      .option("--rules <file>", 'Rule settings, relative to the root: { "rules": { "<rule id>": "breaking" | "compatible" | "off" } } (default: the "toolcall" key of package.json)')
      .option("--allow-breaking", "Report breaking changes but exit 0")
      .option("--format <format>", `Output: ${DIFF_FORMATS.join(", ")}`, { default: "text" })
      .action((flags: DiffFlags) => runDiff(flags, context));
  },
};

function runDiff(flags: DiffFlags, context: CliContext): number {
  const { io, colors } = context;
  // `table` was this format's first name.
  const format = oneOf("--format", flags.format === "table" ? "text" : flags.format, DIFF_FORMATS);
  const project = loadProject(flags, io);
  // A tool toolcall refused would show as removed, or as `{}`: not a change anyone made.
  if (refuseOnErrors(project, io, colors)) return 1;
  const { settings } = readRuleSettings(project.root, flags.rules);
  const file = path.resolve(project.root, flags.lock);
  const locked = readLockfile(file);
  if (locked instanceof Error) throw locked;
  // Through the lock file's own text, so both sides have the same key order.
  const current = JSON.parse(lockfileText(lockfileOf(project.tools, project.declarations))) as Lockfile;
  // By the name each change gives: a tool's own, `resource <name>` or `prompt <name>` for the others.
  const byName = new Map([...project.tools.map((tool) => [tool.name, tool] as const), ...project.declarations.map((d) => [`${d.kind} ${d.name}`, d] as const)]);
  const read = sourceReader();
  const changes: LocatedChange[] = [];
  const found = [
    ...diffTools(locked.tools, current.tools),
    ...diffTools(locked.resources ?? {}, current.resources ?? {}, "resource", (name) => `resource ${name}`),
    ...diffTools(locked.prompts ?? {}, current.prompts ?? {}, "prompt", (name) => `prompt ${name}`),
  ];
  for (const change of found) {
    const setting = settings.get(change.rule);
    if (setting === "off") continue;
    const located: LocatedChange = { ...change, class: setting ?? change.class };
    const loc = changeLocation(byName.get(change.tool), change.where, read);
    if (loc) Object.assign(located, { file: project.relative(loc.file), line: loc.line, column: loc.column });
    changes.push(located);
  }
  const breaking = changes.filter((c) => c.class === "breaking").length;
  const failed = breaking > 0 && !flags.allowBreaking;
  writeDiffReport(format, { changes, breaking, failed, allowed: !!flags.allowBreaking, lock: project.relative(file) }, context);
  return failed ? 1 : 0;
}
