/** What user code imports. */
export const VIRTUAL_ID = "virtual:tools";
/**
 * The resolved id. The `\0` prefix tells Rollup-family bundlers (and other
 * plugins) that no file backs it; unplugin maps it to an in-memory file for
 * webpack and rspack.
 */
export const RESOLVED_VIRTUAL_ID = "\0" + VIRTUAL_ID;

/**
 * `virtual:tools` is split: the index above imports one part per tool source
 * file, `virtual:tools/part/<hash>` (resolved with the same `\0` prefix), so
 * that an edit regenerates and re-transforms only its part and the index.
 * The parts import shared modules named by a hash of their content,
 * `virtual:tools/validator/<hash>`, `virtual:tools/schemas/<hash>` and
 * `virtual:tools/record/<hash>`.
 */
export const VIRTUAL_ID_PATTERN = /^virtual:tools(?:\/(?:part|validator|schemas|record)\/[0-9a-f]+)?$/;
/** The same, bare or resolved. */
export const ANY_VIRTUAL_ID_PATTERN = /^\0?virtual:tools(?:\/(?:part|validator|schemas|record)\/[0-9a-f]+)?$/;
/** Resolved ids only. */
export const RESOLVED_ID_PATTERN = /^\0virtual:tools(?:\/(?:part|validator|schemas|record)\/[0-9a-f]+)?$/;

/** Bundlers hand over ids with a query, a hash or backslashes; compare clean absolute paths. */
export function cleanId(id: string): string {
  return id.replace(/[?#].*$/, "").replace(/\\/g, "/");
}
