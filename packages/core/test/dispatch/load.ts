// Emits a real `dispatch` module for tool models and imports it, so the
// ajv standalone validators and the runtime run exactly as in a bundle.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { emitDispatch } from "../../src/codegen/dispatch.js";
import type { ToolModel } from "../../src/model/index.js";

export const runtimeEntry = fileURLToPath(new URL("../../../runtime/src/index.ts", import.meta.url));
export const functionsModule = fileURLToPath(new URL("./functions.ts", import.meta.url));

export type Dispatch = (name: unknown, args?: unknown, ctx?: unknown) => Promise<any>;

/** The module text: one import per tool function, then emitDispatch's output. */
export function moduleText(tools: ToolModel[]): string {
  const imports = tools.map((t, i) => `import { ${t.exportName} as __tc_fn_${i} } from ${JSON.stringify(functionsModule)};`);
  const body = emitDispatch(tools, { runtimeImport: runtimeEntry, functionRefs: tools.map((_, i) => `__tc_fn_${i}`) });
  return imports.join("\n") + "\n" + body;
}

/** Writes the module to a temporary .mjs file and imports its `dispatch`. */
export async function loadDispatch(tools: ToolModel[]): Promise<Dispatch> {
  const dir = mkdtempSync(join(tmpdir(), "toolcall-dispatch-"));
  const file = join(dir, "tools.mjs");
  writeFileSync(file, moduleText(tools));
  const mod = await import(/* @vite-ignore */ pathToFileURL(file).href);
  return mod.dispatch as Dispatch;
}
