/**
 * Requests from a running tool to the MCP client: `sampling/createMessage`
 * and `elicitation/create` (docs/mcp.md, "Asking the client"). A request
 * goes out where the call's transport can carry one (the stdio connection;
 * over HTTP with sessions, the event stream that answers the call's POST);
 * the client's JSON-RPC response comes back as a message of its own (a
 * line of stdio, a later POST) and is matched here by scope and id.
 *
 * Pending requests are this process's promises, never part of a session
 * store: a response that lands on another instance finds nothing to settle
 * and is dropped, and the tool's call ends by its signal or deadline.
 */
import { ClientRequestError } from "../client-request.js";
import type { CallSignal, DispatchOptions } from "../tool-call.js";
import { LosslessNumber } from "../json-lossless.js";

/** Writes one JSON-RPC message to the client; false when it can no longer (the stream closed). */
export type ClientWriter = (message: unknown) => boolean;

/** Where a call's requests to the client go: a writer, or why there is none (said to the tool). */
export type ClientChannel = ClientWriter | { unavailable: string };

export interface ClientRequests {
  /**
   * The `clientRequest` sink of one call of `scope`, writing to `channel`;
   * `capabilities` are what its client declared in `initialize` (kept by
   * the session or the connection): a request needs its capability.
   */
  sink(scope: string, channel: ClientChannel, capabilities: Record<string, unknown> | undefined): NonNullable<DispatchOptions["clientRequest"]>;
  /** A client's JSON-RPC response: settles the pending request of `scope` it answers; false when none. */
  settle(scope: string, message: Record<string, unknown>): boolean;
}

/** The capability each request needs the client to have declared. */
const CAPABILITY: Record<string, string> = { "sampling/createMessage": "sampling", "elicitation/create": "elicitation" };

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

let counter = 0;

export function createClientRequests(): ClientRequests {
  const pending = new Map<string, Pending>();

  return {
    sink: (scope, channel, capabilities) => (method, params, signal) => {
      if (typeof channel !== "function") return Promise.reject(new ClientRequestError("unavailable", `${method} cannot be sent: ${channel.unavailable}.`));
      const needed = CAPABILITY[method];
      const declared = capabilities ?? {};
      if (needed !== undefined && (declared[needed] === undefined || declared[needed] === null)) {
        return Promise.reject(new ClientRequestError("unavailable", `The client did not declare the \`${needed}\` capability in initialize, so ${method} cannot be sent to it.`));
      }
      // MCP 2025-11-25: `elicitation: {}` is form mode; a client that lists modes and not `form` takes URLs only.
      const modes = needed === "elicitation" ? declared[needed] : undefined;
      if (modes !== null && typeof modes === "object" && Object.keys(modes).length > 0 && !Object.hasOwn(modes, "form")) {
        return Promise.reject(new ClientRequestError("unavailable", "The client declared elicitation without form mode, so a form cannot be sent to it."));
      }
      return send(scope, channel, method, params, signal);
    },
    settle(scope, message) {
      const id = message.id;
      const key = typeof id === "string" ? `${scope}\u0000${id}` : undefined;
      const waiting = key === undefined ? undefined : pending.get(key);
      if (waiting === undefined) return false;
      pending.delete(key!);
      const error = message.error as { message?: unknown; code?: unknown } | null | undefined;
      if (Object.hasOwn(message, "error")) waiting.reject(new Error(error !== null && typeof error === "object" && typeof error.message === "string" ? error.message.slice(0, 500) : "an error without a message"));
      else waiting.resolve(plain(message.result));
      return true;
    },
  };

  function send(scope: string, write: ClientWriter, method: string, params: Record<string, unknown>, signal: CallSignal): Promise<unknown> {
    // A string id of our own: the client's ids are its own business, and a number could collide with one it reuses.
    const id = `toolcall-${(++counter).toString(36)}`;
    const key = `${scope}\u0000${id}`;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        if (!pending.delete(key)) return;
        // MCP: either side may cancel its own request; the client can close its form.
        write({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id, reason: "the tool's call ended" } });
        reject(new ClientRequestError("ended", `The call ended while waiting for the client's answer to ${method}.`));
      };
      pending.set(key, {
        resolve: (result) => {
          signal.removeEventListener("abort", onAbort);
          resolve(result);
        },
        reject: (error) => {
          signal.removeEventListener("abort", onAbort);
          reject(error);
        },
      });
      signal.addEventListener("abort", onAbort);
      if (!write({ jsonrpc: "2.0", id, method, params })) {
        pending.delete(key);
        signal.removeEventListener("abort", onAbort);
        reject(new ClientRequestError("unavailable", `${method} cannot be sent: the stream to the client has closed.`));
      }
    });
  }
}

/** A losslessly parsed answer as plain JSON values: an integer beyond 2^53 becomes a number (the form's checker sees it as one). */
function plain(value: unknown): unknown {
  if (value instanceof LosslessNumber) return Number(value.text);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) Object.defineProperty(out, key, { value: plain((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

/** The `capabilities` of an `initialize`, as a session or connection keeps them: an object, else none. */
export function declaredCapabilities(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
