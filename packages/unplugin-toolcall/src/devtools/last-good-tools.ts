/**
 * In `vite dev` a file that does not parse, or whose types cannot be
 * resolved (a type file deleted), serves none of its tools until it is fixed,
 * and a tool with an error of its own is not served (the other tools keep
 * working). The inspector keeps showing
 * what that file had when it last extracted cleanly, marked stale with the
 * error, the way Vite's overlay keeps the last good page behind it; a file
 * broken since the server started shows as a placeholder with its errors.
 */
import type { Diagnostic, ToolModel, WithheldModule } from "@toolcall/core";

export interface StaleTool {
  tool: ToolModel;
  /** The file's first error: why the tool is not served. */
  reason: Diagnostic;
}

export interface ToolsWithStale {
  stale: StaleTool[];
  /** Files with errors that have no stale tool to show them on: none current either, or a withheld tool never seen clean. */
  brokenFiles: { file: string; errors: Diagnostic[] }[];
}

export class LastGoodTools {
  private readonly byFile = new Map<string, readonly ToolModel[]>();

  /** Records the clean files' tools and says what the broken files last had. */
  update(tools: readonly ToolModel[], diagnostics: readonly Diagnostic[], withheld: readonly WithheldModule[] = []): ToolsWithStale {
    const errorsByFile = new Map<string, Diagnostic[]>();
    for (const d of diagnostics) if (d.severity === "error") errorsByFile.set(d.loc.file, [...(errorsByFile.get(d.loc.file) ?? []), d]);
    // A withheld file's reason first, even when it is located in the type file it imports.
    for (const { file, reason } of withheld) errorsByFile.set(file, [reason, ...(errorsByFile.get(file) ?? []).filter((d) => d !== reason)]);
    const toolsByFile = new Map<string, ToolModel[]>();
    for (const tool of tools) toolsByFile.set(tool.file, [...(toolsByFile.get(tool.file) ?? []), tool]);
    for (const file of new Set([...this.byFile.keys(), ...toolsByFile.keys()])) {
      if (errorsByFile.has(file)) continue;
      const now = toolsByFile.get(file);
      if (now) this.byFile.set(file, now);
      else this.byFile.delete(file);
    }
    const current = new Set(tools.map((t) => t.name));
    const stale: StaleTool[] = [];
    const brokenFiles: ToolsWithStale["brokenFiles"] = [];
    const withheldFiles = new Set(withheld.map((w) => w.file));
    for (const [file, errors] of errorsByFile) {
      const missing = (this.byFile.get(file) ?? []).filter((tool) => !current.has(tool.name));
      for (const tool of missing) stale.push({ tool, reason: errors[0]! });
      // A file whose withheld tool never extracted cleanly has no card of that tool to mark: the file gets one.
      if (missing.length === 0 && (!toolsByFile.has(file) || withheldFiles.has(file))) brokenFiles.push({ file, errors });
    }
    return { stale, brokenFiles };
  }
}
