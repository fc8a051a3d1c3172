/**
 * `resources/subscribe` and `resources/unsubscribe` (docs/mcp.md,
 * "Sessions and subscriptions"): a client's subscribed URIs are kept by its
 * session, the store's in session mode over HTTP, or its connection's own
 * set over a message stream (stdio), where the connection is the session.
 * `resourceUpdated(uri)` of the handler tells both (notifications.ts).
 * Stateless HTTP has neither, so the methods are not answered there (kinds.ts).
 */
import type { MethodContext } from "./methods.js";
import { INVALID_PARAMS } from "./protocol.js";
import { resourceOf, RESOURCE_NOT_FOUND } from "./resources.js";
import { McpMethodError } from "./tools.js";
import { isShown, shownOf } from "./visibility.js";

/** Whether this client has somewhere to keep subscriptions: a session in the store, or its own connection. */
export function canSubscribe(context: MethodContext): boolean {
  return context.subscriptions !== undefined || (context.sessions !== undefined && context.session !== undefined);
}

export async function subscribe(context: MethodContext, params: Record<string, unknown>): Promise<object> {
  const uri = uriOf(params);
  // Only what `resources/read` would find: a typo is told now, not by an update that never comes.
  const shown = shownOf(context.visible, context.ctx);
  const page = context.declared.pages.get(uri);
  if (!resourceOf(context.declared, uri, shown) && !(page && isShown(shown.tool, page.tool))) throw new McpMethodError(RESOURCE_NOT_FOUND, `Resource not found: ${uri.slice(0, 200)}`);
  if (context.subscriptions) context.subscriptions.add(uri);
  else await context.sessions!.subscribe(context.session!, uri);
  return {};
}

export async function unsubscribe(context: MethodContext, params: Record<string, unknown>): Promise<object> {
  const uri = uriOf(params);
  if (context.subscriptions) context.subscriptions.delete(uri);
  else await context.sessions!.unsubscribe(context.session!, uri);
  return {};
}

function uriOf(params: Record<string, unknown>): string {
  if (typeof params.uri !== "string") throw new McpMethodError(INVALID_PARAMS, "Invalid params: `uri` must be a string");
  return params.uri;
}
