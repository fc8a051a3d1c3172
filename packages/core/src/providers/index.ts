import type { ToolModel } from "../model.js";
import { providersModuleSource } from "./emit.js";
import { buildProviderViews } from "./views.js";

export { checkProviders, PER_REQUEST_PROVIDER_CODES, PROVIDER_DIAGNOSTIC_CODES } from "./check.js";
export { buildProviderViews, type ProviderViews } from "./views.js";
export { openaiStrictSchema, nullable } from "./openai.js";
export { anthropicStrictSchema } from "./anthropic.js";
export { geminiJsonSchema } from "./gemini.js";
export { mcpOutputSchema } from "./mcp.js";
export { toolDescription } from "./describe.js";
export { providersDeclarations } from "./dts.js";

export interface EmitProvidersOptions {
  /** Import specifier (usually an absolute path) of @toolcall/runtime's entry. */
  runtimeImport: string;
  /** Local identifier of the module's `dispatch` (the result helpers call it). */
  dispatchRef: string;
}

/**
 * ES module statements that define and `export` the provider views
 * (`openaiTools`, `anthropicTools`, `geminiTools`, `mcpTools`, `aiSdkTools`,
 * `registerMcpTools`) and the per-provider result helpers (`openaiToolResult`,
 * `openaiResponsesToolResult`, `anthropicToolResult`, `geminiToolResult`,
 * `mcpToolResult`). Every schema is computed here and emitted as a JSON
 * literal; nothing is transformed at run time. Starts with one `import` line;
 * identifiers it declares that are not exports start with `__tc_providers_`.
 */
export function emitProviders(tools: ToolModel[], options: EmitProvidersOptions): string {
  return providersModuleSource(buildProviderViews(tools), options.runtimeImport, options.dispatchRef);
}
