import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { emitProviders } from "../../packages/core/src/codegen/views.js";
import type { ToolModel } from "../../packages/core/src/model/index.js";

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

/** Writes `emitProviders` output plus a dispatch under test/.tmp/providers/<name>/ and returns its file URL for `import()`. */
export function writeProvidersModule(name: string, tools: ToolModel[], dispatchSource = HAND_DISPATCH): string {
  // One directory per caller name, emptied first: reruns leave nothing behind.
  const dir = path.resolve(here, "../.tmp/providers", name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "virtual-tools.mjs");
  const code = emitProviders(tools, { runtimeImport: runtimeEntry, dispatchRef: "dispatch" }) + dispatchSource + "\nexport { dispatch };\n";
  writeFileSync(file, code);
  return pathToFileURL(file).href;
}
