/**
 * Provider views derived at run time from a tool's public schemas, and the
 * schema rewrites they are made of (also read by @toolcall/core's build-time
 * checks, so both sides derive the same views).
 */
export { ViewTable, viewTable } from "./table.js";
export { VIEWS, type ToolEntry, type ToolViews, type ViewExtras, type ViewName, type ViewSource } from "./tool-views.js";
export { openaiStrictSchema, nullable } from "./openai.js";
export { anthropicStrictSchema } from "./anthropic.js";
export { geminiJsonSchema } from "./gemini.js";
export { mcpCompatibleSchema, mcpOutputSchema, mcpOutputShape, type McpOutputShape } from "./mcp.js";
export {
  isObjectNode,
  isSchemaObject,
  LIST_SUBSCHEMA_KEYWORDS,
  localDefName,
  MAP_SUBSCHEMA_KEYWORDS,
  SINGLE_SUBSCHEMA_KEYWORDS,
  transformSchema,
  typeList,
  type SchemaNode,
} from "./walk.js";
