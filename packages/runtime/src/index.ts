/**
 * @toolcall/runtime: what the generated `virtual:tools` module imports at run
 * time. Edge-safe: no eval, no `new Function`, no Node APIs.
 */
export { createDispatch, type CompiledTool, type Dispatch } from "./dispatch.js";
export { setToolErrorHook, type ToolErrorHook, type ToolErrorInfo } from "./error-hook.js";
export { checker, compileSchema, type CheckResult, type CheckSchema, type ToolChecker } from "./check/index.js";
export { CHECK_KEYWORDS, type AssertionKeywords } from "./check/schema.js";
export { decodePointerToken, resolveLocalRef } from "./json-pointer.js";
export { LIST_SUBSCHEMA_KEYWORDS, MAP_SUBSCHEMA_KEYWORDS, SINGLE_SUBSCHEMA_KEYWORDS, subschemaShape, type SchemaKeywords } from "./schema-keywords.js";
export type { ToolError, ToolErrorCode, ToolIssue, ToolResult } from "./result.js";
export { ClientRequestError, elicitForm, type ElicitResult, type SampleRequest, type SampleResult, type SamplingContent, type SamplingMessage } from "./client-request.js";
export { LOG_LEVELS, type DispatchOptions, type ElicitForm, type ToolCall, type ToolLogEntry, type ToolLogger, type ToolLogLevel, type ToolProgress } from "./tool-call.js";
export { parseJsonLossless, type JsonSyntaxError, type ParseResult } from "./json-lossless.js";
export { ownValue, setOwn } from "./plain-data.js";
export type { CoerceSpec, JsonTypeName } from "./coerce.js";
export { toJsonText } from "./json-text.js";
export { jsonResponse, type JsonResponseInit } from "./json-response.js";
export { formats } from "./formats.js";
export { compileTemplate, matchTemplate, type TemplateMatcher, type TemplatePart, type TemplateSlot, type TemplateSteps } from "./template-match.js";
export { nearestName } from "./nearest.js";
export { deepFreeze } from "./freeze.js";
export { RICH_CARRIED } from "./providers/rich-notes.js";
export { image, audio, resourceLink, embeddedResource, isRichPart, type RichPart, type ImagePart, type AudioPart, type ResourceLinkPart, type EmbeddedResourcePart } from "./rich.js";
export * from "./providers/index.js";
export * from "./views/index.js";
export * from "./mcp/index.js";
