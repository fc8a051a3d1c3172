/**
 * Where a change of `toolcall diff` is in the current source: the parameter
 * for a change of a top-level input (`input.days`), else the tool's
 * declaration. A removed tool has no place in the current source.
 */
import type { SourceLocation, ToolModel } from "@toolcall/core";
import { writtenParameter, type ReadSource } from "../devtools/parameter-source.js";

export { sourceReader } from "../devtools/parameter-source.js";

export function changeLocation(tool: ToolModel | undefined, where: string, read: ReadSource): SourceLocation | undefined {
  if (!tool) return undefined;
  const parameter = /^input\.([A-Za-z_$][\w$]*)/.exec(where)?.[1];
  return (parameter && writtenParameter(tool, parameter, read)?.loc) || tool.loc;
}
