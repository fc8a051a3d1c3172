/**
 * The in-memory model of a project's tools: the single source of truth from
 * which schemas, provider views, the virtual module and the declaration file
 * are all generated. Nothing downstream re-reads source code.
 */
import type { AssertionKeywords, SchemaKeywords, TemplatePart } from "@toolcall/runtime";
import type { DiagnosticCode } from "./diagnostic-codes.js";
import type { DeclarationKind } from "./kinds.js";
import type { RichKind } from "./markers.js";

/** A JSON value, as `const`, `enum` and `default` hold them. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The names JSON Schema's `type` keyword takes. */
export type JsonTypeName = "string" | "number" | "integer" | "boolean" | "null" | "object" | "array";

/**
 * A JSON Schema node (draft 2020-12), typed by keyword: each keyword toolcall
 * reads or writes has its own type, so a walk over subschemas needs no casts.
 * The keywords every walk reads are the runtime's `SchemaKeywords` (the
 * views' `SchemaNode` is the same over itself); these add the ones only the
 * build writes. Other keywords (a provider's, or the validators' own `tc...`
 * keywords) stay open as `unknown`.
 */
export interface JsonSchema extends AssertionKeywords, SchemaKeywords<JsonSchema> {
  $schema?: string;
  deprecated?: boolean;
  default?: unknown;
  examples?: unknown[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  patternProperties?: { [pattern: string]: JsonSchema };
  propertyNames?: JsonSchema;
  /** toolcall's own annotation (see `RuntimeKind`); never in a public schema. */
  "x-toolcall"?: RuntimeKind;
}

/**
 * Internal annotation carried on schema nodes whose run-time value is not what
 * plain JSON gives: the dispatcher needs it to coerce, the public schemas never
 * show it (see `publicSchema`). Key: `"x-toolcall"`.
 */
export type RuntimeKind =
  /** `number`: finite; an unsafe integer literal is rounded to the nearest double. */
  | { kind: "number" }
  /**
   * `Int` and friends: integral and within +-(2^53-1). `Int & Wire<"string">`
   * (optional fields, added by the extractor) travels as a decimal string like
   * the bigint form, with its bounds kept here as decimal strings.
   */
  | ({ kind: "int" } & IntegerBounds)
  /**
   * `bigint`: exact. With `wire: "string"` the schema asks for a decimal string
   * (and a JSON integer is accepted too). Bounds are kept here because the
   * string form cannot express them in the schema but dispatch still enforces them.
   */
  | ({ kind: "bigint" } & IntegerBounds)
  /** `Date`: an RFC 3339 date-time string, passed to the function as a `Date`. */
  | { kind: "date" }
  /**
   * A template literal type left open (`${string}@${string}`), on the string
   * node whose `pattern` says the same for providers: its parts, which
   * dispatch matches in linear time instead of running the pattern.
   */
  | { kind: "template"; parts: TemplatePart[] }
  /**
   * `unknown`, `any`: any JSON value, passed on as plain data (nothing to
   * coerce). Public schemas show `{}`; the annotation tells it apart from a
   * type that failed to convert, for the provider checks.
   */
  | { kind: "unknown" }
  /**
   * The empty object type (`{}`, an empty interface): any JSON value but
   * `null`, taken as sent like `unknown`. Public schemas show the list of
   * the other JSON types.
   */
  | { kind: "nonnull" };

/** The optional wire form and bounds of an integer kind, bounds as decimal strings (exact beyond 2^53). */
export type IntegerBounds = {
  wire?: "string";
  minimum?: string;
  maximum?: string;
  exclusiveMinimum?: string;
  exclusiveMaximum?: string;
  multipleOf?: string;
};

export const RUNTIME_KIND_KEY = "x-toolcall";

/** 1-based line, 1-based column, absolute file path. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

export type Severity = "error" | "warning";

export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable code, e.g. `TC_UNRESOLVED_TYPE`. */
  code: DiagnosticCode;
  /** What is wrong and what to change, one or two sentences. */
  message: string;
  loc: SourceLocation;
  /** Other places involved (the other definition of a duplicate name...). */
  related?: SourceLocation[];
  /** A code frame of `loc` (from @babel/code-frame), without ANSI colours. */
  frame?: string;
}

/** How the dispatcher obtains one argument of the JS call. */
export type CallArgument =
  /** The value of input property `name` (undefined when absent, so JS defaults apply). */
  | { from: "property"; name: string }
  /** The whole validated input object (a destructured object parameter). */
  | { from: "input" }
  /** The third argument of `dispatch` (a `ToolContext<T>` parameter). */
  | { from: "context" }
  /** The call's own `ToolCall`: signal, progress, logger, id. */
  | { from: "call" };

/**
 * What dispatch does with an argument object's properties that its type does
 * not declare: refuse the call naming them (the default), or drop them before
 * the call, as zod's default object parsing does. The published schema says
 * `additionalProperties: false` either way.
 */
export type UnknownProperties = "reject" | "strip";

/**
 * How a tool without `@tool name` is named from its export name (for an
 * anonymous default export, the file's base name): as written (the default),
 * in `snake_case` or `kebab-case`, or by a function given that name and the
 * file's path relative to the root.
 */
export type ToolNameOption = "snake_case" | "kebab-case" | ((exportName: string, file: string) => string);

