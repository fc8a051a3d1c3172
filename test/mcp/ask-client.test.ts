/**
 * A tool asks the MCP client (docs/mcp.md, "Asking the client"): the
 * official client (@modelcontextprotocol/sdk) with sampling and elicitation
 * handlers, over StreamableHTTPClientTransport against a handler with
 * sessions, and over StdioClientTransport against a built stdio server. The
 * form is `ToolCall<Form>`'s type argument, derived at build time; the
 * answer is checked against it before the tool sees it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { CreateMessageRequestSchema, ElicitRequestSchema, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpSessions, type McpSessions } from "../../packages/runtime/src/index.js";
import { buildFixture, toolsProject } from "../helpers/build-basic.js";
import { poll } from "../helpers/poll.js";
import { tempDir } from "../helpers/temp-dir.js";

const TOOLS = `"use tools";
import { ClientRequestError, type Int, type ToolCall } from "unplugin-toolcall/types";

/** A booking the user confirms. */
export interface Booking {
  /** How many guests */
  guests: Int;
  /** @format email */
  email: string;
  /** @default false */
  newsletter?: boolean;
  /**
   * @option single One bed
   * @option double Two beds
   */
  room: "single" | "double";
}

/** What a failed request says to the model. */
function failure(error: unknown): string {
  return error instanceof ClientRequestError ? \`\${error.reason}: \${error.message}\` : \`not a ClientRequestError: \${String(error)}\`;
}

/** Books a hotel once the user fills the form. */
export async function book(hotel: string, call: ToolCall<Booking>): Promise<string> {
  try {
    const answer = await call.elicit(\`Book \${hotel}?\`);
    if (answer.action !== "accept") return answer.action;
    const { guests, room, email, newsletter } = answer.content;
    return \`\${hotel}: \${guests} in a \${room} room for \${email}, newsletter \${newsletter ?? "unset"}\`;
  } catch (error) {
    return failure(error);
  }
}

/** Asks the client's model for a summary. */
export async function summarize(text: string, call: ToolCall): Promise<string> {
  try {
    const answer = await call.sample(\`Summarize: \${text}\`);
    return \`\${answer.model} said: \${answer.text}\`;
  } catch (error) {
    return failure(error);
  }
}

/**
 * Asks, and gives up with the call's deadline.
 * @timeout 1s
 */
export async function impatient(call: ToolCall<Booking>): Promise<string> {
  await call.elicit("Quick!");
  return "answered";
}
`;

type Handler = ((request: Request) => Promise<Response>) & { connect: unknown };
let mcpHandler: (options?: { sessions?: boolean | McpSessions }) => Handler;
let stdioServer: string;

beforeAll(async () => {
  const project = toolsProject(tempDir("ask-client"), TOOLS);
  const built = await buildFixture("esbuild", { ...project, options: { dts: false } });
  ({ mcpHandler } = (await import(pathToFileURL(built.file).href)) as { mcpHandler: typeof mcpHandler });
  const stdioEntry = path.join(project.root, "src/mcp-stdio.ts");
  writeFileSync(stdioEntry, `import { serveStdio } from "unplugin-toolcall/stdio";\nimport { mcpHandler } from "virtual:tools";\nserveStdio(mcpHandler());\n`);
  stdioServer = (await buildFixture("vite", { root: project.root, entry: stdioEntry, outDir: path.join(project.root, "dist-stdio"), options: { dts: false } })).file;
}, 180_000);

interface Asked {
  elicitations: { message: string; requestedSchema: unknown }[];
  samples: unknown[];
  /** Set when an elicitation's handler saw its request cancelled (the server's notifications/cancelled). */
  cancelled: boolean;
}

/** The official client, declaring `capabilities`, answering elicitations with `answer` and samplings with a fixed completion. */
function askingClient(capabilities: Record<string, object>, answer: (message: string) => ElicitResult | Promise<ElicitResult>): { client: Client; asked: Asked } {
  const client = new Client({ name: "toolcall-test", version: "1.0.0" }, { capabilities });
  const asked: Asked = { elicitations: [], samples: [], cancelled: false };
  if (capabilities.elicitation) {
    client.setRequestHandler(ElicitRequestSchema, (request, extra) => {
      const params = request.params as { message: string; requestedSchema: unknown };
      asked.elicitations.push({ message: params.message, requestedSchema: params.requestedSchema });
      extra.signal.addEventListener("abort", () => (asked.cancelled = true));
      return answer(params.message);
    });
  }
  if (capabilities.sampling) {
    client.setRequestHandler(CreateMessageRequestSchema, (request) => {
      asked.samples.push(request.params);
      return { role: "assistant", content: { type: "text", text: "short and sweet" }, model: "test-model", stopReason: "endTurn" };
    });
  }
  return { client, asked };
}

async function overHttp(handler: Handler, client: Client): Promise<Client> {
  await client.connect(new StreamableHTTPClientTransport(new URL("http://localhost/mcp"), { fetch: (url, init) => handler(new Request(url, init)) }));
  return client;
}

/** A string tool's answer (its structured `result`). */
const text = (result: unknown) => (result as { structuredContent: { result: string } }).structuredContent.result;

/** The form `book` sends: Booking as MCP's flat requestedSchema. */
const BOOKING_FORM = {
  type: "object",
  properties: {
    guests: { type: "integer", description: "How many guests" },
    email: { type: "string", format: "email" },
    newsletter: { type: "boolean", default: false },
    room: { type: "string", oneOf: [{ const: "single", title: "One bed" }, { const: "double", title: "Two beds" }] },
  },
  required: ["guests", "email", "room"],
};

describe("over HTTP with sessions", () => {
  it("elicits the form derived from the type and returns the checked answer", async () => {
    const { client, asked } = askingClient({ elicitation: {} }, () => ({ action: "accept", content: { guests: 2, email: "ada@example.com", room: "double" } }));
    await overHttp(mcpHandler({ sessions: true }), client);
    expect(text(await client.callTool({ name: "book", arguments: { hotel: "Ritz" } }))).toBe("Ritz: 2 in a double room for ada@example.com, newsletter false");
    expect(asked.elicitations).toEqual([{ message: "Book Ritz?", requestedSchema: BOOKING_FORM }]);
    await client.close();
  });

  it("gives the tool a decline or a cancel as a typed result", async () => {
    for (const action of ["decline", "cancel"] as const) {
      const { client } = askingClient({ elicitation: {} }, () => ({ action }));
      await overHttp(mcpHandler({ sessions: true }), client);
      expect(text(await client.callTool({ name: "book", arguments: { hotel: "Ritz" } }))).toBe(action);
      await client.close();
    }
  });

  it("refuses an answer that does not fit the form, with the checker's words", async () => {
    // The SDK checks the answer against requestedSchema, which says nothing of other properties; the form's checker refuses them.
    const { client } = askingClient({ elicitation: {} }, () => ({ action: "accept", content: { guests: 2, email: "ada@example.com", room: "double", pets: 3 } }));
    await overHttp(mcpHandler({ sessions: true }), client);
    expect(text(await client.callTool({ name: "book", arguments: { hotel: "Ritz" } }))).toBe(
      "invalid: The user's answer does not fit the form: pets: unknown property `pets`; expected one of `guests`, `email`, `newsletter`, `room`.",
    );
    await client.close();
  });

  it("samples the client's model", async () => {
    const { client, asked } = askingClient({ sampling: {} }, () => ({ action: "cancel" }));
    await overHttp(mcpHandler({ sessions: true }), client);
    expect(text(await client.callTool({ name: "summarize", arguments: { text: "a long story" } }))).toBe("test-model said: short and sweet");
    expect(asked.samples).toEqual([{ messages: [{ role: "user", content: { type: "text", text: "Summarize: a long story" } }], maxTokens: 1000 }]);
    await client.close();
  });

  it("says so when the client did not declare the capability", async () => {
    const { client, asked } = askingClient({ elicitation: {} }, () => ({ action: "cancel" }));
    await overHttp(mcpHandler({ sessions: true }), client);
    expect(text(await client.callTool({ name: "summarize", arguments: { text: "x" } }))).toBe(
      "unavailable: The client did not declare the `sampling` capability in initialize, so sampling/createMessage cannot be sent to it.",
    );
    expect(asked.samples).toEqual([]);
    await client.close();
  });

  it("sends no form to a client whose elicitation takes URLs only", async () => {
    const { client, asked } = askingClient({ elicitation: { url: {} } }, () => ({ action: "cancel" }));
    await overHttp(mcpHandler({ sessions: true }), client);
    expect(text(await client.callTool({ name: "book", arguments: { hotel: "Ritz" } }))).toBe("unavailable: The client declared elicitation without form mode, so a form cannot be sent to it.");
    expect(asked.elicitations).toEqual([]);
    await client.close();
  });

  it("asks from a second handler sharing the session store: the session keeps what the client declared", async () => {
    const { client, asked } = askingClient({ elicitation: {} }, () => ({ action: "accept", content: { guests: 1, email: "ada@example.com", room: "single" } }));
    const sessions = createMcpSessions();
    const [first, second] = [mcpHandler({ sessions }), mcpHandler({ sessions })];
    // initialize reaches the first instance, everything after it the second (a load balancer without affinity).
    let initialized = false;
    const fetch = (url: string | URL, init?: RequestInit) => {
      const handler = initialized ? second : first;
      initialized = true;
      return handler(new Request(url, init));
    };
    await client.connect(new StreamableHTTPClientTransport(new URL("http://localhost/mcp"), { fetch }));
    expect(text(await client.callTool({ name: "book", arguments: { hotel: "Ritz" } }))).toBe("Ritz: 1 in a single room for ada@example.com, newsletter false");
    expect(asked.elicitations).toHaveLength(1);
    await client.close();
  });

  it("cancels the pending request when the call's deadline passes", async () => {
    const { client, asked } = askingClient({ elicitation: {} }, () => new Promise<never>(() => {}));
    await overHttp(mcpHandler({ sessions: true }), client);
    const result = (await client.callTool({ name: "impatient", arguments: {} })) as { isError?: boolean; content: { text: string }[] };
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/did not finish within 1 s/);
    // The server told the client its request is void (notifications/cancelled): the SDK aborted the handler.
    await poll("the client's elicitation handler to be aborted", () => (asked.cancelled ? true : undefined));
    await client.close();
  });
});

