/** `toolcall list`: every tool, its parameters, where it is declared and what it does. */
import { sourceReader } from "../../devtools/parameter-source.js";
import { parameterRows } from "../../devtools/parameters.js";
import type { CliCommand, CliContext } from "../command.js";
import { loadProject, type ProjectFlags } from "../project.js";
import { oneOf } from "../choice.js";
import { firstLine, plural, table, visibleLength } from "../text.js";

const FORMATS = ["text", "json"] as const;

export const list: CliCommand = {
  register(cli, context) {
    cli
      .command("list", "List the tools: name, parameters, source, description")
      .option("--format <format>", `Output: ${FORMATS.join(", ")}`, { default: "text" })
      .action((flags: ProjectFlags & { format: string }) => runList(flags, context));
  },
};

function runList(flags: ProjectFlags & { format: string }, { io, colors }: CliContext): number {
  const format = oneOf("--format", flags.format, FORMATS);
  const project = loadProject(flags, io);
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
