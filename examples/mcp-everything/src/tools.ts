"use tools";
// The conformance suite's everything-server (@modelcontextprotocol/conformance,
// server scenarios), as plain functions: each tool is named and answers as its
// scenario asks. What main cannot express yet (rich content, logging,
// progress, sampling, elicitation, resources, prompts) is missing here and
// listed, with the reason, in ../conformance-expected-failures.yml.

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Returns a fixed text (scenario tools-call-simple-text). */
export function test_simple_text(): string {
  return "This is a simple text response for testing.";
}

/** Always fails, so the client sees `isError: true` with this message (scenario tools-call-error). */
export function test_error_handling(): string {
  throw new Error("This tool intentionally returns an error for testing");
}

/** A street address, named so the schema can share it. */
export interface Address {
  street?: string;
  city?: string;
}

/**
 * Takes a name and an address (scenario json-schema-2020-12, which looks for
 * `$schema`, `$defs` and `additionalProperties` in the listed schema).
 */
export function json_schema_2020_12_tool(name?: string, address?: Address): string {
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
