/**
 * `node dist/server.js --demo`: real HTTP calls against the running server,
 * printed as a transcript. Good calls, coercions (a snowflake id as a string
 * and as a JSON integer beyond 2^53), and bad calls that show the message a
 * model would get back to correct itself. Exits non-zero when a call does not
 * come out as expected, so the demo doubles as a smoke test.
 */

export interface DemoCall {
  /** Why this call is in the demo. */
  title: string;
  method: "GET" | "POST";
  path: string;
  /** Raw JSON text, sent as is (so large integers are not rounded by JS). */
  body?: string;
  headers?: Record<string, string>;
  /** Expected HTTP status. */
  status: number;
  /** Print only the first lines of a long answer. */
  maxLines?: number;
  /** Print this digest of the parsed answer instead of the answer. */
  digest?: (body: any) => string;
}

/** One line per tool: name, parameters (required ones without `?`) and description. */
function toolDigest(tools: { name: string; description: string; inputSchema: { properties?: object; required?: string[] } }[]): string {
  return tools
    .map(({ name, description, inputSchema }) => {
      const required = new Set(inputSchema.required ?? []);
      const params = Object.keys(inputSchema.properties ?? {}).map((p) => (required.has(p) ? p : p + "?"));
      return `${name}(${params.join(", ")}): ${description}`;
    })
    .join("\n");
}

const NOW = "2026-03-01T08:00:00Z";

/** The demo's calls, in order; the edge test replays them against Node and workerd and compares. */
export const DEMO_CALLS: DemoCall[] = [
  { title: "The tools the model can call (digest of GET /tools)", method: "GET", path: "/tools", status: 200, digest: toolDigest },
  { title: "OpenAI strict view: optional -> nullable, defaults moved into the text", method: "GET", path: "/tools/openai?strict=true", status: 200, maxLines: 40 },
  { title: "A good call; `unit` takes its default", method: "POST", path: "/tools/forecast", body: `{"city":"Lisbon","days":2}`, status: 200 },
  {
    title: "Destructured arguments with defaults",
    method: "POST",
    path: "/tools/searchPlaces",
    body: `{"query":"quiet cafe","kind":"cafe","limit":2}`,
    status: 200,
  },
  { title: "A snowflake id sent as a string becomes an exact bigint", method: "POST", path: "/tools/get_user", body: `{"id":"1161740049382842369"}`, status: 200 },
  {
    title: "The same id as a JSON integer beyond 2^53: parsed losslessly, not rounded",
    method: "POST",
    path: "/tools/get_user",
    body: `{"id":1161740049382842370}`,
    status: 200,
  },
  {
    title: "A Date argument, and the request context (the server's clock)",
    method: "POST",
    path: "/tools/setReminder",
    body: `{"note":"Call the plumber","at":"2026-03-01T09:30:00+01:00"}`,
    headers: { "x-now": NOW },
    status: 200,
  },
  {
    title: "The context comes from the request (x-user-id), never from the model",
    method: "POST",
    path: "/tools/list_my_orders",
    body: `{"status":"shipped"}`,
    headers: { "x-user-id": "1161740049382842369" },
    status: 200,
  },
  {
    title: "Bad call: out of range and wrong type; the message tells the model what to fix",
    method: "POST",
    path: "/tools/forecast",
    body: `{"city":"Lisbon","days":30,"unit":"kelvin"}`,
    status: 422,
  },
  { title: "Bad call: 1.5 is not an integer", method: "POST", path: "/tools/forecast", body: `{"city":"Oslo","days":1.5}`, status: 422 },
  {
    title: "Bad call: the model tries to set the context itself",
    method: "POST",
    path: "/tools/list_my_orders",
    body: `{"ctx":{"userId":"1161740049382842369"}}`,
    status: 422,
  },
  { title: "Bad call: not an RFC 3339 date-time", method: "POST", path: "/tools/setReminder", body: `{"note":"x","at":"next tuesday"}`, status: 422 },
  { title: "The tool itself fails: tool_failed with its message", method: "POST", path: "/tools/get_user", body: `{"id":"42"}`, status: 500 },
  {
    title: "OpenAI Chat: a message's tool call in, the `tool` message out (the id inside `arguments` stays exact)",
    method: "POST",
    path: "/calls/openai",
    body: `{"id":"call_8Hq2","type":"function","function":{"name":"get_user","arguments":"{\\"id\\":1161740049382842370}"}}`,
    status: 200,
  },
  {
    title: "Anthropic: a bad tool_use becomes a tool_result with is_error, for the model to retry",
    method: "POST",
    path: "/calls/anthropic",
    body: `{"type":"tool_use","id":"toolu_01A","name":"forecast","input":{"city":"Oslo","days":0}}`,
    status: 200,
  },
  {
    title: "Gemini: a functionCall part in, a functionResponse part out",
    method: "POST",
    path: "/calls/gemini",
    body: `{"functionCall":{"id":"fc_1","name":"searchPlaces","args":{"query":"modern art","kind":"museum","limit":1}}}`,
    status: 200,
  },
  {
    title: "MCP: tools/call params in, a CallToolResult out (context from the request)",
    method: "POST",
    path: "/calls/mcp",
    body: `{"name":"list_my_orders","arguments":{"limit":2}}`,
    headers: { "x-user-id": "1161740049382842369" },
    status: 200,
  },
  { title: "A misspelt tool name", method: "POST", path: "/tools/forcast", body: `{"city":"Oslo"}`, status: 404 },
  { title: "Arguments that are not JSON", method: "POST", path: "/tools/forecast", body: `{"city":"Oslo",`, status: 400 },
];

/** Runs every demo call against `baseUrl`, prints the transcript, and sets a failing exit code on surprises. */
export async function runDemo(baseUrl: string): Promise<void> {
  let surprises = 0;
  console.log(`toolcall playground demo against ${baseUrl}\n`);
  for (const call of DEMO_CALLS) {
    const response = await fetch(baseUrl + call.path, {
      method: call.method,
      body: call.body,
      headers: { "content-type": "application/json", ...call.headers },
    });
    const text = await response.text();
    const expected = response.status === call.status;
    if (!expected) surprises++;
    console.log(`# ${call.title}`);
    const headerText = Object.entries(call.headers ?? {}).map(([name, value]) => `  ${name}: ${value}`);
    console.log(`> ${call.method} ${call.path}${headerText.length ? "\n" + headerText.join("\n") : ""}${call.body ? "\n  " + call.body : ""}`);
    console.log(`< ${response.status}${expected ? "" : `  (expected ${call.status})`}`);
    const shown = call.digest && expected ? call.digest(JSON.parse(text)) : truncate(text, call.maxLines);
    console.log(indent(shown) + "\n");
  }
  console.log(surprises === 0 ? `All ${DEMO_CALLS.length} calls came out as expected.` : `${surprises} of ${DEMO_CALLS.length} calls did not come out as expected.`);
  if (surprises > 0) process.exitCode = 1;
}

function truncate(text: string, maxLines: number | undefined): string {
  const lines = text.split("\n");
  if (maxLines === undefined || lines.length <= maxLines) return text;
  return [...lines.slice(0, maxLines), `... (${lines.length - maxLines} more lines)`].join("\n");
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => "  " + line)
    .join("\n");
}
