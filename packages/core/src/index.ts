export * from "./model.js";
export { Extractor, mayDeclareTools, publicSchema, type ExtractorOptions } from "./extract/index.js";
export { emitDispatch, type EmitDispatchOptions } from "./codegen/dispatch.js";
export { emitProviders, checkProviders, type EmitProvidersOptions } from "./providers/index.js";
export { ToolProject, formatDiagnostic, type ToolcallOptions, type ProjectOptions, type FileEvent } from "./project.js";
