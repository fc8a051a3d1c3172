import type { CheckedTool } from "../checked-tool.js";
import type { ProviderSpec, Warn } from "../spec.js";

/** Its code, for the strict policy: it stays a warning (see check.ts). */
export const PARSED_BIGINT_CODE = "TC_PROVIDER_PARSED_BIGINT";

/**
 * A rule several providers share, reported once per tool rather than once
 * per provider: a `bigint` a model sends as a JSON number keeps every digit
 * only where toolcall reads the JSON text (OpenAI's `arguments`,
 * `mcpHandler`); the SDKs that name `parsedArguments` parse it with
 * `JSON.parse` first, so a value beyond 2^53-1 reaches dispatch rounded and
 * is refused. `Wire<"string">` makes it a decimal string, exact everywhere.
 */
export function parsedBigintRule(tool: CheckedTool, specs: readonly ProviderSpec[], warn: Warn): void {
  const paths = tool.numericBigints;
  const parsers = specs.flatMap((spec) => (spec.parsedArguments === undefined ? [] : [spec.parsedArguments]));
  if (paths.length === 0 || parsers.length === 0) return;
  const one = paths.length === 1;
  warn(
    PARSED_BIGINT_CODE,
    `${paths.join(", ")} ${one ? "is a `bigint`" : "are `bigint`s"} sent as a JSON number: ${listed(parsers)} parse the arguments first, so beyond 2^53-1 ${one ? "it arrives" : "they arrive"} rounded and the call is refused; if one of them serves this tool, declare ${one ? "it" : "them"} \`bigint & Wire<"string">\` (OpenAI and \`mcpHandler\` keep every digit either way).`,
  );
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
