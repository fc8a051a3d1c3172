/**
 * @toolcall/runtime: what the generated `virtual:tools` module imports at run
 * time. Edge-safe: no eval, no `new Function`, no Node APIs.
 */
export { createDispatch, errorMessage, type CompiledTool, type Dispatch } from "./dispatch.js";
export { checker, compileSchema, type CheckResult, type CheckSchema, type ToolChecker } from "./check/index.js";
export { CHECK_KEYWORDS } from "./check/schema.js";
export { toolError, type ToolError, type ToolErrorCode, type ToolIssue, type ToolResult } from "./result.js";
export { parseJsonLossless, LosslessNumber, type JsonSyntaxError, type ParseResult } from "./json-lossless.js";
export { decimalToBigInt, MAX_BIGINT_DIGITS, ZEROS_PER_CALL } from "./decimal.js";
export { MAX_DEPTH, MAX_VALUES, MAX_SHARED_VALUES, MAX_ISSUES, MAX_MESSAGE, MAX_NAME } from "./limits.js";
export { readArguments, ownValue, type ReadResult } from "./plain-data.js";
export { coerceNumber, coerceInt, coerceBigint, coerceDate, expectedText, type CoerceSpec, type JsonTypeName } from "./coerce.js";
export { invalidArgumentsMessage, shortValue } from "./issues.js";
export { toJsonText } from "./json-text.js";
export { resultText } from "./result-text.js";
export { formats, isRfc3339DateTime, parseRfc3339DateTime } from "./formats.js";
export { compileTemplate, matchTemplate, type TemplateMatcher, type TemplatePart, type TemplateSlot, type TemplateSteps } from "./template-match.js";
export { nearestName, editDistance } from "./nearest.js";
export { deepFreeze } from "./freeze.js";
export * from "./providers/index.js";
export * from "./views/index.js";
export * from "./mcp/index.js";