describe("over stateless HTTP", () => {
  it("tells the tool there is no way to ask", async () => {
    const { client, asked } = askingClient({ elicitation: {} }, () => ({ action: "cancel" }));
    await overHttp(mcpHandler(), client);
    expect(text(await client.callTool({ name: "book", arguments: { hotel: "Ritz" } }))).toBe(
      "unavailable: elicitation/create cannot be sent: stateless HTTP has no stream to the client; serve with `sessions` (docs/mcp.md).",
    );
    expect(asked.elicitations).toEqual([]);
    await client.close();
  });
});

describe("over stdio", () => {
  let client: Client;
  let asked: Asked;
  beforeAll(async () => {
    ({ client, asked } = askingClient({ elicitation: {}, sampling: {} }, () => ({ action: "accept", content: { guests: 1, email: "bo@example.com", room: "single", newsletter: true } })));
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [stdioServer], stderr: "pipe" }));
  });
  afterAll(() => client?.close());

  it("elicits and samples on the same connection", async () => {
    expect(text(await client.callTool({ name: "book", arguments: { hotel: "Savoy" } }))).toBe("Savoy: 1 in a single room for bo@example.com, newsletter true");
    expect(asked.elicitations).toEqual([{ message: "Book Savoy?", requestedSchema: BOOKING_FORM }]);
    expect(text(await client.callTool({ name: "summarize", arguments: { text: "stdio" } }))).toBe("test-model said: short and sweet");
  });
});
