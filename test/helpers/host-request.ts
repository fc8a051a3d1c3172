/**
 * A request with a `Host` of our choosing, which `fetch` will not send (it
 * writes `Host` from the URL): what a browser sends after DNS rebinding, the
 * attacker's name, to a server on this machine. node:http, one request per
 * connection.
 */
import { request } from "node:http";

export interface HostResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** The MCP initialize every server answers first, as a POST body. */
export const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "rebinding-test", version: "1" } },
});

/** POSTs `body` as JSON to `url` (where the connection goes) with `headers`, `Host` among them. */
export function postWithHost(url: string, headers: Record<string, string>, body = INITIALIZE): Promise<HostResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "Content-Length": Buffer.byteLength(body), ...headers },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
