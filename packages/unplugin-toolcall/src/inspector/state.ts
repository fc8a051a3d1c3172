/**
 * What the inspector page shows, as one JSON document built from the
 * project's model: each tool with its parameter table, every view of its
 * schemas, arguments to try it with, and where it is declared; then the
 * diagnostics with their code frames.
 */
import type { Diagnostic, ToolModel } from "@toolcall/core";
import { parameterRows, sampleArguments, type ParameterRow } from "../devtools/parameters.js";
import { relativePath } from "../devtools/paths.js";
import { VIEW_NAMES, viewsByTool, type ViewEntry, type ViewName } from "../devtools/views.js";

export interface Place {
  /** Relative to the root, for reading. */
  file: string;
  line: number;
  column: number;
  /** For Vite's `/__open-in-editor?file=`: absolute `path:line:column`. */
  editor: string;
}

export interface InspectorTool {
  name: string;
  description: string;
  deprecated?: string;
  place: Place;
  parameters: ParameterRow[];
  views: Record<ViewName, ViewEntry>;
  sample: Record<string, unknown>;
}

export interface InspectorDiagnostic {
  severity: Diagnostic["severity"];
  code: string;
  message: string;
  frame?: string;
  place: Place;
}

export interface InspectorState {
  root: string;
  viewNames: readonly ViewName[];
  tools: InspectorTool[];
  diagnostics: InspectorDiagnostic[];
}

export function inspectorState(root: string, tools: readonly ToolModel[], diagnostics: readonly Diagnostic[]): InspectorState {
  const views = viewsByTool(tools);
  const place = (loc: Diagnostic["loc"]): Place => ({
    file: relativePath(root, loc.file),
    line: loc.line,
    column: loc.column,
    editor: `${loc.file}:${loc.line}:${loc.column}`,
  });
  return {
    root,
    viewNames: VIEW_NAMES,
    tools: tools.map((tool) => {
      const entry: InspectorTool = {
        name: tool.name,
        description: tool.description,
        place: place(tool.loc),
        parameters: parameterRows(tool),
        views: views.get(tool.name)!,
        sample: sampleArguments(tool),
      };
      if (tool.deprecated !== undefined) entry.deprecated = tool.deprecated;
      return entry;
    }),
    diagnostics: diagnostics.map((d) => {
      const entry: InspectorDiagnostic = { severity: d.severity, code: d.code, message: d.message, place: place(d.loc) };
      if (d.frame) entry.frame = d.frame;
      return entry;
    }),
  };
}
