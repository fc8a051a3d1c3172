/**
 * Every provider of `virtual:tools`, in the order its rules, views and
 * exports are listed. Adding one is a file here and its line below (and its
 * runtime side: docs/architecture.md, "A new provider").
 */
import { declaredSignature } from "../declared-signature.js";
import { EXPORT_SECTIONS, type CallSample, type ModuleExport, type ProviderSpec } from "../spec.js";
import { aiSdk } from "./ai-sdk.js";
import { anthropic } from "./anthropic.js";
import { gemini } from "./gemini.js";
import { mcp } from "./mcp.js";
import { openai } from "./openai.js";
import { openaiAgents } from "./openai-agents.js";

export const PROVIDERS = [openai, anthropic, gemini, mcp, aiSdk, openaiAgents] as const satisfies readonly ProviderSpec[];

const SPECS: readonly ProviderSpec[] = PROVIDERS;

/** Every export the providers add to `virtual:tools`: section by section, each in `PROVIDERS` order. */
export const PROVIDER_EXPORTS: readonly ModuleExport[] = EXPORT_SECTIONS.flatMap((section) =>
  SPECS.flatMap((provider) => provider.exports.filter((e) => e.section === section)),
).map((e) => ({ ...e, ...declaredSignature(e.declaration) }));

type SpecViewOf = (typeof PROVIDERS)[number]["views"][number];
/** A view the developer tools show: its key of `ProviderViews` and the name they show it by (`openai-strict`...). */
export type ProviderTab = Extract<SpecViewOf, { tab: string }>;

/** Every view the developer tools show, in `PROVIDERS` order. */
export const PROVIDER_TABS: readonly ProviderTab[] = PROVIDERS.flatMap((provider): readonly SpecViewOf[] => provider.views).filter(
  (v): v is ProviderTab => "tab" in v,
);

/** The tool calls the inspector copies, in `PROVIDERS` order. */
export const CALL_SAMPLES: readonly CallSample[] = SPECS.flatMap((provider) => (provider.callSample ? [provider.callSample] : []));
