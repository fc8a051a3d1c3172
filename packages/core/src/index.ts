export * from "./model/index.js";
export { Extractor, mayDeclareTools, type ExtractorOptions } from "./extract/index.js";
export { publicSchema } from "./providers/schema-walk.js";
export { DIAGNOSTIC_CODES, type DiagnosticCode } from "./model/diagnostic-codes.js";
export { emitDispatch, emitDispatchPart, emitDispatchIndex, type EmitDispatchOptions } from "./codegen/dispatch.js";
export { checkProviders, buildProviderViews, PROVIDER_DIAGNOSTIC_CODES, type ProviderViews } from "./providers/index.js";
export { emitProviders, type EmitProvidersOptions } from "./codegen/views.js";
export { providersDeclarations } from "./codegen/views-dts.js";
export { ToolProject, formatDiagnostic, type ToolcallOptions, type ProjectOptions, type FileEvent } from "./project.js";
export {
  generateModule,
  generateIndex,
  generatePart,
  generatePrelude,
  sortByName,
  functionRef,
  PART_ID_PREFIX,
  type GenerateModuleOptions,
} from "./codegen/module.js";
export { generateDts, generateClientDts, DTS_HEADER, type GenerateDtsOptions } from "./codegen/dts.js";
export { DEFAULT_INCLUDE, defaultExcludes } from "./setup/default-include.js";
export { findDtsLocation, tsconfigsInForce, covers, DTS_FILE_NAME, type TsconfigScope } from "./setup/dts-location.js";
