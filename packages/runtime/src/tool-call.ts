/**
 * The life of one call beyond its arguments: what `dispatch`'s options say
 * (`signal`, `timeoutMs`, the call's id, where progress and logs go) and the
 * `ToolCall` a function receives when one of its parameters is typed so
 * (docs/declaring-tools.md). Every surface (the MCP handler, the AI SDK
 * adapter, a loop of one's own) plugs in through `DispatchOptions`, so a
 * tool declares cancellation, progress and logging once. Requests to the
 * caller's client (sampling, elicitation: docs/mcp.md) join the same way:
 * `sample` and `elicit` here, one `clientRequest` sink in the options
 * (client-request.ts builds them).
 */
import type { ToolChecker } from "./check/index.js";
import { askClient, elicitFrom, sampleFrom, type ElicitResult, type SampleRequest, type SampleResult } from "./client-request.js";

/**
 * `AbortSignal` and `AbortController` as the compiling project declares them
 * (DOM, @types/node, Workers types), and `never` where it declares none, as
 * mcp/fetch-types.ts does for `Request`: these declarations then compile in
 * a project with `lib: ["ES2022"]` and no `types`.
 */
export type CallSignal = typeof globalThis extends { AbortSignal: { prototype: infer T } } ? T : never;
export type CallController = typeof globalThis extends { AbortController: { prototype: infer T } } ? T : never;

/** MCP's log levels (RFC 5424's), least severe first. */
export type ToolLogLevel = "debug" | "info" | "notice" | "warning" | "error" | "critical" | "alert" | "emergency";

/** Every level, least severe first: a sink filters with `LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(minimum)`. */
export const LOG_LEVELS: readonly ToolLogLevel[] = ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"];

/** One progress report of a call: `done` of `total` (when known), with an optional note. */
export interface ToolProgress {
  done: number;
  total?: number;
  message?: string;
}

/** One log entry of a call. */
export interface ToolLogEntry {
  level: ToolLogLevel;
  message: string;
  data?: unknown;
}

/** A logger with one method per level: `log.info("fetched", { rows: 12 })`. */
export type ToolLogger = { readonly [L in ToolLogLevel]: (message: string, data?: unknown) => void };

/**
 * What a function receives in a parameter typed `ToolCall` (never part of
 * the schema). Its members are plain functions, so `{ signal, progress }:
 * ToolCall` destructures.
 */
export interface ToolCall<Form extends object = never> {
  /** The call's id: the caller's `callId` (MCP's request id, the AI SDK's `toolCallId`), else a fresh one. */
  readonly id: string;
  /** Fires when the caller cancels or the deadline passes; `dispatch` has answered by then, so stop and return. */
  readonly signal: CallSignal;
  /** Reports progress to the caller's `onProgress`; does nothing without one, or once the call has ended. */
  readonly progress: (done: number, total?: number, message?: string) => void;
  /** Logs to the caller's `onLog`; does nothing without one, or once the call has ended. */
  readonly log: ToolLogger;
  /**
   * Asks the client's model for a completion (MCP `sampling/createMessage`);
   * a string is one user message. Rejects with a `ClientRequestError` when
   * the caller cannot ask (no sink, stateless HTTP, a client without the
   * capability), the client refuses, or the call ends first.
   */
  readonly sample: (request: string | SampleRequest) => Promise<SampleResult>;
  /**
   * Asks the user to fill the form `Form`, the type argument of this
   * parameter (`call: ToolCall<Confirm>`): its schema is derived at build
   * time and sent as MCP `elicitation/create`'s `requestedSchema`, and an
   * accepted answer is checked against it before it is returned. Rejects
   * as `sample` does, and when the answer does not fit the form.
   */
  readonly elicit: (message: string) => Promise<ElicitResult<Form>>;
}

/** The fourth argument of `dispatch`: how this call may end early, and where what the function reports goes. */
export interface DispatchOptions {
  /** Cancels the call: refused before the function runs when already aborted, else `dispatch` answers `cancelled` at once. */
  signal?: CallSignal;
  /** A deadline in milliseconds; the earlier of it and the tool's own (`@timeout`, the plugin's `timeout`) applies. */
  timeoutMs?: number;
  /** The call's id as `ToolCall.id`. */
  callId?: string;
  /** Receives the function's progress reports while the call runs. */
  onProgress?: (progress: ToolProgress) => void;
  /** Receives the function's log entries while the call runs. */
  onLog?: (entry: ToolLogEntry) => void;
  /**
   * Sends a request to the caller's client (`sampling/createMessage`,
   * `elicitation/create`) and resolves with its result; rejects when it
   * cannot be sent or the client answers with an error. `signal` is the
   * call's: it aborts when the call ends. The MCP handler gives one where
   * its transport can carry requests; without one `sample` and `elicit` reject.
   */
  clientRequest?: (method: string, params: Record<string, unknown>, signal: CallSignal) => Promise<unknown>;
}

/** A tool's elicitation form (the type argument of its `ToolCall` parameter): the schema sent and the checker of the answer. */
export interface ElicitForm {
  readonly schema: Record<string, unknown>;
  readonly validate: ToolChecker;
}

/** `setTimeout` fires at once past 2^31-1 ms (about 24.8 days): longer is no deadline. */
const MAX_TIMER = 2 ** 31 - 1;

/** A deadline in ms, if `value` is one: a positive number a timer can hold. */
export function deadline(value: unknown): number | undefined {
  return typeof value === "number" && value > 0 && value <= MAX_TIMER ? value : undefined;
}

/** The earlier of two deadlines. */
export function earlier(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined || a <= b ? a : b;
}

let counter = 0;

/** A call id when the caller gave none: a UUID where the platform has one (Workers, Node 19+, browsers). */
function freshId(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return typeof crypto?.randomUUID === "function" ? crypto.randomUUID() : `call-${Date.now().toString(36)}-${(++counter).toString(36)}`;
}

/**
 * The `ToolCall` of one call. `open()` says whether the call is still
 * running: a report after `dispatch` answered is dropped, so no progress
 * reaches a caller (an MCP stream) after the result. A sink that throws is
 * the surface's fault, not the tool's: the report is dropped, the tool runs on.
 */
export function toolCall(signal: CallSignal, options: DispatchOptions | undefined, open: () => boolean, form?: ElicitForm): ToolCall {
  const id = typeof options?.callId === "string" ? options.callId : freshId();
  const onProgress = typeof options?.onProgress === "function" ? options.onProgress : undefined;
  const onLog = typeof options?.onLog === "function" ? options.onLog : undefined;
  const progress = (done: number, total?: number, message?: string) => {
    if (onProgress === undefined || !open()) return;
    const report: ToolProgress = { done };
    if (total !== undefined) report.total = total;
    if (message !== undefined) report.message = message;
    try {
      onProgress(report);
    } catch {
      // The sink's failure is not the call's.
    }
  };
  const log = {} as Record<ToolLogLevel, (message: string, data?: unknown) => void>;
  for (const level of LOG_LEVELS) {
    log[level] = (message, data) => {
      if (onLog === undefined || !open()) return;
      try {
        onLog(data === undefined ? { level, message } : { level, message, data });
      } catch {
        // As for progress.
      }
    };
  }
  const ask = askClient(typeof options?.clientRequest === "function" ? options.clientRequest : undefined, signal, open);
  return { id, signal, progress, log, sample: sampleFrom(ask), elicit: elicitFrom(ask, form) };
}

/** `30000` -> "30 s", `500` -> "500 ms", `120000` -> "2 min": a deadline as a model reads it. */
export function durationText(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Math.round(ms / 100) / 10} s`;
}
