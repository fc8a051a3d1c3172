import { dispatch, tools } from "virtual:tools";

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/tools") return Response.json(tools);
    const name = /^\/tools\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (request.method !== "POST" || name === undefined) return new Response("POST /tools/<name>", { status: 404 });
    const result = await dispatch(name, await request.text());
    return Response.json(result, { status: result.ok ? 200 : 400 });
  },
};
