"use tools";
// The conformance suite's everything-server (@modelcontextprotocol/conformance,
// server scenarios), as plain functions: each tool is named and answers as its
// scenario asks; the resources and prompts are in content.ts. What cannot be
// expressed yet (logging, progress, sampling, elicitation) is missing here
// and listed, with the reason, in ../conformance-expected-failures.yml.
import { audio, embeddedResource, image, type AudioContent, type EmbeddedResource, type ImageContent } from "unplugin-toolcall/types";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Returns a fixed text (scenario tools-call-simple-text). */
export function test_simple_text(): string {
  return "This is a simple text response for testing.";
}

/** Always fails, so the client sees `isError: true` with this message (scenario tools-call-error). */
export function test_error_handling(): string {
  throw new Error("This tool intentionally returns an error for testing");
}

/**
 * A street address. MCP's view writes a named type once, under `$defs` by
 * its declared name, and the suite looks for `$defs.address`: hence the
 * lower-case name.
 */
// biome-ignore lint/style/useNamingConvention: the conformance suite names this `$defs` entry `address`.
export interface address {
  street?: string;
  city?: string;
}

/**
 * Takes a name and an address (scenario json-schema-2020-12, which looks for
 * `$schema`, `$defs` and `additionalProperties` in the listed schema).
 */
export function json_schema_2020_12_tool(name?: string, address?: address): string {
  return `${name ?? "someone"} at ${address?.street ?? "?"}, ${address?.city ?? "?"}`;
}

/** Works for about 100 ms (scenario tools-call-with-logging; its log messages need the per-call context). */
export async function test_tool_with_logging(): Promise<string> {
  await wait(50);
  await wait(50);
  return "Tool execution completed";
}

/** Works for about 100 ms (scenario tools-call-with-progress; its progress notifications need the per-call context). */
export async function test_tool_with_progress(): Promise<string> {
  await wait(50);
  await wait(50);
  return "Progress test completed";
}

/** Answers after a short wait (scenario server-sse-polling calls it over an event stream). */
export async function test_reconnection(): Promise<string> {
  await wait(100);
  return "Reconnection test completed";
}

// A 1x1 red PNG and a 1-sample silent WAV: the smallest real files of each kind.
const RED_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
const SILENT_WAV = "UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQIAAAAAAA==";

/** Returns a 1x1 red PNG (scenario tools-call-image). */
export function test_image_content(): ImageContent {
  return image(RED_PIXEL_PNG, "image/png");
}

/** Returns a short silent WAV (scenario tools-call-audio). */
export function test_audio_content(): AudioContent {
  return audio(SILENT_WAV, "audio/wav");
}

/** Returns a resource's text inside the result (scenario tools-call-embedded-resource). */
export function test_embedded_resource(): EmbeddedResource {
  return embeddedResource({ uri: "test://embedded-resource", mimeType: "text/plain", text: "This is an embedded resource content." });
}

/** Returns text, an image and a resource in one result (scenario tools-call-mixed-content). */
export function test_multiple_content_types(): (string | ImageContent | EmbeddedResource)[] {
  return [
    "Multiple content types test:",
    image(RED_PIXEL_PNG, "image/png"),
    embeddedResource({ uri: "test://mixed-content-resource", mimeType: "application/json", text: JSON.stringify({ test: "data", value: 123 }) }),
  ];
}
