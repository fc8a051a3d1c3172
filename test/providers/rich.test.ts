import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Extractor } from "../../packages/core/src/extract/index.js";
import { virtualToolsText, writeVirtualTools } from "../../packages/core/test/virtual-tools.js";
import { nodeListener } from "../../packages/unplugin-toolcall/src/node.js";
import { connectClient } from "../mcp/client.js";
import { connectInMemory } from "../helpers/mcp-in-memory.js";
import { tempDir } from "../helpers/temp-dir.js";
import { toolCallingModel } from "./ai-sdk-model.js";
import { runtimeEntry } from "./harness.js";
import { BLOB_BYTES, PNG_BYTES, WAV_BYTES } from "./rich-fixture/src/bytes.js";

// Rich results through the real pipeline: the extractor reads
// rich-fixture/src/tools.ts (which builds its parts with the constructors of
// the built `unplugin-toolcall/types`, a copy of the runtime other than the
// one the generated module imports), and the official MCP client and the AI
// SDK receive them. Bytes are compared after decoding, so a base64 or
// text-encoding mistake anywhere on the way fails.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "rich-fixture");
const extracted = new Extractor({ root }).extract([path.join(root, "src/tools.ts")]);
const mod = await import(writeVirtualTools(tempDir("providers-rich"), virtualToolsText(extracted.tools, runtimeEntry)));

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, "base64"));
type Block = { type: string; data?: string; mimeType?: string; text?: string; resource?: { uri: string; text?: string; blob?: string; mimeType?: string } };

