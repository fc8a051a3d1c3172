/**
 * `toolcall check`: extraction and provider compatibility, as a build would
 * report them; exit 1 on errors. `--format github` writes GitHub Actions
 * workflow commands (annotations on the lines), `--format json` one object.
 */
import { formatDiagnostic, type Diagnostic } from "@toolcall/core";
import type { CliContext } from "../command.js";
import { formattedProjectCommand, type LoadedProject } from "../project.js";
import { workflowCommand } from "../workflow-command.js";
import { plural } from "../text.js";

export const check = formattedProjectCommand("check", "Extract the tools and check them against every provider; exit 1 on errors", ["text", "github", "json"], runCheck);

function runCheck(format: "text" | "github" | "json", project: LoadedProject, { io, colors }: CliContext): number {
  const located = project.diagnostics.map((d) => relativeDiagnostic(d, project));
  const errors = located.filter((d) => d.severity === "error").length;
  const warnings = located.length - errors;
  const summary = `${plural(project.tools.length, "tool")}, ${plural(errors, "error")}, ${plural(warnings, "warning")}`;
  if (format === "json") {
    io.stdout(JSON.stringify({ ok: errors === 0, tools: project.tools.length, errors, warnings, diagnostics: located }, null, 2) + "\n");
  } else if (format === "github") {
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

/** The diagnostic on its line in a pull request, with its code frame. */
function githubAnnotation(d: Diagnostic): string {
  let message = d.message;
  if (d.frame) message += "\n\n" + d.frame;
  for (const r of d.related ?? []) message += `\nalso at ${r.file}:${r.line}:${r.column}`;
  return workflowCommand({ level: d.severity, file: d.loc.file, line: d.loc.line, col: d.loc.column, title: d.code, message });
}
