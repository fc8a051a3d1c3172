/**
 * Warnings for a project whose options miss its tools (docs/frameworks.md):
 * `virtual:tools` imported while no tool was found, and a module that declares
 * tools but that `include` (or `root`) leaves out. Each is said once: a dev
 * server loads the same module many times.
 */
import path from "node:path";
import { toolDeclaration, type ToolProject } from "@toolcall/core";
/** Files a bundler transforms that the extractor could read. */
const SCRIPT = /\.[cm]?[jt]sx?$/;

export interface Warner {
  warn(message: string): void;
}

export class ScopeWarnings {
  private warnedFiles = new Set<string>();
  private checkedTools = false;

  /**
   * At the first load of `virtual:tools` (the start of a build or dev
   * server): zero tools is a warning. Later loads are not checked: in the
   * middle of an edit a tool file can be read empty for a moment.
   */
  checkTools(warner: Warner, project: ToolProject): void {
    if (this.checkedTools) return;
    this.checkedTools = true;
    if (project.tools().length > 0) return;
    const { root, include } = project.scope;
    warner.warn(
      `toolcall: virtual:tools is imported, but no tools were found: no file under ${root} matched by ` +
        `include ${JSON.stringify(include)} has a "use tools" directive or a @tool function. ` +
        `Set the plugin's \`include\` to where your tool modules are, and \`root\` if the build starts from another folder.`,
    );
  }

  /** At a transform of a module that is not a candidate: warns if it declares tools. */
  checkModule(warner: Warner, project: ToolProject, file: string, code: string): void {
    if (this.warnedFiles.has(file) || !SCRIPT.test(file) || file.includes("/node_modules/")) return;
    const reason = project.outOfScope(file);
    if (!reason || reason === "exclude") return; // the user's own `exclude` is deliberate
    const declares = toolDeclaration(code);
    if (!declares) return;
    this.warnedFiles.add(file);
    const { root, include } = project.scope;
    const where =
      reason === "root"
        ? `it is outside the plugin's \`root\` (${root}); set \`root\` to a folder that contains it`
        : reason === "include"
          ? `the plugin's \`include\` option ${JSON.stringify(include)} (relative to ${root}) leaves it out; add a glob that matches ${JSON.stringify(path.posix.relative(root, file))} to \`include\``
          : `it is in a folder the default \`include\` skips (build outputs, hidden and git-ignored folders); list it in \`include\``;
    warner.warn(`toolcall: ${file} declares tools (${declares}) but virtual:tools does not have them: ${where}.`);
  }
}
