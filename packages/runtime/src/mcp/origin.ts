/**
 * Which requests the endpoint answers, by their `Host` and `Origin`.
 * Streamable HTTP servers must refuse DNS rebinding (a page on the
 * attacker's site whose name now resolves to this server): that page's
 * requests carry the attacker's name as `Host` and as `Origin` alike, so an
 * `Origin` equal to the `Host` proves nothing unless the host itself is
 * trusted (hosts.ts). The rule, in docs/mcp.md ("How hosts are checked"):
 *
 * - `allowedHosts` set: a `Host` not listed is refused, with or without
 *   `Origin`; a listed one is trusted.
 * - otherwise a loopback `Host` is trusted, and any other is answered only
 *   for requests without `Origin` (desktop apps, servers: what a public
 *   deployment such as a Worker serves), since a rebinding page is a browser
 *   and a browser always sends `Origin` with a POST.
 * - a request with `Origin` is answered when the host is trusted and the
 *   origin is its own (same host and port), or when `allowedOrigins` admits
 *   it, and then with the CORS headers a browser needs to read the answer.
 */
import type { FetchRequest, FetchURL } from "./fetch-types.js";
import { isListedHost, isLoopbackHost } from "./hosts.js";

/** `"*"`: any origin; a list: these origins (`"https://app.example.com"`); a function: decides per request. */
export type AllowedOrigins = "*" | readonly string[] | ((origin: string, request: FetchRequest) => boolean);

export interface OriginPolicy {
  allowedOrigins?: AllowedOrigins;
  allowedHosts?: readonly string[];
}

/** "own" (no CORS needed), "cross" (allowed, answer with CORS headers), or why it is refused. */
export type OriginVerdict = "own" | "cross" | { refused: string };

/** Same host and port as the request's: the scheme is left out, since a proxy in front may end TLS. */
function sameHost(origin: string, url: FetchURL): boolean {
  try {
    return new URL(origin).host === url.host;
  } catch {
    // `Origin: null` (a sandboxed frame, a file) or garbage: not ours.
    return false;
  }
}

export function originVerdict(origin: string | null, request: FetchRequest, url: FetchURL, policy: OriginPolicy): OriginVerdict {
  const { allowedHosts, allowedOrigins } = policy;
  if (allowedHosts !== undefined && !isListedHost(url, allowedHosts)) {
    return { refused: `Forbidden: this MCP endpoint does not answer requests for host ${url.host.slice(0, 200)}` };
  }
  if (origin === null) return "own";
  const trustedHost = allowedHosts !== undefined || isLoopbackHost(url);
  if (trustedHost && sameHost(origin, url)) return "own";
  if (allowedOrigins !== undefined && admits(allowedOrigins, origin, request)) return "cross";
  return { refused: `Forbidden: this MCP endpoint does not answer pages from ${origin.slice(0, 200)}` };
}

function admits(allowed: AllowedOrigins, origin: string, request: FetchRequest): boolean {
  if (allowed === "*") return true;
  return typeof allowed === "function" ? allowed(origin, request) === true : allowed.includes(origin);
}

const ALLOWED_HEADERS = "Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID";

/** The CORS headers of an answer to an allowed foreign origin (with `preflight`, those of the `OPTIONS` answer too). */
export function corsHeaders(origin: string, preflight: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Expose-Headers": "Mcp-Session-Id, WWW-Authenticate",
    Vary: "Origin",
  };
  if (preflight) {
    headers["Access-Control-Allow-Methods"] = "GET, POST, DELETE, OPTIONS";
    headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS;
    headers["Access-Control-Max-Age"] = "86400";
  }
  return headers;
}
