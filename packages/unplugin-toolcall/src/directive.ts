import { findUseToolsDirective } from "@toolcall/core";

/**
 * Blanks the `"use tools"` directive so bundlers do not warn about an
 * unknown directive (Rollup does, for a module it bundles). It becomes as
 * many spaces as it had characters, so every position in the module keeps
 * its line and column and no source map is needed: `map: null` tells each
 * bundler the code did not move (a map of every character of every tool
 * module cost a cold build more than the directive is worth).
 */
export function removeUseToolsDirective(code: string): { code: string; map: null } | undefined {
  const range = findUseToolsDirective(code);
  if (!range) return undefined;
  return { code: code.slice(0, range.start) + " ".repeat(range.end - range.start) + code.slice(range.end), map: null };
}
