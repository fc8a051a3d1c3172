/** `toolcall list`: every tool, its parameters, where it is declared and what it does. */
import { sourceReader } from "../../devtools/parameter-source.js";
import { parameterRows } from "../../devtools/parameters.js";
import type { CliContext } from "../command.js";
import { formattedProjectCommand, type LoadedProject } from "../project.js";
import { firstLine, plural, table, visibleLength } from "../text.js";

export const list = formattedProjectCommand("list", "List the tools: name, parameters, source, description", ["text", "json"], runList);

function runList(format: "text" | "json", project: LoadedProject, { io, colors }: CliContext): number {
  const read = sourceReader();
  const tools = project.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    file: project.relative(tool.loc.file),
    line: tool.loc.line,
    column: tool.loc.column,
    parameters: parameterRows(tool, read),
  }));
  if (format === "json") {
    io.stdout(JSON.stringify(tools, null, 2) + "\n");
    return 0;
  }
  const rows = tools.map((tool) => [
    colors.bold(tool.name),
    tool.parameters.map((p) => (p.required ? p.name : `${p.name}?`)).join(", "),
    colors.dim(`${tool.file}:${tool.line}`),
    firstLine(tool.description, 60),
  ]);
  io.stdout(table(rows, visibleLength) + (rows.length ? "\n" : ""));
  io.stdout(colors.dim(plural(tools.length, "tool")) + "\n");
  const errors = project.diagnostics.filter((d) => d.severity === "error").length;
  if (errors) io.stderr(colors.red(`${plural(errors, "error")} in the project; run \`toolcall check\`\n`));
  return 0;
}
