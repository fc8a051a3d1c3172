/**
 * Type-only markers that refine what a plain TypeScript type says, for the
 * schema and for the dispatcher. They compile to nothing and never get in the
 * way of the type checker: `Int` is a `number`, `Min<1>` adds nothing, and
 * `ToolContext<T>` is `T`. toolcall recognises them by their import from
 * `unplugin-toolcall/types`, also when renamed (`import type { Int as I }`).
 */

/** An integer a JS number holds exactly: integral, |v| <= 2^53-1. Schema `{"type":"integer"}`. */
export type Int = number;
/** `Int` with `minimum: 1`. */
export type PosInt = number;
/** `Int` with `minimum: 0`. */
export type NonNegInt = number;

/** `minimum` of a number, `Int` or `bigint`. */
export type Min<N extends number | bigint> = unknown & { readonly __min?: N };
/** `maximum` of a number, `Int` or `bigint`. */
export type Max<N extends number | bigint> = unknown & { readonly __max?: N };
/** `exclusiveMinimum`. */
export type ExclusiveMin<N extends number | bigint> = unknown & { readonly __exclusiveMin?: N };
/** `exclusiveMaximum`. */
export type ExclusiveMax<N extends number | bigint> = unknown & { readonly __exclusiveMax?: N };
/** `multipleOf`. */
export type MultipleOf<N extends number | bigint> = unknown & { readonly __multipleOf?: N };

/** `minLength` of a string. */
export type MinLength<N extends number> = unknown & { readonly __minLength?: N };
/** `maxLength` of a string. */
export type MaxLength<N extends number> = unknown & { readonly __maxLength?: N };
/** `pattern` of a string (an ECMAScript regular expression, unanchored unless you anchor it). */
export type Pattern<P extends string> = unknown & { readonly __pattern?: P };
/**
 * `format` of a string, checked at dispatch: `date-time`, `date`, `time`,
 * `duration`, `email`, `hostname`, `ipv4`, `ipv6`, `uuid`, `uri`,
 * `uri-reference`, `json-pointer` (docs/types.md, "Formats"). Any other name is a
 * build warning, since nothing would check it.
 */
export type Format<F extends string> = unknown & { readonly __format?: F };

/** `minItems` of an array. */
export type MinItems<N extends number> = unknown & { readonly __minItems?: N };
/** `maxItems` of an array. */
export type MaxItems<N extends number> = unknown & { readonly __maxItems?: N };

/**
 * How an integer travels over the wire. `bigint & Wire<"string">` asks the
 * model for a decimal string (`{"type":"string","pattern":"^-?\\d+$"}`), which
 * no JSON parser on the way can round; the function still receives a `bigint`.
 */
export type Wire<W extends "string"> = unknown & { readonly __wire?: W };

/**
 * A parameter that is not an argument of the tool: it receives the third
 * argument of `dispatch` and never appears in the schema. To the type
 * checker, `ToolContext<T>` is `T`.
 */
export type ToolContext<T = unknown> = T;

/**
 * One message of a prompt (a function tagged `@prompt`): a prompt returns a
 * string (one user message) or a list of these, sent as MCP's `PromptMessage`.
 */
export interface PromptMessage {
  role: "user" | "assistant";
  content: { type: "text"; text: string };
}
