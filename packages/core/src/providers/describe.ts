import type { ToolModel } from "../model/index.js";

/** The description providers see: the JSDoc text, plus `Deprecated: reason` for a deprecated tool. */
export function toolDescription(tool: ToolModel): string {
  if (tool.deprecated === undefined) return tool.description;
  const notice = tool.deprecated.trim() === "" ? "Deprecated." : `Deprecated: ${tool.deprecated.trim()}`;
  return tool.description ? `${tool.description}\n\n${notice}` : notice;
}
