export { checkProviders, PER_REQUEST_PROVIDER_CODES, PROVIDER_DIAGNOSTIC_CODES, WARNING_ONLY_PROVIDER_CODES } from "./check.js";
export { buildProviderViews, toolViews, viewSource, type ProviderViews, type PublicToolEntry } from "./views.js";
export { toolDescription } from "./describe.js";
export { CALL_SAMPLES, PROVIDERS, PROVIDER_EXPORTS, PROVIDER_TABS, type ProviderTab } from "./specs/index.js";
export { EXPORT_SECTIONS, type CallSample, type ExportSection, type ModuleExport, type ProviderExport, type ProviderSpec, type RequestLimit, type SpecView } from "./spec.js";
