/**
 * `sample` and `elicit` of a `ToolCall` (docs/mcp.md, "Asking the client"):
 * both go through the one `clientRequest` sink of `DispatchOptions`, which
 * the surface gives where its transport carries requests to the client (the
 * MCP handler over stdio, or HTTP with sessions). What comes back is read
 * here, the same for every surface: an elicitation's accepted content is
 * checked against the form's schema, derived at build time from the
 * `ToolCall<Form>` type argument, before the function sees it.
 */
import { checker, type CheckResult } from "./check/index.js";
import type { CallSignal, ElicitForm } from "./tool-call.js";

/** One content block of a sampling message, as MCP's `sampling/createMessage` carries it. */
export type SamplingContent = { type: "text"; text: string } | { type: "image"; data: string; mimeType: string } | { type: "audio"; data: string; mimeType: string };

export interface SamplingMessage {
  role: "user" | "assistant";
  content: SamplingContent;
}

/** The params of `sampling/createMessage`; `maxTokens` defaults to 1,000 (MCP requires one). */
export interface SampleRequest {
  messages: SamplingMessage[];
  maxTokens?: number;
  systemPrompt?: string;
  temperature?: number;
  stopSequences?: string[];
  includeContext?: "none" | "thisServer" | "allServers";
  modelPreferences?: {
    hints?: { name?: string }[];
    costPriority?: number;
    speedPriority?: number;
    intelligencePriority?: number;
  };
  metadata?: Record<string, unknown>;
}

/** The client's completion; `text` is its content's text ("" for an image or audio answer). */
export interface SampleResult {
  role: "user" | "assistant";
  content: SamplingContent;
  model: string;
  stopReason?: string;
  text: string;
}

/** What the user did with a form: filled it (`content`, checked against the form), declined, or dismissed it. */
export type ElicitResult<Form> = { action: "accept"; content: Form } | { action: "decline" } | { action: "cancel" };

/**
 * Why a request to the client failed: `unavailable`, the caller cannot
 * carry one (stateless HTTP, no sink, a client that did not declare the
 * capability); `refused`, the client answered with an error; `invalid`, its
 * answer does not fit what was asked; `ended`, the call ended first.
 */
export class ClientRequestError extends Error {
  override readonly name = "ClientRequestError";
  constructor(
    readonly reason: "unavailable" | "refused" | "invalid" | "ended",
    message: string,
  ) {
    super(message);
  }
}

export type Ask = (method: string, params: Record<string, unknown>) => Promise<unknown>;

const DEFAULT_MAX_TOKENS = 1000;

/** The call's way to ask: through the sink while the call runs, every failure a `ClientRequestError`. */
export function askClient(sink: ((method: string, params: Record<string, unknown>, signal: CallSignal) => Promise<unknown>) | undefined, signal: CallSignal, open: () => boolean): Ask {
  return async (method, params) => {
    if (!open() || signal.aborted) throw new ClientRequestError("ended", `The call has ended, so ${method} was not sent.`);
    if (sink === undefined) throw new ClientRequestError("unavailable", `This call cannot ask its client (${method}): its caller gave no way to (MCP over stdio, or over HTTP with sessions, does).`);
    try {
      return await sink(method, params, signal);
    } catch (error) {
      if (error instanceof ClientRequestError) throw error;
      if (signal.aborted) throw new ClientRequestError("ended", `The call ended while waiting for the client's answer to ${method}.`);
      throw new ClientRequestError("refused", `The client answered ${method} with an error: ${messageOf(error)}`);
    }
  };
}

export function sampleFrom(ask: Ask): (request: string | SampleRequest) => Promise<SampleResult> {
  return async (request) => {
    const given: SampleRequest = typeof request === "string" ? { messages: [{ role: "user", content: { type: "text", text: request } }] } : request;
    const result = (await ask("sampling/createMessage", { ...given, maxTokens: given.maxTokens ?? DEFAULT_MAX_TOKENS })) as Partial<SampleResult> | null;
    const content = result?.content as SamplingContent | undefined;
    if (result === null || typeof result !== "object" || content === null || typeof content !== "object" || typeof content.type !== "string") {
      throw new ClientRequestError("invalid", "The client's answer to sampling/createMessage has no content block.");
    }
    return { ...(result as SampleResult), text: content.type === "text" && typeof content.text === "string" ? content.text : "" };
  };
}

export function elicitFrom(ask: Ask, form: ElicitForm | undefined): (message: string) => Promise<ElicitResult<never>> {
  return async (message) => {
    if (form === undefined) throw new ClientRequestError("unavailable", "This tool has no form to ask for: type its parameter `ToolCall<Form>` with the form's type (docs/mcp.md).");
    const result = (await ask("elicitation/create", { message, requestedSchema: form.schema })) as { action?: unknown; content?: unknown } | null;
    const action = result !== null && typeof result === "object" ? result.action : undefined;
    if (action === "decline" || action === "cancel") return { action };
    if (action !== "accept") throw new ClientRequestError("invalid", `The client's answer to elicitation/create has no known action (accept, decline or cancel).`);
    const content = result!.content ?? {};
    const checked = content !== null && typeof content === "object" && !Array.isArray(content) ? form.validate(content as Record<string, unknown>) : undefined;
    if (checked === undefined || !checked.ok) throw new ClientRequestError("invalid", `The user's answer does not fit the form: ${problems(checked)}.`);
    return { action: "accept", content: checked.value as never };
  };
}

/** A form from the build's JSON texts: the schema sent to the client, and the validation schema its answer is checked against. */
export function elicitForm(requested: string, validation: string): ElicitForm {
  let schema: Record<string, unknown> | undefined;
  const validate = checker(validation);
  return {
    get schema() {
      return (schema ??= JSON.parse(requested) as Record<string, unknown>);
    },
    validate,
  };
}

function problems(checked: CheckResult | undefined): string {
  if (checked === undefined) return "expected an object";
  if (checked.ok) return "";
  if ("refused" in checked) return `${checked.refused.path.join(".") || "(the answer)"}: expected plain JSON data, found ${checked.refused.problem}`;
  return checked.issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join("; ");
}

function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return "(unreadable)";
  }
}
