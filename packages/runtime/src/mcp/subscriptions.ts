/**
 * `resources/subscribe` and `resources/unsubscribe` (docs/mcp.md,
 * "Subscriptions"): the session store keeps which session wants which
 * URI, and `resourceUpdated(uri)` of the handler tells them
 * (notifications.ts). Answered only in session mode (kinds.ts).
 */
import type { MethodContext } from "./methods.js";
import { INVALID_PARAMS } from "./protocol.js";
import { resourceOf, RESOURCE_NOT_FOUND } from "./resources.js";
import { McpMethodError } from "./tools.js";
import { isShown, shownOf } from "./visibility.js";

export async function subscribe(context: MethodContext, params: Record<string, unknown>): Promise<object> {
  const uri = uriOf(params);
  // Only what `resources/read` would find: a typo is told now, not by an update that never comes.
  const shown = shownOf(context.visible, context.ctx);
  const page = context.declared.pages.get(uri);
  if (!resourceOf(context.declared, uri, shown) && !(page && isShown(shown.tool, page.tool))) throw new McpMethodError(RESOURCE_NOT_FOUND, `Resource not found: ${uri.slice(0, 200)}`);
  await context.sessions!.subscribe(context.session!, uri);
  return {};
}

export async function unsubscribe(context: MethodContext, params: Record<string, unknown>): Promise<object> {
  await context.sessions!.unsubscribe(context.session!, uriOf(params));
  return {};
}

function uriOf(params: Record<string, unknown>): string {
  if (typeof params.uri !== "string") throw new McpMethodError(INVALID_PARAMS, "Invalid params: `uri` must be a string");
  return params.uri;
}
