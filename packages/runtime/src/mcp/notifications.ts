/**
 * The notifications a server sends unasked, through the session store
 * (sessions.ts) to the sessions' event streams wherever they are open:
 * a list changed (the dev server's edits), a subscribed resource changed
 * (`resourceUpdated` of the handler, docs/mcp.md "Sessions and
 * subscriptions"), which also goes to the handler's open connections
 * (connection.ts) subscribed to it.
 */
import { toJsonText } from "../json-text.js";
import type { OpenConnection } from "./connection.js";
import type { McpSessions } from "./sessions.js";

/** Tells every session that the tools, resources (with their templates) or prompts changed. */
export function notifyListChanged(sessions: McpSessions, list: "tools" | "resources" | "prompts"): Promise<void> {
  return sessions.publish(null, toJsonText({ jsonrpc: "2.0", method: `notifications/${list}/list_changed` }));
}

/** Tells the sessions subscribed to `uri` that it changed; they read it again if they care. */
export async function notifyResourceUpdated(sessions: McpSessions, uri: string): Promise<void> {
  const text = updatedText(uri);
  await Promise.all((await sessions.subscribers(uri)).map((id) => sessions.publish(id, text)));
}

/** Tells the open connections subscribed to `uri` that it changed, on their own streams. */
export function notifyConnections(connections: Iterable<OpenConnection>, uri: string): void {
  const text = updatedText(uri);
  for (const connection of connections) {
    if (!connection.subscriptions.has(uri)) continue;
    try {
      connection.send(text);
    } catch {
      // One client's broken writer keeps neither the others nor the caller of `resourceUpdated` from going on.
    }
  }
}

function updatedText(uri: string): string {
  return toJsonText({ jsonrpc: "2.0", method: "notifications/resources/updated", params: { uri } });
}
