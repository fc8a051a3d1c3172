/**
 * The `tools/call` requests this handler instance is running, so that a
 * client's `notifications/cancelled` (a POST of its own) can stop one. A
 * request is known by its JSON-RPC id within a scope: its session, or,
 * without sessions, the credentials it came with, so one client cannot
 * cancel another's request 1. Only this instance's calls are found: in
 * stateless mode behind a load balancer, a cancel that lands elsewhere
 * changes nothing, and the call ends by its deadline or its connection.
 */
import { LosslessNumber } from "../json-lossless.js";
import type { JsonRpcId } from "./protocol.js";
import type { CallController } from "../tool-call.js";

export interface InFlight {
  /** A controller for this call, aborted by `cancel` until `end`. */
  begin(scope: string, id: JsonRpcId): CallController;
  end(scope: string, id: JsonRpcId, controller: CallController): void;
  /** Aborts the call the client names, if it is still running here. */
  cancel(scope: string, id: unknown, reason: unknown): void;
}

export function createInFlight(): InFlight {
  const calls = new Map<string, CallController>();
  return {
    begin(scope, id) {
      const controller = new AbortController();
      const key = keyOf(scope, id);
      if (key !== undefined) calls.set(key, controller);
      return controller;
    },
    end(scope, id, controller) {
      const key = keyOf(scope, id);
      // A client that reused an id while the first call ran has the newer one here: leave it.
      if (key !== undefined && calls.get(key) === controller) calls.delete(key);
    },
    cancel(scope, id, reason) {
      const key = keyOf(scope, id);
      const controller = key === undefined ? undefined : calls.get(key);
      if (controller === undefined) return;
      calls.delete(key!);
      controller.abort(typeof reason === "string" && reason !== "" ? reason.slice(0, 200) : "cancelled by the client");
    },
  };
}

/** `1` and `"1"` are different ids; an integer beyond 2^53 is its digits. */
function keyOf(scope: string, id: unknown): string | undefined {
  if (typeof id === "string") return `${scope}\u0000s${id}`;
  if (typeof id === "number") return `${scope}\u0000n${id}`;
  if (id instanceof LosslessNumber) return `${scope}\u0000n${id.text}`;
  return undefined;
}
