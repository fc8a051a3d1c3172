/**
 * Prompts whose messages carry an image or an embedded resource
 * (test/mcp/fixture/src/rich-prompts.ts), built with the same `image()` and
 * `embeddedResource()` a tool's rich result uses, through `mcpHandler` of a
 * generated `virtual:tools`, asked by the official MCP client: each part
 * arrives as MCP's content block, a string content as a text block, and an
 * object that only looks like a part is refused.
 */
import { describe, expect, it } from "vitest";
import { connectClient } from "./client.js";
import { loadFixtureModule } from "./handler-module.js";

const RED_PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
const mod = await loadFixtureModule("mcp-prompt-content", ["rich-prompts.ts"]);

describe("prompt messages with rich content", () => {
  const connect = () => {
    const handler = mod.mcpHandler();
    return connectClient("http://mcp.test/mcp", { fetch: (url, init) => handler(new Request(url, init)) });
  };

  it("sends an image part as an image block, with roles kept and string content as text", async () => {
    const client = await connect();
    try {
      expect((await client.getPrompt({ name: "describe_image" })).messages).toEqual([
        { role: "user", content: { type: "image", data: RED_PIXEL, mimeType: "image/png" } },
        { role: "user", content: { type: "text", text: "What colour is this pixel?" } },
        { role: "assistant", content: { type: "text", text: "Red." } },
      ]);
    } finally {
      await client.close();
    }
  });

  it("sends an embedded resource as a resource block, built from the prompt's argument", async () => {
    const client = await connect();
    try {
      expect((await client.getPrompt({ name: "summarize", arguments: { uri: "notes://friday" } })).messages).toEqual([
        { role: "user", content: { type: "resource", resource: { uri: "notes://friday", mimeType: "text/markdown", text: "# Notes\nShip on Friday." } } },
        { role: "user", content: { type: "text", text: "Summarize it in one line." } },
      ]);
    } finally {
      await client.close();
    }
  });

  it("refuses content that only looks like a part", async () => {
    const client = await connect();
    try {
      await expect(client.getPrompt({ name: "look_alike" })).rejects.toThrow(/-32603.*`look_alike` returned neither a string nor a list of \{ role, content \} messages/s);
    } finally {
      await client.close();
    }
  });
});
