export * from "./model.js";
export { Extractor, mayDeclareTools, publicSchema, type ExtractorOptions } from "./extract/index.js";
export { DIAGNOSTIC_CODES, type DiagnosticCode } from "./diagnostics/codes.js";
export { emitDispatch, emitDispatchPart, emitDispatchIndex, type EmitDispatchOptions } from "./codegen/dispatch.js";
export {
  emitProviders,
  checkProviders,
  buildProviderViews,
  providersDeclarations,
  PROVIDER_DIAGNOSTIC_CODES,
  type EmitProvidersOptions,
  type ProviderViews,
} from "./providers/index.js";
export { ToolProject, formatDiagnostic, DEFAULT_INCLUDE, type ToolcallOptions, type ProjectOptions, type FileEvent } from "./project.js";
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
