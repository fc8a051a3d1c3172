import { formats } from "@toolcall/runtime";

/**
 * The string formats that `dispatch` checks: the names of @toolcall/runtime's
 * `formats`, so the two cannot drift. A `format` outside this list would be
 * an annotation only, so the build warns about it (`TC_UNKNOWN_FORMAT`).
 */
export const CHECKED_FORMATS: ReadonlySet<string> = new Set(Object.keys(formats));
