/**
 * What a tool reports while it runs (its `ToolCall`'s `progress` and `log`)
 * as MCP notifications on the stream of the `tools/call` request
 * (docs/mcp.md, "Progress and logging"): `notifications/progress` when the
 * request carried `_meta.progressToken`, `notifications/message` for log
 * entries at or above the client's level. Nothing is sent where the request
 * has no stream (a client that accepts JSON only).
 */
import { LosslessNumber } from "../json-lossless.js";
import type { DispatchOptions, ToolProgress } from "../tool-call.js";
import { logLevelPasses, logNotification } from "./logging.js";
import type { MethodContext } from "./methods.js";
import type { ClientWriter } from "./client-requests.js";

type Reports = Pick<DispatchOptions, "onProgress" | "onLog">;

/** The sinks for one `tools/call`'s reports. */
export function callNotifications(context: MethodContext, params: Record<string, unknown>): Reports {
  const send = context.sendOnRequestStream;
  if (send === undefined) return {};
  const reports: Reports = {};
  const token = progressTokenOf(params);
  if (token !== undefined) reports.onProgress = progressNotifier(token, send);
  const logger = typeof params.name === "string" ? params.name : "tool";
  // The level is read at each entry: over stdio a client may change it while the call runs.
  reports.onLog = (entry) => {
    if (logLevelPasses(entry.level, context.logLevel.get())) send(logNotification(entry, logger));
  };
  return reports;
}

/** MCP's progress token: a string or an integer (one beyond 2^53 is echoed with every digit). */
export function progressTokenOf(params: Record<string, unknown>): string | number | LosslessNumber | undefined {
  const meta = params._meta;
  if (meta === null || typeof meta !== "object" || !Object.hasOwn(meta, "progressToken")) return undefined;
  const token = (meta as { progressToken?: unknown }).progressToken;
  return typeof token === "string" || (typeof token === "number" && Number.isInteger(token)) || token instanceof LosslessNumber ? token : undefined;
}

/**
 * `notifications/progress` for each report. MCP requires `progress` to
 * increase with each notification, so a report that does not move past
 * the last one sent (or is not a finite number) is dropped rather than sent
 * or made up; a `total` that is not a finite number is left out.
 */
export function progressNotifier(progressToken: string | number | LosslessNumber, send: ClientWriter | ((message: unknown) => void)): (report: ToolProgress) => void {
  let last = Number.NEGATIVE_INFINITY;
  return ({ done, total, message }) => {
    if (typeof done !== "number" || !Number.isFinite(done) || done <= last) return;
    last = done;
    const params: Record<string, unknown> = { progressToken, progress: done };
    if (typeof total === "number" && Number.isFinite(total)) params.total = total;
    if (typeof message === "string") params.message = message;
    send({ jsonrpc: "2.0", method: "notifications/progress", params });
  };
}