/**
 * A tool's MCP App page (docs/mcp.md, "A tool's UI"): the page the bundler
 * builds into one HTML document, the `ui://` URI it is served at, and what
 * its resource's `_meta.ui` says to the host.
 */
export interface ToolUi {
  /** Absolute path of the page: an `.html` document or a script entry (`.ts`, `.tsx`, `.js`, `.jsx`). */
  entry: string;
  /** `ui://<server>/<tool>`, linked from the tool's `_meta.ui.resourceUri`. */
  uri: string;
  /** The resource's `_meta.ui`: CSP domains (`@uiCsp`) and `prefersBorder` (`@uiBorder`). */
  meta: { csp?: Partial<Record<UiCspDirective, string[]>>; prefersBorder?: boolean };
  /** Where the `@ui` tag is, for build messages about the page. */
  loc: SourceLocation;
}

/** The CSP lists of MCP Apps' `McpUiResourceCsp`. */
export type UiCspDirective = "connectDomains" | "resourceDomains" | "frameDomains" | "baseUriDomains";

export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/**
 * One tool. Never mutated once extracted: an unchanged tool keeps its object
 * across incremental extractions and a changed one gets a new object, so
 * codegen may cache per-tool text by object identity.
 */
export interface ToolModel {
  /** What the function declares (model/kinds.ts); absent for a tool, so a tool's model is what it always was. */
  kind?: Exclude<DeclarationKind, "tool">;
  /** Tool name as providers see it (a resource's or a prompt's name as MCP lists it). */
  name: string;
  /** A resource's URI, or its RFC 6570 template (`users://{id}/profile`) whose variables are the parameters, and its MIME type (`@mimeType`). */
  resource?: { uri: string; mimeType?: string };
  /** A tool's MCP App page (`@ui ./page.html`; extract/ui.ts): what the build bundles into its `ui://` resource. */
  ui?: ToolUi;
  /** Arguments whose values an exported function of the same module completes (`@complete arg fn`): argument -> export name. */
  complete?: Record<string, string>;
  /** JSDoc text; the function's name when the JSDoc has tags only. Without the deprecation suffix. */
  description: string;
  /** Set by `@deprecated`; the reason text ("" when none). */
  deprecated?: string;
  /** Absolute path of the module that exports the function. */
  file: string;
  /** The exported binding name (`"default"` for a default export). */
  exportName: string;
  /** Where the function is declared (its name, or `export default`). */
  loc: SourceLocation;
  /** Arguments of the JS call, in order. */
  call: CallArgument[];
  /**
   * Canonical input schema, JSON Schema 2020-12, `type: "object"` at the root,
   * `additionalProperties: false`, `$defs` at the root when a type is
   * recursive (a type used twice is written out twice). May carry `x-toolcall` annotations (see RuntimeKind).
   */
  inputSchema: JsonSchema;
  /** Return type (Promise unwrapped); absent for `void` or no annotation. */
  outputSchema?: JsonSchema;
  /** From `@title`, `@readonly`, `@destructive`, `@idempotent`, `@openWorld`. */
  annotations: ToolAnnotations;
  /** `@example` blocks parsed as JSON objects (input examples). */
  examples: Record<string, unknown>[];
  /** Set when dispatch drops unknown properties instead of refusing them (`unknownProperties: "strip"`). */
  unknownProperties?: "strip";
  /** From `@needsApproval`: a person approves each call before it runs (AI SDK, OpenAI Agents; shown in MCP and the inspector). Absent without the tag. */
  needsApproval?: boolean;
  /** The call's deadline in ms: `@timeout`, else the `timeout` option; absent for none. */
  timeoutMs?: number;
  /**
   * Where the input schema uses named object types, per `$defs` name: the
   * MCP view writes them as `$defs` (extract/named-types.ts); absent when none.
   */
  namedTypes?: Record<string, SchemaPath[]>;
  /** Set when the return type names rich result parts: their kinds, and where the return type is. */
  richResult?: { kinds: RichKind[]; loc: SourceLocation };
  /**
   * The form `call.elicit(message)` asks for: the type argument of the
   * `ToolCall<Form>` parameter, as the `requestedSchema` MCP sends, and as
   * the schema its answer is checked against (docs/mcp.md).
   */
  elicitForm?: { requested: JsonSchema; validation: JsonSchema };
}

/** A place in a schema: the keys and list indices from its root (`["properties", "address"]`). */
export type SchemaPath = (string | number)[];

export interface ExtractResult {
  /** Sorted by name, so output text does not depend on scan order. */
  tools: ToolModel[];
  /** Sorted by file, line, column. */
  diagnostics: Diagnostic[];
  /** Every file read while extracting (tool modules and their type dependencies). */
  dependencies: string[];
  /** Tool modules that leave out tools because of an error (see `WithheldModule`), sorted by file. */
  withheld: WithheldModule[];
}

/**
 * A tool module whose tools are left out, as those of a module that does not
 * parse are: all of them when a type they use cannot be resolved (its file
 * deleted, or not parsing, or the name gone from it), else each tool with an
 * error of its own (a type that cannot become JSON Schema, such as a
 * function): a schema would read `{}` there and accept anything. A build
 * fails on the error anyway; a dev server serves the other tools meanwhile.
 */
export interface WithheldModule {
  file: string;
  /** Why: the unresolved type's error (the first located in the module, else one in a type file it imports), else the first tool error. */
  reason: Diagnostic;
}
