/**
 * Every diagnostic the extractor reports, with a one-line explanation. The
 * codes are stable: tools and docs may match on them.
 */
export const DIAGNOSTIC_CODES = {
  TC_SYNTAX_ERROR: "A scanned file (a tool module or a type it imports) does not parse.",
  TC_INVALID_NAME: "A tool name does not match ^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$; rename it or set one with `@tool name`.",
  TC_DUPLICATE_NAME: "Two tools share one name; every place is listed. Rename one with `@tool name`.",
  TC_NOT_EXPORTED: "Warning: `@tool` on a function that is not exported; export it or drop the tag.",
  TC_NOT_A_FUNCTION: "Warning: `@tool` on an export that is not a function; it is ignored.",
  TC_MISPLACED_DIRECTIVE: "Warning: `\"use tools\"` is not the first statement of the module, so it has no effect.",
  TC_REST_PARAMETER: "A rest parameter cannot be one JSON Schema; use an array parameter.",
  TC_GENERIC_FUNCTION: "A generic function cannot be one JSON Schema; use concrete types.",
  TC_OVERLOADS: "Warning: an overloaded function; the first signature is used.",
  TC_UNTYPED_PARAMETER: "Warning: a parameter without a type annotation or `@param {Type}`; its schema is `{}`.",
  TC_UNNAMED_PARAMETER: "Warning: a parameter named `_` or an unnamed pattern; it was named from `@param` or `argN`.",
  TC_DUPLICATE_PARAMETER: "Warning: two parameters got one name; the later one was renamed (`name_2`).",
  TC_STALE_PARAM_DOC: "Warning: a `@param` names no parameter of the function.",
  TC_NOT_AN_OBJECT: "A destructured parameter whose type is not an object type.",
  TC_UNRESOLVED_TYPE: "A type name that is not declared, imported, or known; declare or import it.",
  TC_UNRESOLVED_IMPORT: "An import whose module was not found where `tsc` would look (the message lists where it looked and the tsconfig in force).",
  TC_UNSUPPORTED_TYPE: "A type that cannot be derived as JSON Schema (any, unknown, functions, classes, conditional or mapped types...).",
  TC_INVALID_MARKER: "A marker (`Min<N>`, `Pattern<P>`...) whose argument is not a literal of the right kind.",
  TC_WIRE_IGNORED: "Warning: `Wire<\"string\">` on a type that is not an integer (`Int`, `bigint`); it is ignored.",
  TC_INVALID_TAG: "Warning: a JSDoc tag whose value cannot be read (`@minimum abc`, a `@param {Type}` that does not parse).",
  TC_INVALID_EXAMPLE: "Warning: an `@example` block that is not a JSON object; it is not used as an input example.",
  TC_TOO_DEEP: "A generic type that expands without end, or an alias that is only itself; simplify the type.",
  TC_INTERNAL_ERROR: "The extractor failed on a module (a bug in toolcall, or a file that could not be read); the message has the cause.",
} as const;

/** A stable diagnostic code. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
