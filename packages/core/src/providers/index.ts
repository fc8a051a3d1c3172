export { checkProviders, PER_REQUEST_PROVIDER_CODES, PROVIDER_DIAGNOSTIC_CODES } from "./check.js";
export { buildProviderViews, type ProviderViews } from "./views.js";
export { openaiStrictSchema, nullable } from "./openai.js";
export { anthropicStrictSchema } from "./anthropic.js";
export { geminiJsonSchema } from "./gemini.js";
export { mcpOutputSchema } from "./mcp.js";
export { toolDescription } from "./describe.js";

