/**
 * The MCP side of the declaration kinds (core's model/kinds.ts): per kind,
 * the capability `initialize` declares for it and the methods that serve
 * it. `methods.ts` answers `initialize` and `ping` and looks every other
 * method up here, so a new kind is a row here and its methods' module.
 */
import { appsCapability } from "./apps.js";
import { complete } from "./completion.js";
import type { DeclaredTable } from "./declared.js";
import { running, type MethodContext } from "./methods.js";
import { getPrompt, listPrompts } from "./prompts.js";
import { listResources, listResourceTemplates, readResource } from "./resources.js";
import { canSubscribe, subscribe, unsubscribe } from "./subscriptions.js";
import { callTool, listPage } from "./tools.js";
import { shownOf, shownTo } from "./visibility.js";
import type { JsonRpcRequest } from "./protocol.js";

type Method = (params: Record<string, unknown>, context: MethodContext, id: JsonRpcRequest["id"]) => unknown;

interface KindMethods {
  /** Whether a server has this kind: its capability is declared, its methods answer. */
  present(table: DeclaredTable, context: MethodContext): boolean;
  /** The capability's entry in `initialize`. */
  capability(context: MethodContext): [string, object];
  methods: Record<string, Method>;
  /** Those of `methods` that keep subscriptions: answered only where a client has somewhere to keep them (`canSubscribe`). */
  subscriptionMethods?: readonly string[];
}

export const KIND_METHODS: Record<"tool" | "resource" | "prompt" | "completion" | "app", KindMethods> = {
  tool: {
    present: () => true,
    capability: (c) => ["tools", { listChanged: c.listChanged }],
    methods: {
      "tools/list": (p, c) => listPage(c.views, p.cursor, c.pageSize, shownTo(c.visible, c.ctx, "tool")),
      // A call the client may cancel (`notifications/cancelled`) or abandon; its request id is the call's id.
      "tools/call": (p, c, id) => running(c, id, p, (options) => callTool(c.views, c.dispatch, p, c.ctx, shownTo(c.visible, c.ctx, "tool"), options)),
    },
  },
  resource: {
    // In session mode a resource may appear later (a dev server's edit), so the capability is there from the start.
    present: (t, c) => c.listChanged || t.resources.length + t.resourceTemplates.length > 0,
    // Subscriptions need a session to keep them and a stream to send `updated` on: an HTTP session's, or a connection's (docs/mcp.md, "Sessions and subscriptions").
    capability: (c) => ["resources", canSubscribe(c) ? { subscribe: true, listChanged: c.listChanged } : { listChanged: c.listChanged }],
    methods: {
      "resources/list": (p, c) => listResources(c.declared, p.cursor, c.pageSize, shownOf(c.visible, c.ctx)),
      "resources/templates/list": (p, c) => listResourceTemplates(c.declared, p.cursor, c.pageSize, shownOf(c.visible, c.ctx)),
      "resources/read": (p, c) => readResource(c.declared, p, c.ctx, shownOf(c.visible, c.ctx)),
      "resources/subscribe": (p, c) => subscribe(c, p),
      "resources/unsubscribe": (p, c) => unsubscribe(c, p),
    },
    subscriptionMethods: ["resources/subscribe", "resources/unsubscribe"],
  },
  prompt: {
    present: (t, c) => c.listChanged || t.prompts.length > 0,
    capability: (c) => ["prompts", { listChanged: c.listChanged }],
    methods: {
      "prompts/list": (p, c) => listPrompts(c.declared, p.cursor, c.pageSize, shownTo(c.visible, c.ctx, "prompt")),
      "prompts/get": (p, c) => getPrompt(c.declared, p, c.ctx, shownTo(c.visible, c.ctx, "prompt")),
    },
  },
  // Completion serves the arguments of the two kinds above.
  completion: {
    present: (t, c) => c.listChanged || t.prompts.length + t.resourceTemplates.length > 0,
    capability: () => ["completions", {}],
    methods: { "completion/complete": (p, c) => complete(c.declared, p, shownOf(c.visible, c.ctx)) },
  },
  // MCP Apps: a tool's page is read as a resource; the extension is declared when a tool has one (apps.ts).
  app: { present: (t) => t.pages.size > 0, capability: appsCapability, methods: {} },
};

/** The capabilities `initialize` declares. */
export function capabilities(context: MethodContext): Record<string, object> {
  const out: Record<string, object> = {};
  for (const kind of Object.values(KIND_METHODS)) {
    if (!kind.present(context.declared, context)) continue;
    const [name, value] = kind.capability(context);
    out[name] = value;
  }
  return out;
}

/** Whether `kind` answers `name` here: the kind is present, and a subscription method has a session or connection to keep it. */
function answers(kind: KindMethods, name: string, context: MethodContext): boolean {
  return kind.present(context.declared, context) && (!kind.subscriptionMethods?.includes(name) || canSubscribe(context));
}

/** The method's implementation, when a kind this server has serves it. */
export function methodOf(name: string, context: MethodContext): Method | undefined {
  for (const kind of Object.values(KIND_METHODS)) {
    if (Object.hasOwn(kind.methods, name) && answers(kind, name, context)) return kind.methods[name];
  }
  return undefined;
}

/** Every method this server answers besides `initialize` and `ping`, for the "Method not found" message. */
export function methodNames(context: MethodContext): string[] {
  return Object.values(KIND_METHODS).flatMap((kind) => Object.keys(kind.methods).filter((name) => answers(kind, name, context)));
}
