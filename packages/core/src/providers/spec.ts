/**
 * What describes one provider (or one SDK adapter) of `virtual:tools`: its
 * views, its build-time rules and the exports it adds. Each provider is one
 * file of `specs/`, and `PROVIDERS` (`specs/index.ts`) lists them: the checks
 * (check.ts), the developer tools' views, the generated module and its
 * declaration file (codegen) iterate that list and name no provider.
 */
import type * as Runtime from "@toolcall/runtime";
import type { ViewName } from "@toolcall/runtime";
import type { ProviderDiagnosticCode } from "../model/diagnostic-codes.js";
import type { SourceLocation } from "../model/index.js";
import type { CheckedTool } from "./checked-tool.js";

export type { CheckedTool };

/**
 * Reports a broken rule at the tool being checked (`detail` is the message
 * after `Tool "name": `), or at `loc` in its source (its return type...).
 */
export type Warn = (code: ProviderDiagnosticCode, detail: string, loc?: SourceLocation) => void;

/**
 * A limit on one request rather than on one tool: the sum of `measure` over
 * the tools sent together. The build cannot know which tools an application
 * sends together, so it warns at the tool whose running sum (in the model's
 * order) first passes `limit`, and the warning stays one under `strict`.
 */
export interface RequestLimit {
  readonly code: ProviderDiagnosticCode;
  readonly limit: number;
  /** This tool's share (default 1: the limit counts tools). */
  readonly measure?: (tool: CheckedTool) => number;
  /** The message, given the running sum at this tool and the number of tools in the project. */
  readonly detail: (sum: number, toolCount: number) => string;
}

/**
 * One export of `virtual:tools`, a function that passes the module's view
 * table and/or its `dispatch`, then its own parameters, to a helper of
 * @toolcall/runtime. Its name and parameters are those of the function its
 * `declaration` declares (`declaredSignature`).
 */
export interface ProviderExport {
  /** Where it goes in the module: the tools exports, then the results, then the servers and adapters. */
  readonly section: ExportSection;
  /** The runtime helper it calls (checked by the compiler against the runtime's exports). */
  readonly runtime: keyof typeof Runtime;
  /** What of the module it passes first. */
  readonly reads: readonly ("views" | "dispatch" | "declared")[];
  /** Its JSDoc line in the generated module. */
  readonly doc: string;
  /**
   * Its declaration in `declare module "virtual:tools"`, with the types it
   * needs before it: self-contained (the project may resolve neither the
   * runtime nor any SDK), assignable to the SDK's own types (test/providers),
   * and may use `ToolName`, `ToolResult`, `JsonSchema`, `ObjectJsonSchema`,
   * `FetchRequest` and `FetchResponse`.
   * It declares one function (overloads included); the module's export takes
   * the parameters of its last signature.
   */
  readonly declaration: string;
}

/** A `ProviderExport` with the name and parameters its declaration gives it. */
export interface ModuleExport extends ProviderExport {
  readonly name: string;
  /** Passed on as they are, after what it `reads`. */
  readonly params: readonly string[];
}

export const EXPORT_SECTIONS = ["tools", "results", "serving"] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/**
 * One view of `VIEWS`; for one the developer tools show, the name they show
 * it by (the inspector's tab, `schema --view`) and the fields of a tool's
 * entry that hold its input and output schemas.
 */
export interface SpecView {
  readonly view: ViewName;
  readonly tab?: string;
  readonly input?: string;
  readonly output?: string;
}

/**
 * A provider's plain view and its strict one (`openai` and `openaiStrict`),
 * shown by the tabs `openai` and `openai-strict`, both holding the input
 * schema in the same field of a tool's entry.
 */
export function plainAndStrictViews<V extends string, I extends string>(view: V, input: I) {
  return [
    { view, tab: view, input },
    { view: `${view}Strict` as `${V}Strict`, tab: `${view}-strict` as `${V}-strict`, input },
  ] as const;
}

/**
 * A tool call as the provider's API carries it in a model's answer (the
 * inspector's copy button): JSON in which the strings `"$name"`,
 * `"$arguments"` and `"$argumentsText"` stand for the tool's name, the
 * arguments and their JSON text.
 */
export interface CallSample {
  readonly key: string;
  readonly label: string;
  readonly template: unknown;
}

/**
 * The names a provider's API accepts for a tool, and the code of the
 * warning at a tool whose name it does not (checked before `toolRules`).
 */
export interface ToolNameRule {
  readonly pattern: RegExp;
  readonly code: ProviderDiagnosticCode;
}

export interface ProviderSpec {
  /** As messages and docs name it. */
  readonly label: string;
  readonly toolName?: ToolNameRule;
  /** Its views (each a key of the runtime's `VIEWS`, owned by one provider). */
  readonly views: readonly SpecView[];
  /** What one tool breaks on its own; the result is kept per model object. */
  readonly toolRules?: (tool: CheckedTool, warn: Warn) => void;
  readonly requestLimits?: readonly RequestLimit[];
  /**
   * Where its SDK hands toolcall the arguments already parsed by
   * `JSON.parse` (so an integer beyond 2^53-1 arrives rounded), as the
   * `TC_PROVIDER_PARSED_BIGINT` warning names it; absent when toolcall reads
   * the JSON text itself.
   */
  readonly parsedArguments?: string;
  readonly exports: readonly ProviderExport[];
  readonly callSample?: CallSample;
}
