/**
 * `toolcall check`: extraction and provider compatibility, as a build would
 * report them; exit 1 on errors. `--format github` writes GitHub Actions
 * workflow commands (annotations on the lines), `--format json` one object.
 */
import { formatDiagnostic, type Diagnostic } from "@toolcall/core";
import type { CliCommand, CliContext } from "../command.js";
import { loadProject, type LoadedProject, type ProjectFlags } from "../project.js";
import { plural } from "../text.js";

const FORMATS = ["text", "github", "json"] as const;

export const check: CliCommand = {
  register(cli, context) {
    cli
      .command("check", "Extract the tools and check them against every provider; exit 1 on errors")
      .option("--format <format>", `Output: ${FORMATS.join(", ")}`, { default: "text" })
      .action((flags: ProjectFlags & { format: string }) => runCheck(flags, context));
  },
};

function runCheck(flags: ProjectFlags & { format: string }, { io, colors }: CliContext): number {
  if (!(FORMATS as readonly string[]).includes(flags.format)) throw new Error(`unknown --format \`${flags.format}\`; use one of ${FORMATS.join(", ")}`);
  const project = loadProject(flags, io);
  const located = project.diagnostics.map((d) => relativeDiagnostic(d, project));
  const errors = located.filter((d) => d.severity === "error").length;
  const warnings = located.length - errors;
  const summary = `${plural(project.tools.length, "tool")}, ${plural(errors, "error")}, ${plural(warnings, "warning")}`;
  if (flags.format === "json") {
    io.stdout(JSON.stringify({ ok: errors === 0, tools: project.tools.length, errors, warnings, diagnostics: located }, null, 2) + "\n");
  } else if (flags.format === "github") {
    for (const d of located) io.stdout(githubAnnotation(d) + "\n");
    io.stdout(`toolcall: ${summary}\n`);
  } else {
    for (const d of located) {
      const text = formatDiagnostic(d);
      const color = d.severity === "error" ? colors.red : colors.yellow;
      io.stdout(text.replace(`${d.severity} ${d.code}`, color(`${d.severity} ${d.code}`)) + "\n\n");
    }
    io.stdout((errors ? colors.red("✖ ") : colors.green("✔ ")) + summary + "\n");
  }
  return errors > 0 ? 1 : 0;
}

/** The diagnostic with paths relative to the root: what a reader (and GitHub) expects. */
function relativeDiagnostic(d: Diagnostic, project: LoadedProject): Diagnostic {
  const copy: Diagnostic = { ...d, loc: { ...d.loc, file: project.relative(d.loc.file) } };
  if (d.related) copy.related = d.related.map((r) => ({ ...r, file: project.relative(r.file) }));
  return copy;
}

/**
 * `::error file=...,line=...,col=...,title=CODE::message`: GitHub shows it on
 * the line in the pull request. The message keeps the code frame (newlines
 * encoded as the workflow-command syntax asks).
 */
export function githubAnnotation(d: Diagnostic): string {
  const properties = `file=${escapeProperty(d.loc.file)},line=${d.loc.line},col=${d.loc.column},title=${escapeProperty(d.code)}`;
  let message = d.message;
  if (d.frame) message += "\n\n" + d.frame;
  for (const r of d.related ?? []) message += `\nalso at ${r.file}:${r.line}:${r.column}`;
  return `::${d.severity} ${properties}::${escapeData(message)}`;
}

function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
