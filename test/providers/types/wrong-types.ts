// Must NOT compile: types.test.ts expects tsc to report an error on each
// marked line, proving the SDK types are really checked.
import type { Tool as AnthropicTool, ToolResultBlockParam } from "@anthropic-ai/sdk/resources/messages";
import type { Tool as McpTool } from "@modelcontextprotocol/sdk/types.js";
import type { ChatCompletionToolMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import type { FunctionTool } from "openai/resources/responses/responses";
import { anthropicToolResult, anthropicTools, openaiToolResult, openaiTools, mcpTools } from "virtual:tools";

export const responsesAsChat: FunctionTool[] = openaiTools(); // WRONG: Chat tools are not Responses tools
export const chatAsAnthropic: AnthropicTool[] = openaiTools(); // WRONG: OpenAI tools are not Anthropic tools
export const anthropicAsMcp: McpTool[] = anthropicTools(); // WRONG: no inputSchema
export const mcpAsChat: ChatCompletionTool[] = mcpTools(); // WRONG: no type/function
export async function wrong() {
  const message: ChatCompletionToolMessageParam = await anthropicToolResult({ id: "x", name: "y", input: {} }); // WRONG
  const block: ToolResultBlockParam = await openaiToolResult({ id: "x", function: { name: "y", arguments: "{}" } }); // WRONG
  return [message, block];
}
