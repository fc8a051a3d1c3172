// The conformance suite's resources and prompts, as tagged functions: each is
// named (URI or prompt name) and answers as its scenario asks.
import { embeddedResource, image, type PromptMessage } from "unplugin-toolcall/types";

// A 1x1 red PNG: the smallest real image.
const RED_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

/**
 * A fixed text (scenario resources-read-text).
 * @resource test://static-text
 * @mimeType text/plain
 */
export function staticText(): string {
  return "This is the content of the static text resource.";
}

/**
 * A 1x1 red PNG, sent as a base64 blob (scenario resources-read-binary).
 * @resource test://static-binary
 * @mimeType image/png
 */
export function staticBinary(): Uint8Array {
  return Uint8Array.from(atob(RED_PIXEL_PNG), (c) => c.charCodeAt(0));
}

/**
 * A resource the suite subscribes to (scenarios resources-subscribe and resources-unsubscribe).
 * @resource test://watched-resource
 * @mimeType text/plain
 */
export function watchedResource(): string {
  return "Watched resource content.";
}

/**
 * Data for an id taken from the URI (scenario resources-templates-read).
 * @resource test://template/{id}/data
 * @mimeType application/json
 */
export function templateData(id: string): string {
  return JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` });
}

/**
 * A prompt with no arguments (scenario prompts-get-simple).
 * @prompt
 */
export function test_simple_prompt(): string {
  return "This is a simple prompt for testing.";
}

/**
 * A prompt with two arguments (scenarios prompts-get-with-args and completion-complete).
 * @prompt
 * @param arg1 First test argument
 * @param arg2 Second test argument
 * @complete arg1 completeArg1
 */
export function test_prompt_with_arguments(arg1: string, arg2: string): string {
  return `Prompt with arguments: arg1='${arg1}', arg2='${arg2}'`;
}

/**
 * What `test_prompt_with_arguments`'s `arg1` completes to.
 * @tool false
 */
export function completeArg1(typed: string): string[] {
  return ["paris", "park", "party"].filter((value) => value.startsWith(typed));
}

/**
 * A prompt whose first message is an image (scenario prompts-get-with-image).
 * @prompt
 */
export function test_prompt_with_image(): PromptMessage[] {
  return [
    { role: "user", content: image(RED_PIXEL_PNG, "image/png") },
    { role: "user", content: "Please analyze the image above." },
  ];
}

/**
 * A prompt that hands over a resource's contents (scenario prompts-get-embedded-resource).
 * @prompt
 * @param resourceUri The URI of the resource to embed.
 */
export function test_prompt_with_embedded_resource(resourceUri: string): PromptMessage[] {
  return [
    { role: "user", content: embeddedResource({ uri: resourceUri, mimeType: "text/plain", text: "Embedded resource content for testing." }) },
    { role: "user", content: "Please process the embedded resource above." },
  ];
}
