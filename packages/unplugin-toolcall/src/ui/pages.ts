/**
 * Serving tools' pages (`@ui`; docs/mcp.md, "A tool's UI") as the modules
 * a tool's resource imports on read (core's model/virtual-ids.ts): in
 * Vite, each is the page built by ui/page-build.ts, its size printed and
 * checked against the `uiBudget` option; the other bundlers cannot build a
 * page yet, so a tool with one is an error there, at its `@ui` tag.
 */
import { readFileSync } from "node:fs";
import { formatDiagnostic, framer, type Diagnostic, type ToolModel, type ToolProject } from "@toolcall/core";
import { buildPage, type PageBuildConfig } from "./page-build.js";

/** The default of the `uiBudget` option, in bytes (docs/options.md). */
export const DEFAULT_UI_BUDGET = 512 * 1024;

/** The part of the plugin context a page build reports through. */
export interface PageReporter {
  info(message: string): void;
  warn(message: string | { message: string; id?: string; loc?: { file?: string; line: number; column: number } }): void;
  error(message: string | { message: string }): never;
}

/** The module text of tool `name`'s page: `export default "<html>"`. */
export async function pageModule(
  reporter: PageReporter,
  project: ToolProject,
  name: string,
  config: PageBuildConfig,
  budget: number,
  built?: (uri: string, files: string[]) => void,
): Promise<string> {
  const tool = project.tools().find((t) => t.name === name && t.ui !== undefined);
  // An index of an older build may still import a page that is gone.
  if (!tool?.ui) return `export default "";\n`;
  let html: string;
  try {
    const page = await buildPage(tool.ui.entry, config);
    html = page.html;
    built?.(tool.ui.uri, page.files);
  } catch (error) {
    return reporter.error({ message: framed(diagnostic(tool, "error", `The page of \`${tool.name}\` (${tool.ui.entry}) did not build: ${(error as Error).message}`)) });
  }
  const bytes = new TextEncoder().encode(html).length;
  reporter.info(`${tool.ui.uri}: ${formatBytes(bytes)} (${tool.ui.entry})`);
  if (bytes > budget) {
    const d = diagnostic(tool, "warning", `The page of \`${tool.name}\` is ${formatBytes(bytes)}, past the \`uiBudget\` of ${formatBytes(budget)}: hosts load it whole before it shows anything.`);
    reporter.warn({ message: framed(d), id: d.loc.file, loc: { file: d.loc.file, line: d.loc.line, column: Math.max(0, d.loc.column - 1) } });
  }
  return `export default ${JSON.stringify(html)};\n`;
}

/** The errors of a build whose bundler cannot build pages: one per tool with a `@ui` page, at its tag. */
export function pagesUnsupported(project: ToolProject, bundler: string): Diagnostic[] {
  return project
    .tools()
    .filter((t) => t.ui !== undefined)
    .map((t) =>
      framer(readText)(
        diagnostic(t, "error", `\`@ui\` pages are built by Vite only for now (\`unplugin-toolcall/vite\`); this is ${bundler}. Build the server with Vite, or serve the page as a \`@resource\` of MIME type \`text/html;profile=mcp-app\` yourself.`),
      ),
    );
}

function diagnostic(tool: ToolModel, severity: "error" | "warning", message: string): Diagnostic {
  return { severity, code: "TC_INVALID_UI", message, loc: tool.ui!.loc };
}

/** `file:line:column: severity CODE message` and the code frame of the `@ui` tag. */
function framed(d: Diagnostic): string {
  return formatDiagnostic(framer(readText)(d));
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}
