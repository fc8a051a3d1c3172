export * from "./model.js";
export { Extractor, mayDeclareTools, publicSchema, type ExtractorOptions } from "./extract/index.js";
export { emitDispatch, type EmitDispatchOptions } from "./codegen/dispatch.js";
export { emitProviders, checkProviders, type EmitProvidersOptions } from "./providers/index.js";
