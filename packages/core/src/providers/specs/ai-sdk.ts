import type { ProviderSpec } from "../spec.js";

/** The Vercel AI SDK: no view or rule of its own (its tools carry the plain JSON Schema), one adapter. */
export const aiSdk = {
  label: "AI SDK",
  parsedArguments: "the AI SDK (a tool call's `input`)",
  views: [],
  exports: [
    {
      section: "serving",
      runtime: "aiSdkTools",
      reads: ["views", "dispatch"],
      doc: 'Vercel AI SDK tool set: `aiSdkTools({ tool, jsonSchema })` with both from "ai".',
      declaration: `
  /**
   * A Vercel AI SDK tool set: \`aiSdkTools({ tool, jsonSchema })\` with both imported from "ai".
   * \`opts.context(options)\` makes the tool's ctx from the SDK's tool execution options (\`toolCallId\`, \`abortSignal\`...).
   */
  export function aiSdkTools<TTool>(
    ai: { tool: (definition: any) => TTool; jsonSchema: (schema: any) => unknown },
    opts?: { context?: (options: any) => unknown },
  ): { [name in ToolName]: TTool };
`,
    },
  ],
} as const satisfies ProviderSpec;
