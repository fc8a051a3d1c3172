/**
 * The parts of MCP and JSON-RPC 2.0 the handler speaks: the protocol
 * versions it negotiates, the error codes, and the shape of one message.
 */
import { LosslessNumber } from "../json-lossless.js";

/** Newest first: `initialize` answers the client's version when listed here, else the first. */
export const MCP_PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"] as const;

/** What a request without `MCP-Protocol-Version` is taken to speak (the transport spec says so). */
export const ASSUMED_PROTOCOL_VERSION = "2025-03-26";

/** JSON-RPC batches (an array of messages in one POST) exist in 2025-03-26 only; 2025-06-18 removed them. */
export function allowsBatches(version: string): boolean {
  return version === "2025-03-26";
}

export function isSupportedVersion(version: string): boolean {
  return (MCP_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

/** A JSON-RPC id as parsed losslessly: an integer beyond 2^53 stays its text and is echoed as sent. */
export type JsonRpcId = string | number | LosslessNumber | null;

export interface JsonRpcRequest {
  id: JsonRpcId;
  method: string;
  params: Record<string, unknown>;
}

export type JsonRpcResponse =
  | { jsonrpc: "2.0"; id: JsonRpcId; result: unknown }
  | { jsonrpc: "2.0"; id: JsonRpcId; error: { code: number; message: string } };

/** One parsed message: a request (answered), a notification or a client's response to a request of ours (accepted, nothing to say), or not JSON-RPC. */
export type Incoming = { kind: "request"; request: JsonRpcRequest } | { kind: "notification"; method: string; params: unknown } | { kind: "response"; message: Record<string, unknown> } | { kind: "invalid"; id: JsonRpcId; message: string };

export function rpcError(id: JsonRpcId, code: number, message: string): JsonRpcResponse {
  return { jsonrpc: "2.0", id, error: { code, message } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof LosslessNumber);
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === "string" || typeof value === "number" || value instanceof LosslessNumber;
}

/** Sorts one element of a POST body. Reads own properties only: the body was parsed with `__proto__` as a plain key. */
export function classify(message: unknown): Incoming {
  if (!isRecord(message) || message.jsonrpc !== "2.0") return { kind: "invalid", id: null, message: 'Invalid Request: expected a JSON-RPC 2.0 message ({"jsonrpc": "2.0", ...})' };
  const id = Object.hasOwn(message, "id") ? message.id : undefined;
  const method = message.method;
  if (typeof method !== "string") {
    if (Object.hasOwn(message, "result") || Object.hasOwn(message, "error")) return { kind: "response", message };
    return { kind: "invalid", id: isId(id) ? id : null, message: "Invalid Request: a request needs a string `method`" };
  }
  if (id === undefined) return { kind: "notification", method, params: message.params };
  if (!isId(id)) return { kind: "invalid", id: null, message: "Invalid Request: `id` must be a string or a number" };
  const params = message.params;
  if (params !== undefined && !isRecord(params)) return { kind: "invalid", id, message: "Invalid Request: `params` must be an object" };
  return { kind: "request", request: { id, method, params: params ?? {} } };
}
