/**
 * Type-only markers that refine what a plain TypeScript type says, for the
 * schema and for the dispatcher. They compile to nothing and never get in the
 * way of the type checker: `Int` is a `number`, `Min<1>` adds nothing, and
 * `ToolContext<T>` is `T` (`ToolCall` is the call a parameter receives).
 * toolcall recognises them by their import from
 * `unplugin-toolcall/types`, also when renamed (`import type { Int as I }`).
 * The rich result parts at the end are the one exception: they are values
 * too, built by the functions beside them.
 */
import { audio as makeAudio, embeddedResource as makeResource, image as makeImage, resourceLink as makeLink } from "@toolcall/runtime";
import type { AudioPart, EmbeddedResourcePart, ImagePart, ResourceLinkPart } from "@toolcall/runtime";

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
 * string (one user message) or a list of these, sent as MCP's
 * `PromptMessage`. Its content is text (a string, or a text block), or a
 * part made by `image()`, `audio()`, `resourceLink()` or `embeddedResource()`
 * (below): an image to look at, a resource's contents to work on.
 */
export interface PromptMessage {
  role: "user" | "assistant";
  content: string | { type: "text"; text: string } | RichContent;
}

/**
 * A parameter that is not an argument of the tool either: it receives the
 * call itself, its `signal` (aborted when the caller cancels or the
 * deadline passes), `progress(done, total?, message?)`, `log.info(...)` and
 * the other MCP levels, its `id`, and `sample(...)` and `elicit(message)`,
 * which ask the MCP client (`ToolCall<Form>` names the form `elicit` asks
 * the user to fill). Never in the schema.
 */
export type { ToolCall, ElicitResult, SampleRequest, SampleResult, SamplingContent, SamplingMessage } from "@toolcall/runtime";
/** What `sample` and `elicit` reject with; its `reason` says why (`unavailable`, `refused`, `invalid`, `ended`). */
export { ClientRequestError } from "@toolcall/runtime";

// ---- Rich results ----
// A tool whose return type names one of these (alone, or as items of an
// array mixed with strings and structured data) sends them as the
// provider's own content (an MCP image block, an AI SDK image part...).
// Only a part built by the functions below is sent as one: the brand makes
// the type checker refuse an object literal, and at run time the runtime
// recognises its own parts, never an object that merely looks like one.

declare const built: unique symbol;

/** An image result part (`image(bytes, "image/png")`): base64 `data` and `mimeType`. Not structured data: no outputSchema. */
export type ImageContent = ImagePart & { readonly [built]: "image" };
/** An audio result part (`audio(bytes, "audio/wav")`). */
export type AudioContent = AudioPart & { readonly [built]: "audio" };
/** A link to a resource the client can read (`resourceLink({ uri, name })`). */
export type ResourceLink = ResourceLinkPart & { readonly [built]: "resource_link" };
/** A resource's contents sent with the result (`embeddedResource({ uri, text })` or `{ uri, blob }`). */
export type EmbeddedResource = EmbeddedResourcePart & { readonly [built]: "resource" };
/** Any rich result part. */
export type RichContent = ImageContent | AudioContent | ResourceLink | EmbeddedResource;

/** An image result part: bytes (`Uint8Array`) or base64 text, and its MIME type. Throws past the size cap (docs/limits.md). */
export const image = makeImage as (data: Uint8Array | string, mimeType: string) => ImageContent;
/** An audio result part: bytes (`Uint8Array`) or base64 text, and its MIME type. */
export const audio = makeAudio as (data: Uint8Array | string, mimeType: string) => AudioContent;
/** A link to a resource: `uri`, `name`, and optionally `mimeType` and `description`. */
export const resourceLink = makeLink as (link: { uri: string; name: string; mimeType?: string; description?: string }) => ResourceLink;
/** An embedded resource: `uri`, optional `mimeType`, and `text` or `blob` (bytes or base64 text). */
export const embeddedResource = makeResource as (
  resource: { uri: string; mimeType?: string; text: string } | { uri: string; mimeType?: string; blob: Uint8Array | string },
) => EmbeddedResource;
