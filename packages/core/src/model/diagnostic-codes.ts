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
  TC_UNSUPPORTED_TYPE: "A type that cannot be derived as JSON Schema (functions, symbols, a conditional type toolcall cannot decide...); the message says what to write instead.",
  TC_ANY_TYPE: "Warning: `any` is read as `unknown` (any JSON value, passed to the tool as sent); write `unknown`.",
  TC_INVALID_MARKER: "A marker (`Min<N>`, `Pattern<P>`...) whose argument is not a literal of the right kind.",
  TC_WIRE_IGNORED: "Warning: `Wire<\"string\">` on a type that is not an integer (`Int`, `bigint`); it is ignored.",
  TC_INVALID_DECLARATION: "A resource or prompt that cannot be served as written: a `@resource` URI without a scheme, a template variable that is not a simple `{name}`, template variables that are not exactly the function's parameters, or a `@complete` naming no argument or no exported function.",
  TC_PROMPT_RETURN: "A `@prompt` whose return type is neither text nor messages: it must be `string` (one user message), `PromptMessage[]`, a union of them, or a Promise of one; without a return type, a returned literal that is neither (`return 42`).",
  TC_ELICIT_FORM: "The form type of a `ToolCall<Form>` parameter is outside MCP's elicitation subset: it must be a flat object of strings (email, uri, date, date-time formats), numbers, integers, booleans, string enums and arrays of string literals.",
  TC_INVALID_UI: "A tool's `@ui` page that cannot be built as written: no such file, a file that is no HTML page or script entry, a `@ui` on a resource or a prompt, or a `@uiCsp` naming no known directive.",
  TC_INVALID_TAG: "Warning: a JSDoc tag whose value cannot be read (`@minimum abc`, a `@param {Type}` that does not parse).",
  TC_UNKNOWN_FORMAT: "Warning: a `Format<...>` or `@format` that dispatch does not check; the message lists the formats it does.",
  TC_SLOW_PATTERN: "Warning: a `Pattern<...>` or `@pattern` a backtracking regex engine can take super-linear time on (quantified parts that can match the same text, as in `(a+)+` or `\\d+\\d+$`); the message shows an input that triggers it.",
  TC_INVALID_EXAMPLE: "Warning: an `@example` block that is not a JSON object; it is not used as an input example.",
  TC_EMPTY_INTERSECTION: "An intersection no value satisfies (`string & number`, literal sets or properties with nothing in common); the message names both sides.",
  TC_UNRESOLVED_DEFAULT: "Warning: a parameter default that is not a literal, a `const` with a literal initialiser or an enum member; the schema has no `default` for it.",
  TC_TOO_DEEP: "A generic type that expands without end, or an alias that is only itself; simplify the type.",
  TC_INTERNAL_ERROR: "The extractor failed on a module (a bug in toolcall, or a file that could not be read); the message has the cause.",
} as const;

/** A stable code of the extractor's diagnostics. */
export type ExtractDiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

/**
 * Every provider compatibility rule (docs/diagnostics.md), each a warning
 * located at the tool: a provider would refuse the tool or the request.
 */
export const PROVIDER_DIAGNOSTIC_CODES = {
  TC_PROVIDER_OPENAI_NAME: "OpenAI: a tool name is 1-64 characters of [a-zA-Z0-9_-].",
  TC_PROVIDER_ANTHROPIC_NAME: "Anthropic: a tool name matches ^[a-zA-Z0-9_-]{1,64}$.",
  TC_PROVIDER_GEMINI_NAME: "Gemini: a tool name starts with a letter or _, then [a-zA-Z0-9_.:-], at most 64 characters.",
  TC_PROVIDER_MCP_NAME: "MCP: a tool name is 1-128 characters of [A-Za-z0-9_.-].",
  TC_PROVIDER_GEMINI_PARAM_NAME: "Gemini: a parameter name matches ^[A-Za-z_][A-Za-z0-9_]{0,63}$.",
  TC_PROVIDER_DESCRIPTION_LENGTH: "OpenAI (reported): a tool description is at most 1,024 characters.",
  TC_PROVIDER_TOO_MANY_TOOLS: "OpenAI (reported) and Gemini: at most 128 tools per request.",
  TC_PROVIDER_OPENAI_STRICT_RECORD: "OpenAI strict: every object has additionalProperties: false, so an open record accepts no keys.",
  TC_PROVIDER_OPENAI_STRICT_PROPERTIES: "OpenAI strict: at most 5,000 object properties in a schema.",
  TC_PROVIDER_OPENAI_STRICT_NESTING: "OpenAI strict: at most 10 levels of object nesting.",
  TC_PROVIDER_OPENAI_STRICT_ENUM_VALUES: "OpenAI strict: at most 1,000 enum values in a schema.",
  TC_PROVIDER_OPENAI_STRICT_ENUM_TEXT: "OpenAI strict: a string enum of more than 250 values has at most 15,000 characters.",
  TC_PROVIDER_OPENAI_STRICT_SCHEMA_TEXT: "OpenAI strict: at most 120,000 characters of property names, enum values and const values.",
  TC_PROVIDER_ANTHROPIC_STRICT_RECURSION: "Anthropic strict: recursive schemas are not supported.",
  TC_PROVIDER_ANTHROPIC_STRICT_RECORD: "Anthropic strict: additionalProperties must be false, so an open record accepts no keys.",
  TC_PROVIDER_ANTHROPIC_STRICT_TOOLS: "Anthropic strict: at most 20 strict tools per request.",
  TC_PROVIDER_ANTHROPIC_STRICT_OPTIONAL_PARAMS: "Anthropic strict: at most 24 optional parameters across all strict tools.",
  TC_PROVIDER_ANTHROPIC_STRICT_UNION_PARAMS: "Anthropic strict: at most 16 union-typed parameters (nullable counts) across all strict tools.",
  TC_PROVIDER_GEMINI_RECURSION: "Gemini: recursion is supported only through non-required properties.",
  TC_PROVIDER_OPENAI_STRICT_ANY_VALUE: "OpenAI strict: every schema needs a type, and an object its properties, so `unknown`, `any` and `object` cannot be sent.",
  TC_PROVIDER_GEMINI_ANY_VALUE: "Gemini: every schema needs a type, so `unknown` and `any` cannot be sent.",
  TC_PROVIDER_PARSED_BIGINT:
    "Warning, also under `strict`: an SDK that parses the arguments before toolcall (Anthropic, Gemini, the AI SDK, registerMcpTools) rounds a `bigint` sent as a JSON number beyond 2^53-1; `Wire<\"string\">` keeps every digit.",
  TC_PROVIDER_OPENAI_RICH_RESULT: "OpenAI: a Chat tool message holds text only, a Responses function output text, images and files; another rich part is sent as a text note.",
  TC_PROVIDER_ANTHROPIC_RICH_RESULT: "Anthropic: a tool_result holds text, images and PDF documents; another rich part is sent as a text note.",
  TC_PROVIDER_GEMINI_RICH_RESULT: "Gemini: a function response carries images and documents; another rich part is sent as a text note.",
  TC_PROVIDER_AI_SDK_RICH_RESULT: "AI SDK: a tool's model output takes text, images and files; a resource link is sent as a text note.",
} as const;

/** A stable code of a provider compatibility warning. */
export type ProviderDiagnosticCode = keyof typeof PROVIDER_DIAGNOSTIC_CODES;

/** Every diagnostic code, the extractor's and the provider checks'. */
export type DiagnosticCode = ExtractDiagnosticCode | ProviderDiagnosticCode;
