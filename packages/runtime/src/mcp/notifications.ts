/**
 * The notifications a server sends unasked, through the session store
 * (sessions.ts) to the sessions' event streams wherever they are open:
 * a list changed (the dev server's edits), a subscribed resource changed
 * (`resourceUpdated` of the handler, docs/mcp.md "Subscriptions").
 */
import { toJsonText } from "../json-text.js";
import type { McpSessions } from "./sessions.js";

/** Tells every session that the tools, resources (with their templates) or prompts changed. */
export function notifyListChanged(sessions: McpSessions, list: "tools" | "resources" | "prompts"): Promise<void> {
  return sessions.publish(null, toJsonText({ jsonrpc: "2.0", method: `notifications/${list}/list_changed` }));
}

/** Tells the sessions subscribed to `uri` that it changed; they read it again if they care. */
export async function notifyResourceUpdated(sessions: McpSessions, uri: string): Promise<void> {
  const text = toJsonText({ jsonrpc: "2.0", method: "notifications/resources/updated", params: { uri } });
  await Promise.all((await sessions.subscribers(uri)).map((id) => sessions.publish(id, text)));
}
