/**
 * Which `Host` names a request may carry. A DNS rebinding attack points the
 * attacker's own name at the victim's server, so the browser sends that
 * name as `Host` and, being on the attacker's page, the same name as
 * `Origin`: the pair looks same-origin, and only the name tells it apart.
 * A loopback name cannot be rebound (no DNS answer makes a browser send
 * `Host: localhost` for the attacker's page); a name from DNS can.
 */
import type { FetchURL } from "./fetch-types.js";

/** The names every machine calls itself; a rebinding page never has one of them as its origin. */
export const LOOPBACK_HOSTS: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];

/** Whether `url`'s host is a loopback name, on any port. */
export function isLoopbackHost(url: FetchURL): boolean {
  return LOOPBACK_HOSTS.includes(url.hostname);
}

/**
 * Whether `url`'s host is one of `hosts`: `"mcp.example.com"` (any port),
 * `"localhost:3000"` (that port only), `".example.com"` (the name and its
 * subdomains, as in Vite's `server.allowedHosts`). Names compare without
 * case; an IPv6 address is written in brackets, as in a URL.
 */
export function isListedHost(url: FetchURL, hosts: readonly string[]): boolean {
  return hosts.some((entry) => {
    const host = entry.toLowerCase();
    if (host.startsWith(".")) return url.hostname === host.slice(1) || url.hostname.endsWith(host);
    return host === url.hostname || host === url.host;
  });
}
