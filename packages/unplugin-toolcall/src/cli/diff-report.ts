/** The ways `toolcall diff` writes its changes: a terminal table, JSON, GitHub annotations, a Markdown PR comment. */
import type { CliContext } from "./command.js";
import type { SchemaChange } from "./schema-diff.js";
import { plural, table, visibleLength } from "./text.js";
import { workflowCommand } from "./workflow-command.js";

export const DIFF_FORMATS = ["text", "json", "github", "markdown"] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

/** A change with where it is in the current source (relative file; none for a removed tool). */
export interface LocatedChange extends SchemaChange {
  file?: string;
  line?: number;
  column?: number;
}

export interface DiffReport {
  changes: LocatedChange[];
  breaking: number;
  /** Whether the command exits 1. */
  failed: boolean;
  /** `--allow-breaking` */
  allowed: boolean;
  /** The lock file, relative to the root. */
  lock: string;
}

export function writeDiffReport(format: DiffFormat, report: DiffReport, context: CliContext): void {
  const write = (text: string) => context.io.stdout(text);
  if (format === "json") write(JSON.stringify({ breaking: report.breaking, compatible: report.changes.length - report.breaking, changes: report.changes }, null, 2) + "\n");
  else if (format === "github") write(github(report));
  else if (format === "markdown") write(markdown(report));
  else write(text(report, context));
}

function summary(report: DiffReport): string {
  return `${plural(report.breaking, "breaking change")}, ${plural(report.changes.length - report.breaking, "compatible change")}`;
}

const source = (c: LocatedChange) => (c.file ? `${c.file}:${c.line}:${c.column}` : "");

function text(report: DiffReport, { colors }: CliContext): string {
  if (report.changes.length === 0) return colors.green(`✔ the tools match ${report.lock}\n`);
  const rows = [
    ["class", "tool", "where", "change", "rule", "source"].map((h) => colors.dim(h)),
    ...report.changes.map((c) => [
      c.class === "breaking" ? colors.red(c.class) : colors.green(c.class),
      c.tool,
      c.where,
      c.change,
      colors.dim(c.rule),
      colors.dim(source(c)),
    ]),
  ];
  let out = table(rows, visibleLength) + "\n";
  out += (report.failed ? colors.red("✖ ") : "") + summary(report) + (report.breaking && report.allowed ? " (allowed)" : "") + "\n";
  if (report.failed) out += `update ${report.lock} with \`toolcall snapshot\` once the break is intended, or pass --allow-breaking\n`;
  return out;
}

/**
 * One workflow command per change, on its line in the pull request: an
 * error for a breaking change (a warning when allowed), a notice for a
 * compatible one; the title is the rule id, which is what a team sets.
 */
function github(report: DiffReport): string {
  let out = "";
  for (const c of report.changes) {
    const level = c.class === "compatible" ? "notice" : report.allowed ? "warning" : "error";
    const message = `${c.tool}${c.where ? ` ${c.where}` : ""}: ${c.change} (${c.class})`;
    out += workflowCommand({ level, file: c.file, line: c.line, col: c.column, title: `toolcall diff: ${c.rule}`, message }) + "\n";
  }
  return out + `toolcall diff: ${report.changes.length ? summary(report) : `the tools match ${report.lock}`}\n`;
}

/** A comment for the pull request: the verdict, then one table row per change. */
function markdown(report: DiffReport): string {
  if (report.changes.length === 0) return `### toolcall diff\n\nThe tools match \`${report.lock}\`.\n`;
  const verdict = report.failed ? "❌" : report.breaking ? "⚠️" : "✅";
  const cell = (value: string) => value.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const rows = report.changes.map(
    (c) => `| ${c.class === "breaking" ? "**breaking**" : "compatible"} | \`${cell(c.tool)}\` | ${c.where ? `\`${cell(c.where)}\`` : ""} | ${cell(c.change)} | \`${c.rule}\` | ${c.file ? `\`${source(c)}\`` : ""} |`,
  );
  return [
    `### ${verdict} toolcall diff: ${summary(report)}${report.breaking && report.allowed ? " (allowed)" : ""}`,
    "",
    "| class | tool | where | change | rule | source |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
    ...(report.breaking ? [`After an intended break, \`toolcall snapshot\` records the new contract in \`${report.lock}\`.`, ""] : []),
  ].join("\n");
}
