/**
 * The `Host` names the developer tools answer. They run the project's code,
 * so a page that reaches the dev server by DNS rebinding (the attacker's
 * name resolved to 127.0.0.1) must be refused before anything else: its
 * `Origin` equals its `Host`, so only the name gives it away. Loopback names
 * are always answered, plus the names the developer listed in Vite's
 * `server.allowedHosts` (the ones the dev server is reached by). Vite's
 * `allowedHosts: true`, which lets any name through to the app's pages, is
 * not taken as leave for an endpoint that calls tools.
 */
import type { IncomingMessage } from "node:http";
import { isListedHost, LOOPBACK_HOSTS } from "@toolcall/runtime";
import { hostOf } from "../node.js";

/** The part of Vite's resolved config read here. */
export interface HostsConfig {
  config: { server: { allowedHosts?: unknown } };
}

export function devToolsHosts(server: HostsConfig): readonly string[] {
  const listed = server.config.server.allowedHosts;
  const names = Array.isArray(listed) ? listed.filter((name): name is string => typeof name === "string") : [];
  return [...LOOPBACK_HOSTS, ...names];
}

export function isDevToolsHost(req: IncomingMessage, hosts: readonly string[]): boolean {
  try {
    return isListedHost(new URL(`http://${hostOf(req)}`), hosts);
  } catch {
    // Not a host a URL can hold: no browser sent it.
    return false;
  }
}

/**
 * Whether a request to the inspector's API comes from the dev server's own
 * page: a trusted host, and an `Origin` of that same host and port, or none
 * (curl, Node: not a web page). Another origin is a page the developer
 * happens to have open on another site.
 */
export function isOwnPage(req: IncomingMessage, hosts: readonly string[]): boolean {
  if (!isDevToolsHost(req, hosts)) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(`http://${hostOf(req)}`).host;
  } catch {
    return false;
  }
}
