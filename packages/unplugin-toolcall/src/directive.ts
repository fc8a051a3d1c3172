import MagicString from "magic-string";
import { findUseToolsDirective } from "@toolcall/core";

/**
 * Removes the `"use tools"` directive so bundlers do not warn about an
 * unknown directive (Rollup does, for a module it bundles). The line stays
 * (empty), so every other position keeps its line; the high-resolution source
 * map covers what moved on the directive's own line.
 */
export function removeUseToolsDirective(code: string, id: string): { code: string; map: ReturnType<MagicString["generateMap"]> } | undefined {
  const range = findUseToolsDirective(code);
  if (!range) return undefined;
  const s = new MagicString(code);
  s.remove(range.start, range.end);
  return { code: s.toString(), map: s.generateMap({ source: id, includeContent: true, hires: true }) };
}
