export * from "./model/index.js";
export { Extractor, type ExtractorOptions } from "./extract/index.js";
export { KINDS, KIND_NAMES, kindOf, onlyTools, type DeclarationKind, type KindSpec } from "./model/kinds.js";
export { mayDeclareTools, TOOL_MODULE_HINT, TOOL_TAG, USE_TOOLS } from "./model/tool-module.js";
export { findUseToolsDirective, toolDeclaration, type DirectiveRange } from "./extract/directive.js";
export { publicSchema } from "./providers/schema-walk.js";
export { DIAGNOSTIC_CODES, type DiagnosticCode, type ExtractDiagnosticCode, type ProviderDiagnosticCode } from "./model/diagnostic-codes.js";
export { checkProviders, buildProviderViews, PROVIDER_DIAGNOSTIC_CODES, CALL_SAMPLES, PROVIDERS, PROVIDER_TABS, type CallSample, type ProviderTab, type ProviderViews } from "./providers/index.js";
export { providersDeclarations } from "./codegen/dts.js";
export { schemaExports, toolRecordsSource, uniqueEntrySchemas } from "./codegen/views.js";
export { toolViews, viewSource } from "./providers/views.js";
export { validationSchema } from "./codegen/validation-schema.js";
export { generateUiModule, UI_MODULE_ID } from "./codegen/ui-module.js";
export { framer } from "./extract/diagnostic-sink.js";
export { ToolProject, formatDiagnostic, sameDiagnostics, resolveOptions, type ProjectOptions, type ResolvedOptions, type FileEvent } from "./project.js";
export { OPTION_DEFAULTS, type ToolcallOptions } from "./model/options.js";
export {
  VIRTUAL_ID,
  RESOLVED_PREFIX,
  RESOLVED_VIRTUAL_ID,
  VIRTUAL_MODULE_KINDS,
  VIRTUAL_ID_PATTERN,
  ANY_VIRTUAL_ID_PATTERN,
  RESOLVED_ID_PATTERN,
  virtualIdPrefix,
  virtualModuleKind,
  isSharedModuleId,
  uiPageId,
  uiPageTool,
  type VirtualModuleKind,
} from "./model/virtual-ids.js";
export {
  generateIndex,
  generatePart,
  sortByName,
  functionRef,
  type GenerateModuleOptions,
} from "./codegen/module.js";
export { generateDts, generateClientDts, DTS_HEADER, type GenerateDtsOptions } from "./codegen/dts.js";
export { defaultExcludes } from "./project/default-include.js";
export { findDtsLocation, tsconfigsInForce, covers, DTS_FILE_NAME, type TsconfigScope } from "./project/dts-location.js";
