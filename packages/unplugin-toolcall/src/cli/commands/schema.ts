/** `toolcall schema <tool> [--view ...]`: one tool as `tools` or a provider view holds it, as JSON. */
import { VIEW_NAMES, viewsByTool } from "../../devtools/views.js";
import { didYouMean, oneOf } from "../choice.js";
import type { CliCommand, CliContext } from "../command.js";
import { loadProject, refuseOnErrors, type ProjectFlags } from "../project.js";

export const schema: CliCommand = {
  register(cli, context) {
    cli
      .command("schema <tool>", "Print one tool's schemas as a view holds them (input and output)")
      .option("--view <view>", `View: ${VIEW_NAMES.join(", ")}`, { default: "canonical" })
      .action((tool: string, flags: ProjectFlags & { view: string }) => runSchema(tool, flags, context));
  },
};

function runSchema(name: string, flags: ProjectFlags & { view: string }, { io, colors }: CliContext): number {
  const view = oneOf("--view", flags.view, VIEW_NAMES);
  const project = loadProject(flags, io);
  if (refuseOnErrors(project, io, colors)) return 1;
  const entry = viewsByTool(project.tools).get(name)?.[view];
  if (!entry) {
    const names = project.tools.map((t) => t.name);
    throw new Error(`no tool named \`${name}\`${didYouMean(name, names)}; the tools are: ${names.join(", ") || "(none)"}`);
  }
  io.stdout(JSON.stringify(entry, null, 2) + "\n");
  return 0;
}
