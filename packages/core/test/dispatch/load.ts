// Writes the real `virtual:tools` (index and parts) for tool models and
// imports it, so the ajv standalone validators and the runtime run exactly
// as in a bundle.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ToolModel } from "../../src/model/index.js";
import { allText, virtualToolsText, writeVirtualTools, type VirtualToolsText } from "../virtual-tools.js";

export const runtimeEntry = fileURLToPath(new URL("../../../runtime/src/index.ts", import.meta.url));
export const functionsModule = fileURLToPath(new URL("./functions.ts", import.meta.url));

export type Dispatch = (name: unknown, args?: unknown, ctx?: unknown, options?: unknown) => Promise<any>;

/** `virtual:tools` for these models, each tool's function taken from functions.ts. */
function generated(tools: ToolModel[]): VirtualToolsText {
  return virtualToolsText(
    tools.map((t) => ({ ...t, file: functionsModule })),
    runtimeEntry,
  );
}

/** The text of the index and its one part (every function is in functions.ts). */
export function moduleText(tools: ToolModel[]): string {
  return allText(generated(tools));
}

/** Writes the modules to a temporary folder and imports their `dispatch`. */
export async function loadDispatch(tools: ToolModel[]): Promise<Dispatch> {
  const url = writeVirtualTools(mkdtempSync(join(tmpdir(), "toolcall-dispatch-")), generated(tools));
  const mod = await import(/* @vite-ignore */ url);
  return mod.dispatch as Dispatch;
}
