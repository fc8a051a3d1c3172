"use tools";
// The conformance suite's everything-server (@modelcontextprotocol/conformance,
// server scenarios), as plain functions: each tool is named and answers as its
// scenario asks; the resources and prompts are in content.ts. A scenario it
// cannot pass would be listed, with the reason, in
// ../conformance-expected-failures.yml (none is today).
import { audio, embeddedResource, image, type AudioContent, type EmbeddedResource, type ImageContent, type Int, type ToolCall } from "unplugin-toolcall/types";

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

/** Logs three info messages about 50 ms apart while it works (scenario tools-call-with-logging). */
export async function test_tool_with_logging(call: ToolCall): Promise<string> {
  call.log.info("Tool execution started");
  await wait(50);
  call.log.info("Tool processing data");
  await wait(50);
  call.log.info("Tool execution completed");
  return "Tool execution completed";
}

/** Reports 0, 50 and 100 of 100 about 50 ms apart (scenario tools-call-with-progress). */
export async function test_tool_with_progress(call: ToolCall): Promise<string> {
  call.progress(0, 100);
  await wait(50);
  call.progress(50, 100);
  await wait(50);
  call.progress(100, 100);
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

/** Asks the client's model to answer `prompt` and returns what it said (scenario tools-call-sampling). */
export async function test_sampling(prompt: string, call: ToolCall): Promise<string> {
  const answer = await call.sample({ messages: [{ role: "user", content: { type: "text", text: prompt } }], maxTokens: 100 });
  return `LLM response: ${answer.text}`;
}

/** The user's details, as the elicitation scenario asks for them. */
export interface UserDetails {
  /** User's response */
  username: string;
  /** User's email address */
  email: string;
}

/** Shows the user `message` and asks for a name and an email (scenario tools-call-elicitation). */
export async function test_elicitation(message: string, call: ToolCall<UserDetails>): Promise<string> {
  const answer = await call.elicit(message);
  return `User response: action=${answer.action}${answer.action === "accept" ? `, content=${JSON.stringify(answer.content)}` : ""}`;
}

/** A form whose every field has a default (scenario elicitation-sep1034-defaults). */
export interface WithDefaults {
  /**
   * User name
   * @default "John Doe"
   */
  name?: string;
  /**
   * User age
   * @default 30
   */
  age?: Int;
  /**
   * User score
   * @default 95.5
   */
  score?: number;
  /**
   * User status
   * @default "active"
   */
  status?: "active" | "inactive" | "pending";
  /**
   * Verification status
   * @default true
   */
  verified?: boolean;
}

/** Asks for a form whose fields have defaults (scenario elicitation-sep1034-defaults). */
export async function test_elicitation_sep1034_defaults(call: ToolCall<WithDefaults>): Promise<string> {
  const answer = await call.elicit("Test client default value handling - please accept with defaults");
  return `Elicitation completed: action=${answer.action}, content=${JSON.stringify(answer.action === "accept" ? answer.content : {})}`;
}

/** Every enum form of SEP-1330, titled by `@option` tags (scenario elicitation-sep1330-enums). */
export interface EnumForms {
  /** Untitled single-select */
  untitledSingle?: "option1" | "option2" | "option3";
  /**
   * Titled single-select
   * @option value1 First Option
   * @option value2 Second Option
   * @option value3 Third Option
   */
  titledSingle?: "value1" | "value2" | "value3";
  /**
   * Legacy titled single-select (the deprecated `enumNames` form)
   * @option opt1 Option One
   * @option opt2 Option Two
   * @option opt3 Option Three
   * @enumNames
   */
  legacyEnum?: "opt1" | "opt2" | "opt3";
  /** Untitled multi-select */
  untitledMulti?: ("option1" | "option2" | "option3")[];
  /**
   * Titled multi-select
   * @option value1 First Choice
   * @option value2 Second Choice
   * @option value3 Third Choice
   */
  titledMulti?: ("value1" | "value2" | "value3")[];
}

/** Asks for a form with every enum form (scenario elicitation-sep1330-enums). */
export async function test_elicitation_sep1330_enums(call: ToolCall<EnumForms>): Promise<string> {
  const answer = await call.elicit("Test enum schema improvements - please select options");
  return `Elicitation completed: action=${answer.action}, content=${JSON.stringify(answer.action === "accept" ? answer.content : {})}`;
}
