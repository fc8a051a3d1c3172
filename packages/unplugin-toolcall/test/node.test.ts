// unplugin-toolcall/node on a real node:http server (loopback, a port the OS
// picks): what reaches the fetch handler, and what the client gets back.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchHandler, nodeListener } from "../src/node.js";

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Serves HANDLER; resolves with its base URL. */
function serve(handler: FetchHandler): Promise<string> {
  const listening = createServer(nodeListener(handler));
  server = listening;
  return new Promise((resolve) => listening.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(listening.address() as AddressInfo).port}`)));
}

describe("nodeListener", () => {
  it("hands the handler the method, URL, headers and body, and sends its status, headers and body back", async () => {
    const base = await serve(async (request) =>
      Response.json({ method: request.method, url: new URL(request.url).pathname + new URL(request.url).search, auth: request.headers.get("authorization"), body: await request.text() }, { status: 201, headers: { "x-seen": "yes" } }),
    );
    const response = await fetch(`${base}/mcp?x=1`, { method: "POST", headers: { Authorization: "Bearer t" }, body: '{"a":1}' });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-seen")).toBe("yes");
    expect(await response.json()).toEqual({ method: "POST", url: "/mcp?x=1", auth: "Bearer t", body: '{"a":1}' });
  });

  it("gives a GET no body", async () => {
    const base = await serve((request) => new Response(String(request.body)));
    expect(await (await fetch(base)).text()).toBe("null");
  });

  it("streams the answer: the client reads the first event before the stream ends", async () => {
    let finish: () => void = () => {};
    const base = await serve(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode("data: first\n\n"));
              finish = () => controller.close();
            },
          }),
          { headers: { "content-type": "text/event-stream" } },
        ),
    );
    const response = await fetch(base);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: first\n\n");
    finish();
    expect((await reader.read()).done).toBe(true);
  });

  it("closes the connection after answering a request whose body the handler left unread", async () => {
    const base = await serve(() => new Response("too large", { status: 413 }));
    // A body that cannot have arrived whole before the answer is written.
    const response = await fetch(base, { method: "POST", body: "x".repeat(4 << 20) });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
  });

  it("answers 500 when the handler throws", async () => {
    const base = await serve(() => {
      throw new Error("boom");
    });
    expect((await fetch(base)).status).toBe(500);
  });
});
