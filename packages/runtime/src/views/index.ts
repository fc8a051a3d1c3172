/**
 * Provider views derived at run time from a tool's public schemas, and what
 * @toolcall/core reads of the rewrites they are made of (its checks and
 * `buildProviderViews` derive the same views).
 */
export { ViewTable, viewTable } from "./table.js";
export { VIEWS, type ToolEntry, type ToolViews, type ViewExtras, type ViewName, type ViewSource } from "./tool-views.js";
// The strict rewrites: core's checks count what they produce.
export { openaiStrictSchema } from "./openai.js";
export { anthropicStrictSchema } from "./anthropic.js";
export { isObjectNode, isSchemaObject, localDefName, transformSchema, typeList, type SchemaNode } from "./walk.js";
