// STUB: owned by the dispatch work; replaced by the real implementation.
import type { ToolModel } from "../model.js";

export interface EmitDispatchOptions {
  /** Import specifier (usually an absolute path) of @toolcall/runtime's entry. */
  runtimeImport: string;
  /** Local identifiers already bound (by imports) to each tool's function, in `tools` order. */
  functionRefs: string[];
}

/**
 * ES module statements that define and `export` `dispatch` for these tools:
 * precompiled (ajv standalone) validators, the coercion pass and the calls.
 * May start with `import` lines of its own. Identifiers it declares start
 * with `__tc_dispatch_` so they never clash with other fragments.
 */
export function emitDispatch(tools: ToolModel[], options: EmitDispatchOptions): string {
  throw new Error("not implemented: " + tools.length + options.runtimeImport);
}
