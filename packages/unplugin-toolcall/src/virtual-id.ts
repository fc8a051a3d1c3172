/** What user code imports. */
export const VIRTUAL_ID = "virtual:tools";
/**
 * The resolved id. The `\0` prefix tells Rollup-family bundlers (and other
 * plugins) that no file backs it; unplugin maps it to an in-memory file for
 * webpack and rspack.
 */
export const RESOLVED_VIRTUAL_ID = "\0" + VIRTUAL_ID;

/** Bundlers hand over ids with a query, a hash or backslashes; compare clean absolute paths. */
export function cleanId(id: string): string {
  return id.replace(/[?#].*$/, "").replace(/\\/g, "/");
}
