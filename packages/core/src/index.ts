export * from "./model/index.js";
export { Extractor, mayDeclareTools, type ExtractorOptions } from "./extract/index.js";
export { publicSchema } from "./providers/schema-walk.js";
export { DIAGNOSTIC_CODES, type DiagnosticCode, type ExtractDiagnosticCode, type ProviderDiagnosticCode } from "./model/diagnostic-codes.js";
export { checkProviders, buildProviderViews, PROVIDER_DIAGNOSTIC_CODES, type ProviderViews } from "./providers/index.js";
export { providersDeclarations } from "./codegen/dts.js";
export { toolRecordsSource } from "./codegen/views.js";
export { toolViews, viewSource } from "./providers/views.js";
export { validationSchema } from "./codegen/validation-schema.js";
export { ToolProject, formatDiagnostic, sameDiagnostics, type ToolcallOptions, type ProjectOptions, type FileEvent } from "./project.js";
export {
  generateIndex,
  generatePart,
  sortByName,
  functionRef,
  PART_ID_PREFIX,
  type GenerateModuleOptions,
} from "./codegen/module.js";
export { generateDts, generateClientDts, DTS_HEADER, type GenerateDtsOptions } from "./codegen/dts.js";
export { DEFAULT_INCLUDE, defaultExcludes } from "./project/default-include.js";
export { findDtsLocation, tsconfigsInForce, covers, DTS_FILE_NAME, type TsconfigScope } from "./project/dts-location.js";
