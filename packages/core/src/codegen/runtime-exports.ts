/**
 * The names the generated code uses from @toolcall/runtime, checked against
 * what the runtime exports: renaming an export there fails the build here,
 * instead of a generated module that cannot load.
 */
import type * as Runtime from "@toolcall/runtime";

/** An export of @toolcall/runtime. */
export type RuntimeExport = keyof typeof Runtime;

/** `name`, once the compiler has checked that the runtime exports it. */
export function runtimeExport<const N extends RuntimeExport>(name: N): N {
  return name;
}