describe("rich results", () => {
  it("extracts the fixture without errors; a chart's data is its outputSchema, parts are not", () => {
    expect(extracted.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const byName = Object.fromEntries(mod.mcpTools().map((t: { name: string; outputSchema?: unknown }) => [t.name, t.outputSchema]));
    expect(byName.snapshot).toBeUndefined();
    expect(byName.docs).toBeUndefined();
    expect(byName.chart).toMatchObject({ type: "object", required: ["title", "points"] });
  });

  describe("to the official MCP client (in memory)", () => {
    it("an image and audio arrive byte-exact with their MIME types", async () => {
      const { client, close } = await connectInMemory(mod);
      try {
        const snap = (await client.callTool({ name: "snapshot", arguments: {} })).content as Block[];
        expect(snap.map((b) => [b.type, b.mimeType])).toEqual([["image", "image/png"]]);
        expect(bytesOf(snap[0]!.data!)).toEqual(PNG_BYTES);
        const chime = (await client.callTool({ name: "chime", arguments: {} })).content as Block[];
        expect(chime.map((b) => [b.type, b.mimeType])).toEqual([["audio", "audio/wav"]]);
        expect(bytesOf(chime[0]!.data!)).toEqual(WAV_BYTES);
      } finally {
        await close();
      }
    });

    it("a mixed array: text, image and the data as text, and the data as structuredContent the client validates", async () => {
      const { client, close } = await connectInMemory(mod);
      try {
        await client.listTools(); // the client validates structuredContent against the listed outputSchema
        const result = await client.callTool({ name: "chart", arguments: { title: "Sales" } });
        const content = result.content as Block[];
        expect(content.map((b) => b.type)).toEqual(["text", "image", "text"]);
        expect(content[0]!.text).toBe("Chart: Sales");
        expect(bytesOf(content[1]!.data!)).toEqual(PNG_BYTES);
        expect(JSON.parse(content[2]!.text!)).toEqual({ title: "Sales", points: [1, 2, 3] });
        expect(result.structuredContent).toEqual({ title: "Sales", points: [1, 2, 3] });
      } finally {
        await close();
      }
    });

    it("a mixed array without the structured item its outputSchema promises is an error the model reads, not a result the client refuses", async () => {
      const { client, close } = await connectInMemory(mod);
      try {
        await client.listTools();
        expect(await client.callTool({ name: "pictureOnly", arguments: {} })).toEqual({
          content: [{ type: "text", text: "Error (tool_failed): The tool returned no structured item, which its return type (the outputSchema) promises." }],
          isError: true,
        });
      } finally {
        await close();
      }
    });

    it("a resource link and embedded resources (text and blob) keep their kinds", async () => {
      const { client, close } = await connectInMemory(mod);
      try {
        const content = (await client.callTool({ name: "docs", arguments: {} })).content as Block[];
        expect(content[0]).toEqual({ type: "resource_link", uri: "file:///docs/guide.md", name: "guide.md", mimeType: "text/markdown", description: "The guide" });
        expect(content[1]).toEqual({ type: "resource", resource: { uri: "file:///docs/notes.txt", mimeType: "text/plain", text: "Notes." } });
        expect(content[2]!.type).toBe("resource");
        expect(bytesOf(content[2]!.resource!.blob!)).toEqual(BLOB_BYTES);
      } finally {
        await close();
      }
    });

    it("an object shaped like an image but not built by image() is sent as the data it is", async () => {
      const { client, close } = await connectInMemory(mod);
      try {
        const content = (await client.callTool({ name: "lookalike", arguments: {} })).content as Block[];
        expect(content).toEqual([{ type: "text", text: '{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}' }]);
      } finally {
        await close();
      }
    });
  });

  describe("to the official MCP client over HTTP (mcpHandler behind the Node adapter)", () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      server = createServer(nodeListener(mod.mcpHandler()));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("an image, audio and a mixed array arrive byte-exact", async () => {
      const client = await connectClient(url);
      try {
        await client.listTools();
        const snap = (await client.callTool({ name: "snapshot", arguments: {} })).content as Block[];
        expect(snap[0]!.type).toBe("image");
        expect(bytesOf(snap[0]!.data!)).toEqual(PNG_BYTES);
        const chime = (await client.callTool({ name: "chime", arguments: {} })).content as Block[];
        expect(chime[0]!.type).toBe("audio");
        expect(bytesOf(chime[0]!.data!)).toEqual(WAV_BYTES);
        const chart = await client.callTool({ name: "chart", arguments: { title: "Q3" } });
        expect((chart.content as Block[]).map((b) => b.type)).toEqual(["text", "image", "text"]);
        expect(chart.structuredContent).toEqual({ title: "Q3", points: [1, 2, 3] });
      } finally {
        await client.close();
      }
    });
  });

  describe("to the AI SDK (generateText with its mock model)", () => {
    /** The tool result part the model is sent in its second step. */
    async function toolResultSeen(name: string, input = "{}") {
      const model = toolCallingModel(name, input);
      await generateText({ model, prompt: "go", tools: mod.aiSdkTools({ tool, jsonSchema }), stopWhen: stepCountIs(2) });
      const message = (model.doGenerateCalls[1]?.prompt ?? []).find((m) => m.role === "tool");
      const part = (message?.content as { type: string; output?: { type: string; value: unknown } }[] | undefined)?.find((p) => p.type === "tool-result");
      return part?.output;
    }

    it("an image reaches the model's messages as image data, byte-exact", async () => {
      const output = await toolResultSeen("snapshot");
      expect(output?.type).toBe("content");
      const parts = output!.value as { type: string; data: string; mediaType: string }[];
      expect(parts.map((p) => [p.type, p.mediaType])).toEqual([["image-data", "image/png"]]);
      expect(bytesOf(parts[0]!.data)).toEqual(PNG_BYTES);
    });

    it("audio reaches them as file data, byte-exact", async () => {
      const parts = (await toolResultSeen("chime"))!.value as { type: string; data: string; mediaType: string }[];
      expect(parts.map((p) => [p.type, p.mediaType])).toEqual([["file-data", "audio/wav"]]);
      expect(bytesOf(parts[0]!.data)).toEqual(WAV_BYTES);
    });

    it("a mixed array keeps its order; a resource link, which no model API takes, is a text note", async () => {
      const chart = (await toolResultSeen("chart", '{"title":"Q3"}'))!.value as { type: string; text?: string }[];
      expect(chart.map((p) => p.type)).toEqual(["text", "image-data", "text"]);
      expect(JSON.parse(chart[2]!.text!)).toEqual({ title: "Q3", points: [1, 2, 3] });
      const docs = (await toolResultSeen("docs"))!.value as { type: string; text?: string; data?: string; filename?: string }[];
      expect(docs.map((p) => p.type)).toEqual(["text", "text", "file-data"]);
      expect(docs[0]!.text).toBe("[resource link: guide.md <file:///docs/guide.md> (text/markdown, The guide)]");
      expect(docs[1]!.text).toBe("Notes.");
      expect(docs[2]!.filename).toBe("data.bin");
      expect(bytesOf(docs[2]!.data!)).toEqual(BLOB_BYTES);
    });

    it("a look-alike object is JSON, not an image", async () => {
      expect(await toolResultSeen("lookalike")).toEqual({ type: "json", value: { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" } });
    });
  });

  describe("to OpenAI, Anthropic and Gemini (their result helpers, shapes checked against their SDKs in types.test.ts)", () => {
    it("OpenAI Responses: an image as input_image and a blob as input_file (data URLs, byte-exact), text in order", async () => {
      const chart = await mod.openaiResponsesToolResult({ call_id: "c", name: "chart", arguments: '{"title":"Q3"}' });
      expect(chart.output.map((o: { type: string }) => o.type)).toEqual(["input_text", "input_image", "input_text"]);
      const url: string = chart.output[1].image_url;
      expect(url.startsWith("data:image/png;base64,")).toBe(true);
      expect(bytesOf(url.slice("data:image/png;base64,".length))).toEqual(PNG_BYTES);
      const docs = await mod.openaiResponsesToolResult({ call_id: "d", name: "docs", arguments: "{}" });
      expect(docs.output[0]).toEqual({ type: "input_text", text: "[resource link: guide.md <file:///docs/guide.md> (text/markdown, The guide)]" });
      expect(docs.output[2]).toMatchObject({ type: "input_file", filename: "data.bin" });
      expect(bytesOf(docs.output[2].file_data.replace(/^data:application\/octet-stream;base64,/, ""))).toEqual(BLOB_BYTES);
    });

    it("OpenAI Responses and Chat: audio, which neither takes in a tool result, is a note saying what was left out", async () => {
      const responses = await mod.openaiResponsesToolResult({ call_id: "a", name: "chime", arguments: "{}" });
      expect(responses.output).toEqual([{ type: "input_text", text: "[audio (audio/wav, 48002 bytes) left out: the OpenAI Responses API takes no such audio in a tool result]" }]);
      const chat = await mod.openaiToolResult({ id: "c", function: { name: "chart", arguments: '{"title":"Q3"}' } });
      expect(chat.content).toBe('Chart: Q3\n[image (image/png, 70001 bytes) left out: OpenAI Chat Completions takes no such image in a tool result]\n{"title":"Q3","points":[1,2,3]}');
    });

    it("Anthropic: an image block (byte-exact), audio as a note, an embedded text as text", async () => {
      const snap = await mod.anthropicToolResult({ type: "tool_use", id: "t", name: "snapshot", input: {} });
      expect(snap.content[0].type).toBe("image");
      expect(snap.content[0].source.media_type).toBe("image/png");
      expect(bytesOf(snap.content[0].source.data)).toEqual(PNG_BYTES);
      const chime = await mod.anthropicToolResult({ type: "tool_use", id: "a", name: "chime", input: {} });
      expect(chime.content).toEqual([{ type: "text", text: "[audio (audio/wav, 48002 bytes) left out: Anthropic takes no such audio in a tool result]" }]);
      const docs = await mod.anthropicToolResult({ type: "tool_use", id: "d", name: "docs", input: {} });
      expect(docs.content.map((b: { type: string }) => b.type)).toEqual(["text", "text", "text"]);
      expect(docs.content[1].text).toBe("Notes.");
    });

    it("Gemini: an image as an inline part (byte-exact), the other items as the output text", async () => {
      const chart = await mod.geminiToolResult({ name: "chart", args: { title: "Q3" } });
      expect(chart.functionResponse.response).toEqual({ output: 'Chart: Q3\n{"title":"Q3","points":[1,2,3]}' });
      expect(chart.functionResponse.parts).toHaveLength(1);
      expect(chart.functionResponse.parts[0].inlineData.mimeType).toBe("image/png");
      expect(bytesOf(chart.functionResponse.parts[0].inlineData.data)).toEqual(PNG_BYTES);
      const chime = await mod.geminiToolResult({ name: "chime", args: {} });
      expect(chime.functionResponse).toEqual({ name: "chime", response: { output: "[audio (audio/wav, 48002 bytes) left out: Gemini takes no such audio in a tool result]" } });
    });
  });
});
