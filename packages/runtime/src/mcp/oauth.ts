/**
 * MCP's authorization (2025-06-18 and later) makes the server an OAuth 2.0
 * resource server: a 401 carries `WWW-Authenticate: Bearer
 * resource_metadata="..."`, the URL of its Protected Resource Metadata (RFC
 * 9728), which names the authorization servers a client gets a token from.
 * That URL puts `/.well-known/oauth-protected-resource` between the host and
 * the endpoint's path (`https://example.com/mcp` ->
 * `https://example.com/.well-known/oauth-protected-resource/mcp`).
 */
import type { FetchResponse, FetchURL } from "./fetch-types.js";

const WELL_KNOWN = "/.well-known/oauth-protected-resource";

/** RFC 9728 metadata; `resource` defaults to the endpoint's URL and `bearer_methods_supported` to `["header"]`. */
export interface ProtectedResourceMetadata {
  authorization_servers: string[];
  resource?: string;
  scopes_supported?: string[];
  bearer_methods_supported?: string[];
  resource_name?: string;
  resource_documentation?: string;
  [field: string]: unknown;
}

/** The metadata URL of the endpoint at `url`. */
function metadataUrl(url: FetchURL): string {
  return `${url.origin}${WELL_KNOWN}${url.pathname === "/" ? "" : url.pathname}`;
}

/** When `url` asks for the metadata, the endpoint URL it describes; else undefined. */
export function metadataRequestFor(url: FetchURL): string | undefined {
  if (url.pathname !== WELL_KNOWN && !url.pathname.startsWith(`${WELL_KNOWN}/`)) return undefined;
  return url.origin + (url.pathname.slice(WELL_KNOWN.length) || "/");
}

export function metadataDocument(metadata: ProtectedResourceMetadata, resource: string): ProtectedResourceMetadata {
  return { resource, bearer_methods_supported: ["header"], ...metadata };
}

/**
 * `authorize`'s refusal as sent: a 401 without a `WWW-Authenticate` header
 * gets one (RFC 6750 requires it), naming the metadata when the handler
 * knows it. A refusal that already says how to authenticate is left as is.
 */
export function withChallenge(refusal: FetchResponse, url: FetchURL, metadata: ProtectedResourceMetadata | undefined): FetchResponse {
  if (refusal.status !== 401 || refusal.headers.has("www-authenticate")) return refusal;
  const headers = new Headers(refusal.headers);
  headers.set("WWW-Authenticate", metadata ? `Bearer resource_metadata="${metadataUrl(url)}"` : "Bearer");
  return new Response(refusal.body, { status: 401, statusText: refusal.statusText, headers });
}
