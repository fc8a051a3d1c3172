import { isObject, unresolvedRefs, type Schema } from "./walk.js";

// Written from PROVIDERS.md (MCP 2025-11-25 / 2026-07-28), not from the implementation.
const NAME = /^[A-Za-z0-9_.-]{1,128}$/;
// `needsApproval`: toolcall's hint for `@needsApproval` (docs/mcp.md); MCP lets a client ignore hints it does not know.
const ANNOTATIONS = new Set(["title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "needsApproval"]);

/** Violations in one MCP `Tool`. Output schema root must be an object (2025-11-25 clients). */
export function checkMcpTool(tool: { name: string; title?: unknown; inputSchema: Schema; outputSchema?: Schema; annotations?: object }): string[] {
  const errors: string[] = [];
  if (!NAME.test(tool.name)) errors.push(`name ${tool.name} does not match ${NAME}`);
  if (tool.inputSchema.type !== "object") errors.push("inputSchema root must be type object");
  errors.push(...unresolvedRefs(tool.inputSchema));
  if (tool.outputSchema !== undefined) {
    if (tool.outputSchema.type !== "object") errors.push("outputSchema root must be type object");
    errors.push(...unresolvedRefs(tool.outputSchema).map((e) => `outputSchema ${e}`));
  }
  if (tool.title !== undefined && typeof tool.title !== "string") errors.push("title must be a string");
  if (isObject(tool.annotations)) {
    for (const [k, v] of Object.entries(tool.annotations)) {
      if (!ANNOTATIONS.has(k)) errors.push(`annotation ${k} is unknown`);
      else if (k === "title" ? typeof v !== "string" : typeof v !== "boolean") errors.push(`annotation ${k} has the wrong type`);
    }
  }
  for (const [k, v] of Object.entries(tool)) if (k.startsWith("x-") || JSON.stringify(v ?? null).includes('"x-toolcall"')) errors.push(`internal annotation leaked in ${k}`);
  return errors;
}
