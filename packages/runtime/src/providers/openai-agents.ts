import type { Dispatch } from "../dispatch.js";
import type { DispatchOptions } from "../tool-call.js";
import type { ViewTable } from "../views/table.js";
import { cloneJson } from "./json.js";
import { textOutcome } from "./openai.js";
import { safeDispatch } from "./results.js";
import type { ObjectSchema } from "./types.js";

/** The OpenAI Agents SDK's tool factory (`import { tool } from "@openai/agents"`). */
export interface OpenAIAgentsFactories<TTool> {
  tool: (definition: any) => TTool;
}

export interface OpenAIAgentsToolsOptions {
  /** Send OpenAI's strict schemas (`strict: true`; docs/virtual-module.md); the plain schemas with `strict: false` otherwise. */
  strict?: boolean;
  /** `ctx` for dispatch, from the SDK's run context and call details (`runContext.context`, `details.toolCall`...). */
  context?: (runContext: unknown, details: unknown) => unknown;
}

/**
 * OpenAI Agents SDK tools (`new Agent({ tools })`), one `tool()` per tool:
 * the OpenAI schema, `execute` through dispatch (which validates and
 * coerces), `needsApproval` from `@needsApproval` (the run stops with an
 * interruption until the call is approved or rejected). The call's abort
 * signal is the SDK's (`details.signal`, fired by the run's `signal`), its id
 * the function call's `callId`, and the tool's `@timeout` is dispatch's, so
 * a deadline answers `timeout` as everywhere else. A failed call is returned
 * as the text OpenAI's result helpers write (`Error (<code>): <message>`),
 * not thrown: the SDK would replace a thrown message with a generic one.
 * `@openai/agents` is passed in, never imported here.
 */
export function openaiAgentsTools<TTool>(
  views: ViewTable,
  dispatch: Dispatch,
  agents: OpenAIAgentsFactories<TTool>,
  opts?: OpenAIAgentsToolsOptions,
): TTool[] {
  if (!agents || typeof agents.tool !== "function") throw new TypeError('openaiAgentsTools({ tool }): pass `tool` from "@openai/agents".');
  const strict = opts?.strict === true;
  return views.list(strict ? "openaiStrict" : "openai").map((view, i) =>
    agents.tool({
      name: view.name,
      description: view.description,
      parameters: cloneJson(view.parameters) as ObjectSchema,
      strict,
      execute: async (input: unknown, runContext?: unknown, details?: unknown) => {
        const ctx = opts?.context ? opts.context(runContext, details) : undefined;
        const result = await safeDispatch(dispatch, view.name, input, ctx, callOptions(details));
        return textOutcome(result, "the OpenAI Agents SDK");
      },
      ...(views.needsApproval(i) ? { needsApproval: true } : {}),
    }),
  );
}

/** The SDK's call details as dispatch's options: its abort signal and the function call's id. */
function callOptions(details: unknown): DispatchOptions | undefined {
  if (details === null || typeof details !== "object") return undefined;
  const { signal, toolCall } = details as { signal?: unknown; toolCall?: { callId?: unknown } };
  const out: DispatchOptions = {};
  if (signal !== null && typeof signal === "object") out.signal = signal as DispatchOptions["signal"];
  const callId = toolCall !== null && typeof toolCall === "object" ? toolCall.callId : undefined;
  if (typeof callId === "string") out.callId = callId;
  return out;
}
