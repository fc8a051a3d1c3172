/**
 * What the Vite dev server gives the developer tools (the inspector page and
 * the MCP endpoint), as the few shapes used, so the plugin needs no Vite
 * types; and the HTTP helpers both share.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export type Next = (error?: unknown) => void;
export type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** The part of Vite's `ViteDevServer` the developer tools use. */
export interface ToolsDevServer {
  config: { base: string };
  middlewares: { use(handler: Handler): unknown };
  /** Vite's HMR channel (a no-op with `server.ws: false`). */
  ws: { send(event: string, payload?: unknown): void };
  /** Imports a module in the SSR environment, as the app's server code would. */
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
}

/** Everything under this path prefix belongs to the developer tools. */
export const DEVTOOLS_PREFIX = "/__toolcall";

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

const MAX_BODY = 4 * 1024 * 1024;

/** The request body as text (up to 4 MiB). */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error("request body over 4 MiB"));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** The path of a request URL, without the query. */
export function pathOf(req: IncomingMessage): string {
  return (req.url ?? "/").replace(/[?#].*$/, "");
}

/** A POST's JSON body; undefined when the request was not one and has been answered (405, 400). */
export async function readJsonPost(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | undefined> {
  if (req.method !== "POST") {
    res.writeHead(405, { Allow: "POST" }).end();
    return undefined;
  }
  try {
    const body = JSON.parse(await readBody(req)) as unknown;
    if (body !== null && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
    sendJson(res, 400, { error: "the request is not a JSON object" });
  } catch (error) {
    sendJson(res, 400, { error: `the request is not JSON: ${(error as Error).message}` });
  }
  return undefined;
}
