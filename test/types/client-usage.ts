/// <reference types="unplugin-toolcall/client" />
// The static fallback types (no generated declaration file): any tool name,
// results of unknown type.
import { anthropicTools, dispatch, mcpTools, openaiTools, tools, type ToolResult } from "virtual:tools";

export async function useClientTypes(): Promise<void> {
  const result: ToolResult = await dispatch("anything_at_all", '{"x":1}', { user: "ada" });
  if (result.ok) {
    // @ts-expect-error the value is `unknown`, not `any`
    result.value.toUpperCase();
  } else {
    const message: string = result.error.message;
    void message;
  }
  // @ts-expect-error args is JSON text or an object
  await dispatch("x", 42);
  const names: string[] = tools.map((t) => t.name);
  void [names, openaiTools({ strict: true }), anthropicTools(), mcpTools()];
}
