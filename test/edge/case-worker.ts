/// <reference types="unplugin-toolcall/client" />
/**
 * The worker the edge test bundles with test/fixtures/basic: it runs one
 * `dispatch` per request, so the shared case table (test/dispatch-cases.ts)
 * can be replayed inside workerd over HTTP.
 *
 * POST / with `{ "tool": string, "args": string | object, "ctx"?: unknown }`
 * answers the ToolResult as JSON. `args` stays a string when the case gives
 * raw JSON text, so dispatch still parses it itself (losslessly). The fixture
 * tools tag their results (`{ bigint: "..." }`), so plain JSON carries them.
 */
import { dispatch } from "virtual:tools";

interface CaseRequest {
  tool: string;
  args: string | Record<string, unknown>;
  ctx?: unknown;
}

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== "POST") return new Response("POST a case", { status: 405 });
    const call = (await request.json()) as CaseRequest;
    const result = await dispatch(call.tool, call.args, call.ctx);
    return new Response(JSON.stringify(result), { headers: { "content-type": "application/json" } });
  },
};
