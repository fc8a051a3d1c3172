import { dispatch, jsonResponse, mcpHandler, tools } from "virtual:tools";

interface Env {
  /** The bearer token MCP clients send (`.dev.vars` locally, `wrangler secret put MCP_TOKEN` deployed). */
  MCP_TOKEN?: string;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/mcp") {
      const authorized = env.MCP_TOKEN !== undefined && request.headers.get("Authorization") === `Bearer ${env.MCP_TOKEN}`;
      return mcpHandler({ authorize: () => (authorized ? { user: "owner" } : new Response("Unauthorized", { status: 401 })) })(request);
    }
    if (request.method === "GET" && url.pathname === "/tools") return Response.json(tools);
    const name = /^\/tools\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (request.method !== "POST" || name === undefined) return new Response("POST /tools/<name>, or MCP at /mcp", { status: 404 });
    const result = await dispatch(name, await request.text());
    // Not Response.json: get_order's result holds a bigint, on which JSON.stringify throws.
    return jsonResponse(result, { status: result.ok ? 200 : 400 });
  },
};
