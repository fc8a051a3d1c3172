/** Server-sent events as MCP's Streamable HTTP transport sends them: one JSON-RPC message per `message` event. */
import { toJsonText } from "../json-text.js";

export function sseEvent(message: unknown): string {
  return `event: message\ndata: ${toJsonText(message)}\n\n`;
}
