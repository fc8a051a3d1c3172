/**
 * What the inspector page shows, as one JSON document built from the
 * project's model: each tool with its parameter table, every view of its
 * schemas, its annotations and examples, arguments to try it with, where it
 * is declared and the diagnostics in it; the broken files' last good tools
 * marked stale; then every diagnostic with its code frame.
 */
import { CALL_SAMPLES, onlyTools, publicSchema, RUNTIME_KIND_KEY, type CallSample, type Diagnostic, type JsonSchema, type ToolAnnotations, type ToolModel } from "@toolcall/core";
import type { StaleTool, ToolsWithStale } from "../devtools/last-good-tools.js";
import { signatureEndLine, sourceReader, type ReadSource } from "../devtools/parameter-source.js";
import { parameterRows, sampleArguments, type ParameterRow } from "../devtools/parameters.js";
import { relativePath } from "../devtools/paths.js";
import { VIEW_NAMES, VIEW_SCHEMAS, viewsByTool, type ViewEntry, type ViewName } from "../devtools/views.js";

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
  /** The form's fields (dotted paths) holding a `bigint` sent as a JSON integer: the public schema says only `integer`. */
  bigints: string[];
  annotations: ToolAnnotations;
  /** `@needsApproval`: a person approves each call (the AI SDK's and the OpenAI Agents SDK's `needsApproval`); absent otherwise. */
  needsApproval?: true;
  examples: Record<string, unknown>[];
  /** Its deadline (`@timeout`, else the plugin's `timeout` option), in ms and as `@timeout` writes it (`30s`). */
  timeoutMs?: number;
  timeout?: string;
  /** Diagnostics located in this tool (from its declaration to the next tool's in the file). */
  diagnostics: InspectorDiagnostic[];
  /** Set on a tool of a broken file: not served until the file is fixed; the error that stops it. */
  stale?: InspectorDiagnostic;
}

/** A resource, resource template or prompt (model/kinds.ts): listed with its URI and arguments, read or got through MCP (mcp-relay.ts). */
export interface InspectorDeclared {
  kind: "resource" | "prompt";
  name: string;
  description: string;
  /** A resource's URI or URI template. */
  uri?: string;
  mimeType?: string;
  place: Place;
  parameters: ParameterRow[];
  /** Its public input schema (a template's variables, a prompt's arguments). */
  inputSchema: JsonSchema;
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
  /** Per view, the fields of a tool's entry holding its input and output schemas. */
  viewSchemas: Readonly<Record<string, { input: string; output?: string }>>;
  /** The tool call as each provider's API carries it, for the copy buttons (core's `CALL_SAMPLES`). */
  callSamples: readonly CallSample[];
  tools: InspectorTool[];
  /** The resources, templates and prompts, by name. */
  declared: InspectorDeclared[];
  /** Files with errors and no tool to show (broken since the server started). */
  brokenFiles: { place: Place; errors: InspectorDiagnostic[] }[];
  diagnostics: InspectorDiagnostic[];
}

export function inspectorState(root: string, tools: readonly ToolModel[], diagnostics: readonly Diagnostic[], broken: ToolsWithStale = { stale: [], brokenFiles: [] }): InspectorState {
  const place = (loc: Diagnostic["loc"]): Place => ({
    file: relativePath(root, loc.file),
    line: loc.line,
    column: loc.column,
    editor: `${loc.file}:${loc.line}:${loc.column}`,
  });
  const diagnostic = (d: Diagnostic): InspectorDiagnostic => {
    const entry: InspectorDiagnostic = { severity: d.severity, code: d.code, message: d.message, place: place(d.loc) };
    if (d.frame) entry.frame = d.frame;
    return entry;
  };
  const staleByName = new Map<string, StaleTool>(broken.stale.map((s) => [s.tool.name, s]));
  const everything = [...tools, ...broken.stale.map((s) => s.tool)].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const all = onlyTools(everything);
  const views = viewsByTool(all);
  const read = sourceReader();
  const owner = diagnosticOwners(all, diagnostics, read);
  return {
    root,
    viewNames: VIEW_NAMES,
    viewSchemas: VIEW_SCHEMAS,
    callSamples: CALL_SAMPLES,
    tools: all.map((tool) => {
      const entry: InspectorTool = {
        name: tool.name,
        description: tool.description,
        place: place(tool.loc),
        parameters: parameterRows(tool, read),
        views: views.get(tool.name)!,
        sample: sampleArguments(tool),
        bigints: bigintFields(tool.inputSchema),
        annotations: tool.annotations,
        examples: tool.examples,
        diagnostics: (owner.get(tool) ?? []).map(diagnostic),
      };
      if (tool.deprecated !== undefined) entry.deprecated = tool.deprecated;
      if (tool.needsApproval) entry.needsApproval = true;
      if (tool.timeoutMs !== undefined) Object.assign(entry, { timeoutMs: tool.timeoutMs, timeout: durationText(tool.timeoutMs) });
      const stale = staleByName.get(tool.name);
      if (stale) entry.stale = diagnostic(stale.reason);
      return entry;
    }),
    declared: everything.flatMap((d): InspectorDeclared[] => {
      if (d.kind === undefined) return [];
      const entry: InspectorDeclared = { kind: d.kind, name: d.name, description: d.description, place: place(d.loc), parameters: parameterRows(d, read), inputSchema: publicSchema(d.inputSchema) };
      if (d.resource) entry.uri = d.resource.uri;
      if (d.resource?.mimeType) entry.mimeType = d.resource.mimeType;
      return [entry];
    }),
    brokenFiles: broken.brokenFiles.map((b) => ({ place: place(b.errors[0]!.loc), errors: b.errors.map(diagnostic) })),
    diagnostics: diagnostics.map(diagnostic),
  };
}

/** A deadline as `@timeout` writes one: `500ms`, `1.5s`, `2m`. */
function durationText(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  return ms < 1000 ? `${ms}ms` : `${ms / 1000}s`;
}

/** The dotted paths of the `bigint` integers among a schema's properties, through nested objects as the form nests them. */
function bigintFields(schema: JsonSchema, prefix = ""): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const kind = property[RUNTIME_KIND_KEY];
    if (kind?.kind === "bigint" && [property.type].flat().includes("integer")) return [prefix + name];
    return property.properties ? bigintFields(property, `${prefix}${name}.`) : [];
  });
}

/** Lines of JSDoc above a declaration that its diagnostics (a stale `@param`, a bad `@example`) may point at. */
const DOC_LINES = 40;

/**
 * Each diagnostic's tool: the nearest one whose JSDoc or signature holds it
 * (a diagnostic elsewhere, in a type or another function, marks no card).
 */
function diagnosticOwners(tools: readonly ToolModel[], diagnostics: readonly Diagnostic[], read: ReadSource): Map<ToolModel, Diagnostic[]> {
  const owners = new Map<ToolModel, Diagnostic[]>();
  const ends = new Map(tools.map((tool) => [tool, signatureEndLine(tool, read)]));
  for (const d of diagnostics) {
    let best: ToolModel | undefined;
    for (const tool of tools) {
      if (tool.loc.file !== d.loc.file || d.loc.line < tool.loc.line - DOC_LINES || d.loc.line > ends.get(tool)!) continue;
      if (!best || Math.abs(tool.loc.line - d.loc.line) < Math.abs(best.loc.line - d.loc.line)) best = tool;
    }
    if (best) owners.set(best, [...(owners.get(best) ?? []), d]);
  }
  return owners;
}
