/**
 * `prompts/list` and `prompts/get` over the declared prompts (declared.ts).
 * The arguments (text, as MCP sends them) go to the function through its
 * checker (text-arguments.ts); the value becomes the messages (`messagesOf`).
 */
import { unknownTool } from "../dispatch.js";
import { isRichPart } from "../rich.js";
import { saidOf, type DeclaredTable } from "./declared.js";
import { page } from "./page.js";
import { INTERNAL_ERROR, INVALID_PARAMS } from "./protocol.js";
import { textArguments } from "./text-arguments.js";
import { McpMethodError } from "./tools.js";
import { isShown } from "./visibility.js";

export function listPrompts(table: DeclaredTable, cursor: unknown, pageSize: number, shown: ((name: string) => boolean) | undefined) {
  const { items, nextCursor } = page(shown ? table.prompts.filter((p) => shown(p.name)) : table.prompts, cursor, pageSize);
  return nextCursor === undefined ? { prompts: items } : { prompts: items, nextCursor };
}

export async function getPrompt(table: DeclaredTable, params: Record<string, unknown>, ctx: unknown, shown: ((name: string) => boolean) | undefined): Promise<unknown> {
  const name = params.name;
  const found = typeof name === "string" ? table.byName.get(name) : undefined;
  if (!found || found.entry.kind !== "prompt" || !isShown(shown, found.record.tool.name)) {
    // dispatch's words, with its "did you mean" among the prompts this caller sees, said of prompts.
    const names = table.prompts.map((p) => p.name).filter((n) => isShown(shown, n));
    const message = unknownTool(name, names).error.message.replace(/\btools?\b/g, (w) => (w === "tool" ? "prompt" : "prompts"));
    throw new McpMethodError(INVALID_PARAMS, message);
  }
  const args = params.arguments;
  const values = args !== null && typeof args === "object" && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
  const result = await table.dispatch(found.record.tool.name, textArguments(found.record.tool.inputSchema, values), ctx);
  if (!result.ok) throw new McpMethodError(result.error.code === "invalid_arguments" ? INVALID_PARAMS : INTERNAL_ERROR, saidOf("prompt", result.error.message));
  return { description: found.record.tool.description, messages: messagesOf(found.record.tool.name, result.value) };
}

/**
 * The messages of a prompt's value: a string is one user message; a list of
 * `{ role, content }` is sent as it is, each `content` text (a string, or a
 * `{ type: "text", text }` block) or a rich part built by `image()`,
 * `audio()`, `resourceLink()` or `embeddedResource()` (rich.ts): a look-alike
 * object is refused, as it would be in a tool's result.
 */
function messagesOf(name: string, value: unknown): unknown[] {
  if (typeof value === "string") return [{ role: "user", content: { type: "text", text: value } }];
  const messages = Array.isArray(value) ? value.map(messageOf) : undefined;
  if (messages?.every((m) => m !== undefined)) return messages;
  throw new McpMethodError(
    INTERNAL_ERROR,
    `The prompt \`${name}\` returned neither a string nor a list of { role, content } messages (content: text, or a part made by image(), audio(), resourceLink() or embeddedResource())`,
  );
}

function messageOf(message: unknown): { role: string; content: unknown } | undefined {
  if (message === null || typeof message !== "object") return undefined;
  const { role, content } = message as { role?: unknown; content?: unknown };
  if (role !== "user" && role !== "assistant") return undefined;
  if (typeof content === "string") return { role, content: { type: "text", text: content } };
  if (isRichPart(content)) return { role, content };
  const block = content as { type?: unknown; text?: unknown } | null;
  if (block !== null && typeof block === "object" && block.type === "text" && typeof block.text === "string") return { role, content: { type: "text", text: block.text } };
  return undefined;
}
