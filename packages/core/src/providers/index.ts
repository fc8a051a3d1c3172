// STUB: owned by the provider-views work; replaced by the real implementation.
import type { Diagnostic, ToolModel } from "../model.js";

export interface EmitProvidersOptions {
  /** Import specifier (usually an absolute path) of @toolcall/runtime's entry. */
  runtimeImport: string;
  /** Local identifier of the module's `dispatch` (the result helpers call it). */
  dispatchRef: string;
}

/**
 * ES module statements that define and `export` the provider views
 * (`openaiTools`, `anthropicTools`, `geminiTools`, `mcpTools`, ...) and the
 * per-provider result helpers. Identifiers it declares that are not exports
 * start with `__tc_providers_`.
 */
export function emitProviders(tools: ToolModel[], options: EmitProvidersOptions): string {
  throw new Error("not implemented: " + tools.length + options.runtimeImport);
}

/** Build-time compatibility diagnostics: a located warning per provider rule a tool breaks. */
export function checkProviders(tools: ToolModel[]): Diagnostic[] {
  void tools;
  return [];
}
