/**
 * The marker types of `unplugin-toolcall/types`, in one table: the extractor
 * resolves names against it, its messages list it, and a test keeps the
 * plugin's declarations of the markers equal to it. A new marker is a row
 * here plus its declaration in the plugin's `types.ts`.
 */

/** The module that declares the markers (`Int`, `Min<N>`, `ToolContext`...). */
export const MARKERS_MODULE = "unplugin-toolcall/types";

/** A JSON Schema keyword added by a marker (`Min<1>`) or a JSDoc tag (`@minimum 1`). */
export type ConstraintKeyword =
  | "minimum"
  | "maximum"
  | "exclusiveMinimum"
  | "exclusiveMaximum"
  | "multipleOf"
  | "minLength"
  | "maxLength"
  | "pattern"
  | "format"
  | "minItems"
  | "maxItems"
  | "wire";

/** Constraint marker -> the keyword it adds and the kind of literal its argument must be. */
export const CONSTRAINT_MARKERS: Record<string, { keyword: ConstraintKeyword; arg: "number" | "string" }> = {
  Min: { keyword: "minimum", arg: "number" },
  Max: { keyword: "maximum", arg: "number" },
  ExclusiveMin: { keyword: "exclusiveMinimum", arg: "number" },
  ExclusiveMax: { keyword: "exclusiveMaximum", arg: "number" },
  MultipleOf: { keyword: "multipleOf", arg: "number" },
  MinLength: { keyword: "minLength", arg: "number" },
  MaxLength: { keyword: "maxLength", arg: "number" },
  Pattern: { keyword: "pattern", arg: "string" },
  Format: { keyword: "format", arg: "string" },
  MinItems: { keyword: "minItems", arg: "number" },
  MaxItems: { keyword: "maxItems", arg: "number" },
  Wire: { keyword: "wire", arg: "string" },
};

/** Integer markers, usable as types by themselves: the lower bound each adds. */
export const INTEGER_MARKERS: Record<string, { minimum?: number }> = {
  Int: {},
  PosInt: { minimum: 1 },
  NonNegInt: { minimum: 0 },
};

/** Every name the markers module exports (also what `export * from "unplugin-toolcall/types"` brings). */
export const MARKER_NAMES: readonly string[] = [...Object.keys(INTEGER_MARKERS), ...Object.keys(CONSTRAINT_MARKERS), "ToolContext"];
