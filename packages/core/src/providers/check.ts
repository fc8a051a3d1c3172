import type { Diagnostic, SourceLocation, ToolModel } from "../model/index.js";
import { PROVIDER_DIAGNOSTIC_CODES, type DiagnosticCode, type ProviderDiagnosticCode } from "../model/diagnostic-codes.js";
import { CheckedTool } from "./checked-tool.js";
import type { ProviderSpec, RequestLimit } from "./spec.js";
import { PROVIDERS } from "./specs/index.js";
import { PARSED_BIGINT_CODE, parsedBigintRule } from "./specs/parsed-arguments.js";

const SPECS: readonly ProviderSpec[] = PROVIDERS;

export { PROVIDER_DIAGNOSTIC_CODES, type ProviderDiagnosticCode };

/** Every provider's limits on one request, in `PROVIDERS` order. */
const REQUEST_LIMITS: readonly RequestLimit[] = SPECS.flatMap((provider) => provider.requestLimits ?? []);

/**
 * Limits on one request, not on one tool's schema: whether they bite depends
 * on which tools an application sends together, which the build cannot know.
 * They stay warnings under `strict`, so a project of 30 tools still builds.
 */
export const PER_REQUEST_PROVIDER_CODES: ReadonlySet<DiagnosticCode> = new Set<ProviderDiagnosticCode>(REQUEST_LIMITS.map((limit) => limit.code));

/**
 * The codes that stay warnings under `strict`: the per-request limits, and
 * a `bigint` that only some SDKs round, since whether it bites depends on
 * which SDK serves the tool, which the build cannot know either; and a rich
 * part a provider gets as a text note (the tool still works there, and a
 * project may never use that provider).
 */
export const WARNING_ONLY_PROVIDER_CODES: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>([
  ...PER_REQUEST_PROVIDER_CODES,
  PARSED_BIGINT_CODE,
  "TC_PROVIDER_OPENAI_RICH_RESULT",
  "TC_PROVIDER_ANTHROPIC_RICH_RESULT",
  "TC_PROVIDER_GEMINI_RICH_RESULT",
  "TC_PROVIDER_AI_SDK_RICH_RESULT",
]);

/**
 * Build-time compatibility diagnostics: a warning located at the tool for
 * each provider rule it breaks (the caller turns them into errors under
 * `strict`), each provider's rules in turn (`PROVIDERS`). Codes and rules:
 * `PROVIDER_DIAGNOSTIC_CODES`.
 */
export function checkProviders(tools: ToolModel[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const sums = REQUEST_LIMITS.map(() => 0);
  for (const model of tools) {
    const own = toolChecks(model);
    out.push(...own.diagnostics);
    REQUEST_LIMITS.forEach((limit, i) => {
      const before = sums[i]!;
      // Past its limit a sum is never read again, so the tools after are not measured (Anthropic's measures rewrite the schema).
      if (before > limit.limit) return;
      const after = before + own.measure(i);
      if (after > limit.limit) out.push(warning(model, limit.code, limit.detail(after, tools.length)));
      sums[i] = after;
    });
  }
  return out;
}

function warning(tool: ToolModel, code: ProviderDiagnosticCode, detail: string, loc: SourceLocation = tool.loc): Diagnostic {
  return { severity: "warning", code, message: `Tool "${tool.name}": ${detail} (${PROVIDER_DIAGNOSTIC_CODES[code]})`, loc };
}

/** What one tool breaks on its own, and its share of each request limit (by index in `REQUEST_LIMITS`), measured when first asked. */
interface ToolChecks {
  diagnostics: Diagnostic[];
  measure(limit: number): number;
}

/**
 * Per model object: the extractor returns the same object for an unchanged
 * tool, so a watch rebuild checks only the tools that changed.
 */
const checksByTool = new WeakMap<ToolModel, ToolChecks>();

function toolChecks(model: ToolModel): ToolChecks {
  const cached = checksByTool.get(model);
  if (cached) return cached;
  const tool = new CheckedTool(model);
  const diagnostics: Diagnostic[] = [];
  const warn = (code: ProviderDiagnosticCode, detail: string, loc?: SourceLocation) => diagnostics.push(warning(model, code, detail, loc));
  for (const provider of SPECS) {
    if (provider.toolName && !provider.toolName.pattern.test(tool.name)) warn(provider.toolName.code, `the name is not valid for ${provider.label}.`);
    provider.toolRules?.(tool, warn);
  }
  parsedBigintRule(tool, SPECS, warn);
  const measures: (number | undefined)[] = [];
  const result: ToolChecks = { diagnostics, measure: (i) => (measures[i] ??= REQUEST_LIMITS[i]!.measure?.(tool) ?? 1) };
  checksByTool.set(model, result);
  return result;
}
