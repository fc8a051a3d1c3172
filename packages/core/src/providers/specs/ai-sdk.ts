import { RICH_CARRIED } from "@toolcall/runtime";
import { warnRichFallback } from "../rich-fallback.js";
import type { ProviderSpec } from "../spec.js";

/** The Vercel AI SDK: no view of its own (its tools carry the plain JSON Schema), one adapter, and the rich parts its model output has no place for. */
export const aiSdk = {
  label: "AI SDK",
  parsedArguments: "the AI SDK (a tool call's `input`)",
  views: [],
  toolRules(tool, warn) {
    warnRichFallback(tool, warn, "TC_PROVIDER_AI_SDK_RICH_RESULT", [["The AI SDK", RICH_CARRIED.aiSdk]]);
  },
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
