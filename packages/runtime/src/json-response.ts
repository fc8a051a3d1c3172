/**
 * A `Response` whose body is JSON text of any value `dispatch` answers or a
 * tool returns. `Response.json` and `JSON.stringify` throw on a bigint ("Do
 * not know how to serialize a BigInt"), so a server that answers a
 * ToolResult as it is fails on the first tool that returns one; this writes
 * it as `toJsonText` does (every digit, as a JSON number).
 */
import { toJsonText } from "./json-text.js";
import type { FetchResponse } from "./mcp/fetch-types.js";

/** What `jsonResponse` takes besides the value: `Response`'s own init, with plain headers. */
export interface JsonResponseInit {
  status?: number;
  statusText?: string;
  /** Sent as given; `Content-Type` is `application/json` unless set here. */
  headers?: Record<string, string>;
}

/** `Response.json(value, init)` that never throws on a bigint, a Date, a Map or a Set (see `toJsonText`). */
export function jsonResponse(value: unknown, init: JsonResponseInit = {}): FetchResponse {
  const headers = new Headers(init.headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return new Response(toJsonText(value), { status: init.status, statusText: init.statusText, headers });
}
