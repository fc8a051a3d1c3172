/**
 * The playground's HTTP API, written against the Fetch API only so the same
 * code serves Node (src/server.ts) and workerd (src/worker.ts).
 *
 *   GET  /tools              the tools with their JSON Schemas
 *   GET  /tools/openai       provider views: openai (?api=responses, ?strict=true),
 *   GET  /tools/anthropic    anthropic (?strict=true), gemini, mcp
 *   POST /tools/:name        body: the raw JSON arguments -> the ToolResult
 *   POST /calls/:provider    body: a tool call exactly as that provider's SDK
 *                            returns it -> the provider's tool-result object
 *                            (openai, openai-responses, anthropic, gemini, mcp)
 *
 * A tool call answers 200 with `{ ok: true, value }` or an error status with
 * `{ ok: false, error }` whose message is written for the model. A provider
 * call always answers 200: the error travels inside the provider's result
 * (in the text, `is_error`, `isError` or `error`), which is what goes back to
 * the model.
 */
import {
  anthropicToolResult,
  anthropicTools,
  dispatch,
  geminiToolResult,
  geminiTools,
  mcpToolResult,
  mcpTools,
  openaiResponsesToolResult,
  openaiToolResult,
  openaiTools,
  tools,
} from "virtual:tools";
import type { RequestContext } from "./tools/types.js";
import { toJson } from "./json.js";

const ERROR_STATUS: Record<string, number> = {
  unknown_tool: 404,
  invalid_json: 400,
  invalid_arguments: 422,
  tool_failed: 500,
};

/** Each provider's helper: its SDK's tool-call object in, its tool-result object out. */
const RESULT_HELPERS: Record<string, (call: any, ctx: RequestContext) => Promise<unknown>> = {
  openai: openaiToolResult,
  "openai-responses": openaiResponsesToolResult,
  anthropic: anthropicToolResult,
  gemini: geminiToolResult,
  mcp: mcpToolResult,
};

/** Answers one request of the playground's API. */
export async function handleRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const match = /^\/(tools|calls)(?:\/([^/]+))?\/?$/.exec(url.pathname);
  if (!match) return json({ error: `No route ${url.pathname}; try GET /tools.` }, 404);
  const segment = match[2] === undefined ? undefined : decodeURIComponent(match[2]);

  if (match[1] === "calls" && request.method === "POST" && segment !== undefined) return providerCall(segment, request);
  if (match[1] === "tools" && request.method === "GET") return listTools(segment, url.searchParams);
  if (match[1] === "tools" && request.method === "POST" && segment !== undefined) {
    // The body goes to dispatch as text: it parses it losslessly (bigints keep every digit).
    const result = await dispatch(segment, await request.text(), contextOf(request));
    return json(result, result.ok ? 200 : (ERROR_STATUS[result.error.code] ?? 500));
  }
  return json({ error: "Use GET /tools[/provider], POST /tools/:name or POST /calls/:provider." }, 405);
}

async function providerCall(provider: string, request: Request): Promise<Response> {
  const helper = RESULT_HELPERS[provider];
  if (!helper) return json({ error: `No provider "${provider}"; providers: ${Object.keys(RESULT_HELPERS).join(", ")}.` }, 404);
  let call: unknown;
  try {
    // Parsed as the provider's SDK parses it: OpenAI's `arguments` stays a
    // string (dispatch parses it losslessly), Anthropic's `input` is an object.
    call = JSON.parse(await request.text());
  } catch {
    return json({ error: "The body must be the provider's tool-call object as JSON." }, 400);
  }
  return json(await helper(call, contextOf(request)));
}

function listTools(view: string | undefined, query: URLSearchParams): Response {
  const strict = query.get("strict") === "true";
  switch (view) {
    case undefined:
      return json(tools);
    case "openai":
      return json(query.get("api") === "responses" ? openaiTools({ strict, api: "responses" }) : openaiTools({ strict }));
    case "anthropic":
      return json(anthropicTools({ strict }));
    case "gemini":
      return json(geminiTools());
    case "mcp":
      return json(mcpTools());
    default:
      return json({ error: `No view "${view}"; views: openai, anthropic, gemini, mcp.` }, 404);
  }
}

/** What tools may know about the caller; never taken from the model's arguments. */
function contextOf(request: Request): RequestContext {
  const userId = request.headers.get("x-user-id") ?? undefined;
  const clock = new Date(request.headers.get("x-now") ?? Date.now());
  return { userId, now: Number.isNaN(clock.getTime()) ? new Date() : clock };
}

function json(body: unknown, status = 200): Response {
  return new Response(toJson(body, 2), { status, headers: { "content-type": "application/json; charset=utf-8" } });
}
