/**
 * The official MCP client (`StreamableHTTPClientTransport` of
 * @modelcontextprotocol/sdk) against a toolcall MCP endpoint, plus what a
 * JSON.parse client cannot do by itself: put an integer beyond 2^53 on the
 * wire, and read the answer's raw text.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ResourceUpdatedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";

/** 2^53 + 1: the first integer a double cannot hold. */
export const BIG_ID = "9007199254740993";
/** A string that stands for the integer `digits` in the arguments the client writes; `losslessFetch` sends the bare number. */
export function rawNumber(digits: string): string {
  return `__raw_number_${digits}`;
}
export const BIG_ID_MARK = rawNumber(BIG_ID);

export type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

export interface LosslessFetch {
  fetch: Fetch;
  /** The text of each JSON answer, in order. */
  answers: string[];
}

/**
 * A fetch that writes each `rawNumber(digits)` string in a request body as the number itself,
 * as a lossless client (Python's, or `JSON.rawJSON` on Node 22) sends it, and
 * records the text of every JSON answer (event streams pass untouched).
 */
export function losslessFetch(base: Fetch = fetch): LosslessFetch {
  const answers: string[] = [];
  return {
    answers,
    async fetch(url, init) {
      const body = typeof init?.body === "string" ? init.body.replace(/"__raw_number_(-?\d+)"/g, "$1") : init?.body;
      const response = await base(url, { ...init, body });
      if (response.headers.get("content-type")?.startsWith("application/json")) answers.push(await response.clone().text());
      return response;
    },
  };
}

export interface ConnectOptions {
  token?: string;
  fetch?: Fetch;
}

export async function connectClient(url: string | URL, options: ConnectOptions = {}): Promise<Client> {
  const client = new Client({ name: "toolcall-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: options.token ? { headers: { Authorization: `Bearer ${options.token}` } } : undefined,
    fetch: options.fetch,
  });
  await client.connect(transport);
  return client;
}

/** The URIs of the `notifications/resources/updated` CLIENT gets, in order: `next` waits for one, `arrived` holds those not yet taken. */
export function resourceUpdates(client: Client): { next(): Promise<string>; arrived: string[] } {
  const waiting: ((uri: string) => void)[] = [];
  const arrived: string[] = [];
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => {
    const take = waiting.shift();
    if (take) take(n.params.uri);
    else arrived.push(n.params.uri);
  });
  return { arrived, next: () => (arrived.length ? Promise.resolve(arrived.shift()!) : new Promise((resolve) => waiting.push(resolve))) };
}
