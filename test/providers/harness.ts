import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Extractor } from "../../packages/core/src/extract/index.js";
import type { ToolModel } from "../../packages/core/src/model/index.js";
import { virtualToolsText, withStubFunctions, writeVirtualTools } from "../../packages/core/test/virtual-tools.js";
import { tempDir } from "../helpers/temp-dir.js";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The runtime's source entry: vitest compiles it on import, so tests never run a stale dist. */
export const runtimeEntry = path.resolve(here, "../../packages/runtime/src/index.ts");

/**
 * A hand-written stand-in for the generated `dispatch` (plain JS source):
 * enough behaviour to drive every result helper through success, invalid
 * arguments, a thrown tool, unknown tools, bigint and Date values, and `ctx`.
 */
export const HAND_DISPATCH = `
const dispatch = async (name, args, ctx) => {
  let input = args;
  if (typeof args === "string") {
    try { input = JSON.parse(args); } catch { return { ok: false, error: { code: "invalid_json", message: "The arguments are not valid JSON." } }; }
  }
  switch (name) {
    case "forecast":
      if (typeof input.city !== "string") {
        return { ok: false, error: { code: "invalid_arguments", message: "city: expected a string, received " + JSON.stringify(input.city ?? null) + ".", issues: [{ path: "city", message: "expected a string" }] } };
      }
      return { ok: true, value: { temperature: 21.5, summary: "Sunny in " + input.city + (ctx && ctx.user ? " for " + ctx.user : "") } };
    case "ping": return { ok: true, value: "pong" };
    case "__proto__": return { ok: true, value: { safe: true } };
    case "transfer": return { ok: true, value: 2n ** 70n };
    case "make_tree": return { ok: true, value: { value: "root" } };
    case "set_status": return { ok: true, value: { at: new Date(Date.UTC(2026, 0, 2)), big: 12n } };
    case "ship": throw new Error("dispatch must never reject, but the helpers survive it");
    case "tag_points": return { ok: false, error: { code: "tool_failed", message: "The label service is down." } };
    default: return { ok: false, error: { code: "unknown_tool", message: "Unknown tool " + JSON.stringify(name) + "." } };
  }
};
`;

/**
 * Writes `virtual:tools` for these tools (the index and parts the plugin
 * serves) into a temp folder, with `dispatchSource` in place
 * of the index's generated `dispatch`, and returns the index's file URL for
 * `import()`. The tool functions are never called (the stand-in answers), so
 * the parts import them from a stub module.
 */
export function writeProvidersModule(name: string, tools: ToolModel[], dispatchSource = HAND_DISPATCH): string {
  const base = tempDir(`providers-${name}`);
  const text = virtualToolsText(withStubFunctions(path.join(base, "functions"), tools), runtimeEntry);
  const generated = /^export const dispatch = .*$/m;
  if (!generated.test(text.index)) throw new Error("the index no longer declares `dispatch` on one line");
  text.index = text.index.replace(generated, () => `${dispatchSource}\nexport { dispatch };`);
  return writeVirtualTools(path.join(base, "module"), text);
}

/**
 * `toolsSource` as src/tools.ts of a new temp project (named after `name`),
 * extracted by the real extractor, and the `virtual:tools` generated from it
 * over the runtime's sources, imported: the test asserts on `extracted` (its
 * diagnostics, its models) and calls the module.
 */
export async function loadToolsModule(name: string, toolsSource: string): Promise<{ extracted: ReturnType<Extractor["extract"]>; mod: any }> {
  const root = tempDir(name);
  mkdirSync(path.join(root, "src"));
  writeFileSync(path.join(root, "src/tools.ts"), toolsSource);
  const extracted = new Extractor({ root }).extract([path.join(root, "src/tools.ts")]);
  const mod = await import(writeVirtualTools(path.join(root, "module"), virtualToolsText(extracted.tools, runtimeEntry)));
  return { extracted, mod };
}
