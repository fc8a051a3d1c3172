// Compiled by types.test.ts with tsc: every provider view and result helper
// of `virtual:tools` (as declared by core's providersDeclarations) must be
// assignable to the official SDK types. No code here runs.
import type { Tool as AnthropicTool, ToolResultBlockParam, ToolUseBlock } from "@anthropic-ai/sdk/resources/messages";
import type { FunctionCall, FunctionDeclaration, FunctionResponse, Part, Tool as GeminiTool } from "@google/genai";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import * as mcpTypes from "@modelcontextprotocol/sdk/types.js";
import type { CallToolRequest, CallToolResult, Tool as McpTool } from "@modelcontextprotocol/sdk/types.js";
import { jsonSchema, tool, type Tool, type ToolSet } from "ai";
import { Agent, tool as agentsTool, type Tool as AgentsTool } from "@openai/agents";
import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionTool,
  ChatCompletionToolMessageParam,
} from "openai/resources/chat/completions";
import type { FunctionTool, ResponseFunctionToolCall, ResponseInputItem } from "openai/resources/responses/responses";
// The module as its declaration file types it: every export used below is one of its provider views or result helpers.
import * as virtualTools from "virtual:tools";
import * as runtime from "../../../packages/runtime/src/index.js";

export const chat: ChatCompletionTool[] = virtualTools.openaiTools();
export const chatStrict: ChatCompletionTool[] = virtualTools.openaiTools({ strict: true, api: "chat" });
export const responses: FunctionTool[] = virtualTools.openaiTools({ api: "responses" });
export const responsesStrict: FunctionTool[] = virtualTools.openaiTools({ api: "responses", strict: true });
export const anthropic: AnthropicTool[] = virtualTools.anthropicTools();
export const anthropicStrict: AnthropicTool[] = virtualTools.anthropicTools({ strict: true });
export const gemini: GeminiTool[] = virtualTools.geminiTools();
export const declaration: FunctionDeclaration = virtualTools.geminiTools()[0].functionDeclarations[0];
export const mcp: McpTool[] = virtualTools.mcpTools();
export const aiTools: ToolSet = virtualTools.aiSdkTools({ tool, jsonSchema });
export const agentsTools: AgentsTool[] = virtualTools.openaiAgentsTools({ tool: agentsTool });
export const agentsStrictTools: AgentsTool[] = virtualTools.openaiAgentsTools({ tool: agentsTool }, { strict: true, context: (runContext) => runContext.context });
export const agent = new Agent({ name: "typed", tools: virtualTools.openaiAgentsTools({ tool: agentsTool }) });

export async function results(
  chatCall: ChatCompletionMessageFunctionToolCall,
  item: ResponseFunctionToolCall,
  block: ToolUseBlock,
  call: FunctionCall,
  part: Part,
  request: CallToolRequest,
) {
  const chatMessage: ChatCompletionToolMessageParam = await virtualTools.openaiToolResult(chatCall);
  const output: ResponseInputItem.FunctionCallOutput = await virtualTools.openaiResponsesToolResult(item);
  const toolResult: ToolResultBlockParam = await virtualTools.anthropicToolResult(block);
  const geminiPart: Part = await virtualTools.geminiToolResult(call);
  const fromPart: Part = await virtualTools.geminiToolResult(part);
  const functionResponse: FunctionResponse = (await virtualTools.geminiToolResult(call)).functionResponse;
  const callResult: CallToolResult = await virtualTools.mcpToolResult(request.params);
  virtualTools.registerMcpTools(new McpServer({ name: "tools", version: "1.0.0" }), mcpTypes);
  virtualTools.registerMcpTools(new Server({ name: "tools", version: "1.0.0" }, { capabilities: { tools: {} } }), mcpTypes, { context: (extra) => extra.authInfo });
  return [chatMessage, output, toolResult, geminiPart, fromPart, functionResponse, callResult];
}

// The runtime's own signatures take the same SDK objects.
export async function runtimeSide(dispatch: runtime.Dispatch, views: runtime.ViewTable, chatCall: ChatCompletionMessageFunctionToolCall, block: ToolUseBlock, item: ResponseFunctionToolCall, call: FunctionCall) {
  const chatMessage: ChatCompletionToolMessageParam = await runtime.openaiChatToolResult(dispatch, chatCall);
  const toolResult: ToolResultBlockParam = await runtime.anthropicToolResult(dispatch, block);
  const output: ResponseInputItem.FunctionCallOutput = await runtime.openaiResponsesToolResult(dispatch, item);
  const geminiPart: Part = await runtime.geminiToolResult(dispatch, call);
  const anthropicViews: AnthropicTool[] = runtime.anthropicToolsView(views);
  const mcpViews: McpTool[] = runtime.mcpToolsView(views);
  const geminiViews: GeminiTool[] = runtime.geminiToolsView(views);
  return [chatMessage, toolResult, output, geminiPart, anthropicViews, mcpViews, geminiViews];
}

// Rich results: each MCP content block toolcall writes is one of the SDK's, and
// what a rich tool's `toModelOutput` returns is the AI SDK's own tool result output.
export function richShapes(block: runtime.McpContentBlock, output: runtime.AiSdkToolOutput) {
  const content: CallToolResult["content"][number] = block;
  const modelOutput: Awaited<ReturnType<NonNullable<Tool["toModelOutput"]>>> = output;
  return [content, modelOutput];
}
