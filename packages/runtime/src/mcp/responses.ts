/**
 * The HTTP answers of the handler. Bodies are written by `toJsonText`, which
 * writes a bigint (and a losslessly parsed id) with every digit.
 */

import type { ByteStream, FetchResponse } from "./fetch-types.js";
import { toJsonText } from "../json-text.js";
import { rpcError, type JsonRpcResponse } from "./protocol.js";
import { sseEvent } from "./sse.js";

export type HeaderMap = Record<string, string>;

export function jsonResponse(status: number, body: unknown, headers: HeaderMap = {}): FetchResponse {
  return new Response(toJsonText(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers } });
}

/** An HTTP error with a JSON-RPC error body (no id: it concerns the whole request). */
export function httpError(status: number, code: number, message: string, headers: HeaderMap = {}): FetchResponse {
  return jsonResponse(status, rpcError(null, code, message), headers);
}

/** The answers as one event stream, for a client that accepts only `text/event-stream`. */
export function sseResponse(messages: readonly JsonRpcResponse[], headers: HeaderMap = {}): FetchResponse {
  return new Response(messages.map(sseEvent).join(""), { status: 200, headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", ...headers } });
}

export function streamResponse(stream: ByteStream, headers: HeaderMap = {}): FetchResponse {
  return new Response(stream, { status: 200, headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", ...headers } });
}

export function emptyResponse(status: number, headers: HeaderMap = {}): FetchResponse {
  return new Response(null, { status, headers });
}
