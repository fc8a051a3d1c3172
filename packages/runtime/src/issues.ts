/**
 * How an issue names things: a path as a model writes it (`days`, `to.zip`,
 * `items[2].qty`), values and names cut to a readable length, and the one
 * message of an `invalid_arguments` error that lists the issues.
 */
import { MAX_MESSAGE } from "./limits.js";
import { previewJson } from "./preview.js";
import type { ToolIssue } from "./result.js";

const MAX_SHOWN = 60;

/** Longest property name or path segment shown in a message. */
const MAX_SEGMENT = 64;
/** Longest path shown in a message; a deeper one keeps its start and end. */
const MAX_PATH = 200;

/** A value as a model would read it, cut to a readable length. */
export function shortValue(value: unknown): string {
  return previewJson(value, MAX_SHOWN);
}

/** A name from the input (a property, a tool), cut to a readable length. */
export function shortName(name: string): string {
  return name.length > MAX_SEGMENT ? name.slice(0, MAX_SEGMENT - 3) + "..." : name;
}

/** A path as a model writes it (`to.zip`, `items[2]`, `["odd key"]`), from its segments. */
export function pathText(segments: readonly (string | number)[]): string {
  let path = "";
  for (const seg of segments) {
    if (typeof seg === "number") path += `[${seg}]`;
    else path += IDENTIFIER.test(seg) ? (path ? "." : "") + shortName(seg) : `[${JSON.stringify(shortName(seg))}]`;
  }
  return path.length > MAX_PATH ? path.slice(0, MAX_PATH / 2 - 2) + "...." + path.slice(-(MAX_PATH / 2 - 2)) : path;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * One message naming every issue shown, then how many more there are; at
 * most `MAX_MESSAGE` characters. `partial`: validation stopped at its error
 * cap, so there may be more issues than counted.
 */
export function invalidArgumentsMessage(tool: string, issues: readonly ToolIssue[], more = 0, partial = false): string {
  let message = `Invalid arguments for tool \`${shortName(tool)}\`:`;
  let shown = 0;
  for (const i of issues) {
    const line = `\n- ${i.path || "(arguments)"}: ${i.message}`;
    if (message.length + line.length > MAX_MESSAGE - 40) break;
    message += line;
    shown++;
  }
  const rest = more + issues.length - shown;
  if (partial) message += `\n- and ${rest > 0 ? `at least ${rest} ` : ""}more issues (checking stopped early: fix these and call again)`;
  else if (rest > 0) message += `\n- and ${rest} more issue${rest === 1 ? "" : "s"}`;
  return message;
}
