export { checkProviders, PER_REQUEST_PROVIDER_CODES, PROVIDER_DIAGNOSTIC_CODES } from "./check.js";
export { buildProviderViews, toolViews, viewSource, type ProviderViews, type PublicToolEntry } from "./views.js";
export { toolDescription } from "./describe.js";
