import { Unsendable, unsendableError } from "../result-budget.js";
import { cloneJson, jsonValueOf } from "./json.js";
import { errorText, safeDispatch } from "./results.js";
import { aiSdkModelOutput, aiSdkRichOutput } from "./ai-sdk-content.js";
import { withPreliminaryResults } from "./ai-sdk-progress.js";
import type { Dispatch } from "../dispatch.js";
import type { DispatchOptions } from "../tool-call.js";
import type { ObjectSchema } from "./types.js";
import type { ViewTable } from "../views/table.js";

/** The two factories of the Vercel AI SDK (`import { tool, jsonSchema } from "ai"`). */
export interface AiSdkFactories<TTool, TSchema> {
  tool: (definition: any) => TTool;
  jsonSchema: (schema: ObjectSchema) => TSchema;
}

export interface AiSdkToolsOptions {
  /** `ctx` for dispatch, from the SDK's tool execution options (`toolCallId`, `messages`, `abortSignal`...). */
  context?: (options: unknown) => unknown;
}

/**
 * What `execute` throws for a failed call. The AI SDK sends the model the
 * error's `message` (ai 6) or `String(error)` (ai 7); a plain Error's
 * `toString` prefixes its name, so the model would read "Error: Error
 * (invalid_arguments): ...". The text is the message alone either way.
 */
class ToolCallError extends Error {
  override name = "ToolCallError";
  override toString(): string {
    return this.message;
  }
}

/**
 * A Vercel AI SDK tool set (`generateText({ tools })`): each tool's
 * `inputSchema` is its OpenAI (non-strict) schema wrapped by `jsonSchema`, and
 * `execute` calls dispatch, which validates and coerces (the SDK does not
 * validate a `jsonSchema` without a validator). A failed call throws an Error
 * whose message is written for the model; the SDK sends it back as a tool
 * error. The value is returned as plain JSON data (bigint beyond 2^53 as a
 * string, Date as ISO text). `ai` is passed in, never imported here. The
 * SDK's `abortSignal` and `toolCallId` are the call's signal and id, so an
 * abort (or the SDK's timeout) ends the call at once with the function told.
 * A tool that receives a `ToolCall` answers through an async iterable: each
 * progress report is a preliminary result, `{ progress: { done, total?,
 * message? } }`, and the value comes last (ai-sdk-progress.ts).
 */
export function aiSdkTools<TTool, TSchema>(
  views: ViewTable,
  dispatch: Dispatch,
  ai: AiSdkFactories<TTool, TSchema>,
  opts?: AiSdkToolsOptions,
): Record<string, TTool> {
  if (!ai || typeof ai.tool !== "function" || typeof ai.jsonSchema !== "function") {
    throw new TypeError('aiSdkTools({ tool, jsonSchema }): pass both factories from "ai".');
  }
  const set: Record<string, TTool> = {};
  views.list("openai").forEach((view, i) => {
    const name = view.name;
    // A tool whose return type names rich parts sends them as the SDK's content parts (ai-sdk-content.ts).
    const rich = views.rich(i);
    // defineProperty: a tool named `__proto__` must stay a plain key.
    Object.defineProperty(set, name, { enumerable: true, configurable: true, writable: true, value: ai.tool({
      description: view.description,
      inputSchema: ai.jsonSchema(cloneJson(view.parameters)),
      execute: (input: unknown, options: unknown) => {
        const run = async (onProgress?: DispatchOptions["onProgress"]) => {
          const ctx = opts?.context ? opts.context(options) : undefined;
          const given = callOptions(options);
          const result = await safeDispatch(dispatch, name, input, ctx, onProgress ? { ...given, onProgress } : given);
          if (!result.ok) throw new ToolCallError(errorText(result.error));
          // A value that cannot be sent (docs/limits.md) is a tool error, as the AI SDK reports a throw.
          const value = rich ? aiSdkRichOutput(result.value) : jsonValueOf(result.value);
          if (value instanceof Unsendable) throw new ToolCallError(errorText(unsendableError(value.reason)));
          return value;
        };
        // A function that receives a `ToolCall` may report progress: the SDK streams each report as a preliminary result.
        return views.receivesCall(i) ? withPreliminaryResults(run) : run();
      },
      ...(rich ? { toModelOutput: aiSdkModelOutput } : {}),
      // `@needsApproval`: the SDK stops before `execute` and asks (docs/declaring-tools.md, "Approval").
      ...(views.needsApproval(i) ? { needsApproval: true } : {}),
    }) });
  });
  return set;
}

/** The SDK's execution options as dispatch's: its abort signal (whose reason says a timeout) and its tool call id. */
function callOptions(options: unknown): DispatchOptions | undefined {
  if (options === null || typeof options !== "object") return undefined;
  const { abortSignal, toolCallId } = options as { abortSignal?: unknown; toolCallId?: unknown };
  const out: DispatchOptions = {};
  if (abortSignal !== null && typeof abortSignal === "object") out.signal = abortSignal as DispatchOptions["signal"];
  if (typeof toolCallId === "string") out.callId = toolCallId;
  return out;
}
