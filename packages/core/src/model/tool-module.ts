/**
 * What makes a module a tool module, in one place: the `"use tools"`
 * directive (every exported function is a tool) and the `@tool` JSDoc tag
 * (this exported function is one), or the tag of another declaration kind
 * (`@resource`, `@prompt`: model/kinds.ts). Discovery reads them, and the cheap hint
 * below decides which files are parsed at all and which modules the plugin
 * transforms, so the two can never disagree.
 */
import { KIND_NAMES, KINDS } from "./kinds.js";

/** The directive's text between its quotes. */
export const USE_TOOLS = "use tools";

/** The JSDoc tag that makes one exported function a tool (`@tool`, `@tool some_name`, `@tool false` to leave one out). */
export const TOOL_TAG = "tool";

/**
 * A module that may declare tools has the directive in quotes or the tag:
 * one without either is never parsed, and is the bundlers' `transform`
 * filter. It is a superset (a string or a comment can match it); discovery
 * and `toolDeclaration` decide.
 */
export const TOOL_MODULE_HINT = new RegExp(`["']${USE_TOOLS}["']|@(?:${KIND_NAMES.map((kind) => KINDS[kind].tag).join("|")})\\b`);

/** True when a file's text may declare tools; false means it is never parsed. */
export function mayDeclareTools(text: string): boolean {
  return TOOL_MODULE_HINT.test(text);
}
