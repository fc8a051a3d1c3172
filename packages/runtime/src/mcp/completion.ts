/**
 * `completion/complete` for a prompt's arguments and a resource template's
 * variables: the values of a literal union or an enum that start with what
 * was typed, with no code; or what the function a `@complete arg fn` tag
 * names returns (given the typed text and the other arguments).
 */
import { errorMessage } from "../dispatch.js";
import type { Declared, DeclaredTable } from "./declared.js";
import { INTERNAL_ERROR, INVALID_PARAMS } from "./protocol.js";
import { listedValues } from "./text-arguments.js";
import { McpMethodError } from "./tools.js";
import { isShown, type Shown } from "./visibility.js";

/** MCP's limit on the values of one answer. */
const MAX_VALUES = 100;

export async function complete(table: DeclaredTable, params: Record<string, unknown>, shown: Shown): Promise<unknown> {
  const ref = (params.ref ?? {}) as { type?: unknown; name?: unknown; uri?: unknown };
  const argument = (params.argument ?? {}) as { name?: unknown; value?: unknown };
  const context = (params.context ?? {}) as { arguments?: unknown };
  if (typeof argument.name !== "string" || typeof argument.value !== "string") {
    throw new McpMethodError(INVALID_PARAMS, "Invalid params: `argument` must be { name: string, value: string }");
  }
  const found = target(table, ref, shown);
  const { inputSchema } = found.record.tool;
  const properties = (inputSchema.properties ?? {}) as Record<string, { [key: string]: unknown }>;
  if (!Object.hasOwn(properties, argument.name)) {
    throw new McpMethodError(INVALID_PARAMS, `Invalid params: \`${found.record.tool.name}\` has no argument \`${argument.name.slice(0, 100)}\``);
  }
  const typed = argument.value;
  let values: string[];
  const fn = found.entry.complete?.[argument.name];
  if (fn) {
    const others = context.arguments !== null && typeof context.arguments === "object" ? (context.arguments as Record<string, string>) : {};
    let answer: unknown;
    try {
      answer = await fn(typed, { ...others });
    } catch (error) {
      throw new McpMethodError(INTERNAL_ERROR, `Completing \`${argument.name}\` failed: ${errorMessage(error)}`);
    }
    if (!Array.isArray(answer)) throw new McpMethodError(INTERNAL_ERROR, `The completion function of \`${argument.name}\` returned no list of strings`);
    values = answer.map(String);
  } else values = listedValues(properties[argument.name], inputSchema).filter((v) => v.startsWith(typed));
  return { completion: { values: values.slice(0, MAX_VALUES), total: values.length, hasMore: values.length > MAX_VALUES } };
}

/** The prompt (`ref/prompt`) or resource template (`ref/resource`, by its URI template) asked about. */
function target(table: DeclaredTable, ref: { type?: unknown; name?: unknown; uri?: unknown }, shown: Shown): Declared {
  if (ref.type === "ref/prompt" && typeof ref.name === "string") {
    const found = table.byName.get(ref.name);
    if (found?.entry.kind === "prompt" && isShown(shown.prompt, found.record.tool.name)) return found;
  } else if (ref.type === "ref/resource" && typeof ref.uri === "string") {
    const found = table.matchers.find((m) => m.declared.entry.resource?.uri === ref.uri);
    if (found && isShown(shown.resource, found.declared.record.tool.name)) return found.declared;
  }
  throw new McpMethodError(INVALID_PARAMS, `Invalid params: no prompt or resource template is ${JSON.stringify(ref.name ?? ref.uri ?? null)?.slice(0, 200)}`);
}
