/**
 * MCP logging (docs/mcp.md, "Progress and logging"): `logging/setLevel`
 * sets the least severe level the client wants, and a tool's log entries
 * at or above it become `notifications/message`. Where the level lives:
 * with sessions, in the session's record (the store, so every handler
 * serving the session agrees; read as each request arrives, so a change
 * applies from the next request on); on a stdio connection, in the
 * connection; stateless,
 * nowhere, since no request knows the one before it: the handler's
 * `logLevel` option applies, and `logging/setLevel` is answered but
 * changes nothing.
 */
import { jsonTextOf } from "../json-text.js";
import { LOG_LEVELS, type ToolLogEntry, type ToolLogLevel } from "../tool-call.js";
import { INVALID_PARAMS } from "./protocol.js";
import { McpMethodError } from "./tools.js";

/** The level a client gets before it sets one (the `logLevel` option's default). */
export const DEFAULT_LOG_LEVEL: ToolLogLevel = "info";

/** Where one client's level is kept: read when its request arrives, so a call reads it without waiting. */
export interface LogLevelSetting {
  get(): ToolLogLevel;
  /** Keeps a new level (a session store may take a moment). */
  set(level: ToolLogLevel): void | Promise<void>;
}

export function isLogLevel(value: unknown): value is ToolLogLevel {
  return typeof value === "string" && (LOG_LEVELS as readonly string[]).includes(value);
}

/** A fixed level: stateless mode, where `set` has nowhere to keep it. */
export function fixedLogLevel(level: ToolLogLevel): LogLevelSetting {
  return { get: () => level, set: () => {} };
}

/** A level kept in a variable: a stdio connection's. */
export function ownLogLevel(initial: ToolLogLevel): LogLevelSetting {
  let level = initial;
  return { get: () => level, set: (next) => void (level = next) };
}

/** `logging/setLevel`: an unknown level is -32602, as MCP prescribes; the answer is `{}`, once the level is kept. */
export async function setLogLevel(params: Record<string, unknown>, setting: LogLevelSetting): Promise<Record<string, never>> {
  if (!isLogLevel(params.level)) {
    throw new McpMethodError(INVALID_PARAMS, `Invalid params: \`level\` must be one of ${LOG_LEVELS.join(", ")}`);
  }
  await setting.set(params.level);
  return {};
}

/** Whether an entry at `level` reaches a client that asked for `minimum` and above. */
export function logLevelPasses(level: ToolLogLevel, minimum: ToolLogLevel): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(minimum);
}

/**
 * A tool's log entry as MCP's `notifications/message`: `logger` is the
 * tool's name; `data` is the message alone, or `{ message, data }` when the
 * tool passed data. Data that cannot be written as JSON (a cycle, say)
 * becomes a note saying why, so the entry still arrives.
 */
export function logNotification(entry: ToolLogEntry, logger: string): unknown {
  let data: unknown = entry.message;
  if (entry.data !== undefined) {
    const text = jsonTextOf(entry.data);
    data = { message: entry.message, data: typeof text === "string" ? entry.data : `[unserializable value: ${text.reason}]` };
  }
  return { jsonrpc: "2.0", method: "notifications/message", params: { level: entry.level, logger, data } };
}
