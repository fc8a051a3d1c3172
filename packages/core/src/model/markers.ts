/**
 * The marker types of `unplugin-toolcall/types`, in one table: the extractor
 * resolves names against it, its messages list it, and a test keeps the
 * plugin's declarations of the markers equal to it. A new marker is a row
 * here plus its declaration in the plugin's `types.ts`.
 */

/** The module that declares the markers (`Int`, `Min<N>`, `ToolContext`, `ToolCall`...). */
export const MARKERS_MODULE = "unplugin-toolcall/types";

/**
 * The JSON Schema keywords a constraint adds, by the values each applies to,
 * with the marker that adds it (`Min<1>`). Every keyword but `wire` (an
 * integer's form in JSON, `Wire<"string">`) is also a JSDoc tag of its own
 * name (`@minimum 1`).
 */
export const CONSTRAINTS = {
  number: { minimum: "Min", maximum: "Max", exclusiveMinimum: "ExclusiveMin", exclusiveMaximum: "ExclusiveMax", multipleOf: "MultipleOf" },
  string: { minLength: "MinLength", maxLength: "MaxLength", pattern: "Pattern", format: "Format" },
  array: { minItems: "MinItems", maxItems: "MaxItems" },
  integer: { wire: "Wire" },
} as const;

/** What a constraint applies to. */
export type ConstraintTarget = keyof typeof CONSTRAINTS;

/** A JSON Schema keyword added by a marker (`Min<1>`) or a JSDoc tag (`@minimum 1`). */
export type ConstraintKeyword = { [T in ConstraintTarget]: keyof (typeof CONSTRAINTS)[T] }[ConstraintTarget];

/** The keywords that apply to `target`. */
export function constraintKeywords(target: ConstraintTarget): ReadonlySet<ConstraintKeyword> {
  return new Set(Object.keys(CONSTRAINTS[target]) as ConstraintKeyword[]);
}

/** The keywords whose argument is a string (`Pattern<"^a">`, `@format email`); the others take a number. */
export const STRING_ARGUMENTS: ReadonlySet<ConstraintKeyword> = new Set(["pattern", "format", "wire"]);

/** JSDoc tag -> the keyword it adds (its own name): every keyword but the integer's wire form. */
export const CONSTRAINT_TAGS: ReadonlyMap<string, ConstraintKeyword> = new Map(
  [...constraintKeywords("number"), ...constraintKeywords("string"), ...constraintKeywords("array")].map((keyword) => [keyword, keyword]),
);

/** Constraint marker -> the keyword it adds and the kind of literal its argument must be. */
export const CONSTRAINT_MARKERS: Record<string, { keyword: ConstraintKeyword; arg: "number" | "string" }> = Object.fromEntries(
  Object.values(CONSTRAINTS).flatMap((markers) =>
    Object.entries(markers).map(([keyword, marker]) => {
      const known = keyword as ConstraintKeyword;
      return [marker, { keyword: known, arg: STRING_ARGUMENTS.has(known) ? "string" : "number" }];
    }),
  ),
);

/** Integer markers, usable as types by themselves: the lower bound each adds. */
export const INTEGER_MARKERS: Record<string, { minimum?: number }> = {
  Int: {},
  PosInt: { minimum: 1 },
  NonNegInt: { minimum: 0 },
};

/**
 * Parameter markers: a parameter of one of these types is given by
 * `dispatch`, never by the model, and is not in the schema. `ToolContext<T>`
 * receives `dispatch`'s `ctx`, `ToolCall` the call's own signal, progress,
 * logger and id.
 */
export const PARAMETER_MARKERS = { ToolContext: "context", ToolCall: "call" } as const;

/** A kind of rich result part, as MCP names its content block. */
export type RichKind = "image" | "audio" | "resource_link" | "resource";

/**
 * Rich result part types -> the kinds each stands for. They are read only
 * in a tool's return type (alone, in a union, or as items of an array),
 * never converted to a schema: rich parts are not structured data.
 */
export const RICH_MARKERS: Record<string, readonly RichKind[]> = {
  ImageContent: ["image"],
  AudioContent: ["audio"],
  ResourceLink: ["resource_link"],
  EmbeddedResource: ["resource"],
  RichContent: ["image", "audio", "resource_link", "resource"],
};

/** The functions of the markers module that build rich parts: values, so no marker, but exported beside them. */
export const RICH_CONSTRUCTORS: readonly string[] = ["image", "audio", "resourceLink", "embeddedResource"];

/**
 * Types of what a declaration returns rather than of what it takes: a
 * prompt's messages. A prompt's return type is never converted to a schema
 * (model/kinds.ts), so the extractor needs nothing more of them.
 */
export const RESULT_TYPE_NAMES: readonly string[] = ["PromptMessage"];

/** Every type the markers module exports (also what `export * from "unplugin-toolcall/types"` brings). */
export const MARKER_NAMES: readonly string[] = [...Object.keys(INTEGER_MARKERS), ...Object.keys(CONSTRAINT_MARKERS), ...Object.keys(PARAMETER_MARKERS), ...Object.keys(RICH_MARKERS), ...RESULT_TYPE_NAMES];
