/**
 * Which web pages may call the endpoint. Streamable HTTP servers must check
 * `Origin` (a page on another site could otherwise reach a local server
 * through DNS rebinding): a request without one (a desktop app, a server)
 * is answered; one from the endpoint's own host is answered; another is
 * answered only when `allowedOrigins` admits it, and then with the CORS
 * headers a browser needs to read the answer.
 */
import type { FetchRequest, FetchURL } from "./fetch-types.js";

/** `"*"`: any origin; a list: these origins (`"https://app.example.com"`); a function: decides per request. The endpoint's own origin is always allowed. */
export type AllowedOrigins = "*" | readonly string[] | ((origin: string, request: FetchRequest) => boolean);

/** Same host as the request's (its `Host`): the scheme is left out, since a proxy in front may end TLS. */
function sameHost(origin: string, url: FetchURL): boolean {
  try {
    return new URL(origin).host === url.host;
  } catch {
    // `Origin: null` (a sandboxed frame, a file) or garbage: not ours.
    return false;
  }
}

/** "own" (no CORS needed), "cross" (allowed, answer with CORS headers) or "refused". */
export function originVerdict(origin: string | null, request: FetchRequest, url: FetchURL, allowed: AllowedOrigins | undefined): "own" | "cross" | "refused" {
  if (origin === null || sameHost(origin, url)) return "own";
  if (allowed === undefined) return "refused";
  if (allowed === "*") return "cross";
  const admitted = typeof allowed === "function" ? allowed(origin, request) === true : allowed.includes(origin);
  return admitted ? "cross" : "refused";
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
