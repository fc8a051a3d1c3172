import type { ProviderSpec } from "../spec.js";

/**
 * The OpenAI Agents SDK (`@openai/agents`): no view of its own (its tools
 * carry OpenAI's schemas, plain or strict), one adapter. Its tool results
 * are text, so rich parts become notes there as in Chat Completions.
 */
export const openaiAgents = {
  label: "OpenAI Agents SDK",
  parsedArguments: "the OpenAI Agents SDK (a function tool's input)",
  views: [],
  exports: [
    {
      section: "serving",
      runtime: "openaiAgentsTools",
      reads: ["views", "dispatch"],
      doc: 'OpenAI Agents SDK tools: `openaiAgentsTools({ tool })` with `tool` from "@openai/agents".',
      declaration: `
  /**
   * OpenAI Agents SDK tools: \`openaiAgentsTools({ tool })\` with \`tool\` imported from "@openai/agents".
   * \`@needsApproval\` becomes \`needsApproval: true\`; the run's abort signal and the call id reach the function.
   * \`opts.strict\` sends OpenAI's strict schemas; \`opts.context(runContext, details)\` makes the tool's ctx.
   */
  export function openaiAgentsTools<TTool>(
    agents: { tool: (definition: any) => TTool },
    opts?: { strict?: boolean; context?: (runContext: any, details: any) => unknown },
  ): TTool[];
`,
    },
  ],
} as const satisfies ProviderSpec;
