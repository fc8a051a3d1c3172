// The ids of `virtual:tools` and its modules are core's table
// (model/virtual-ids.ts): the filters below are built from it.
export { ANY_VIRTUAL_ID_PATTERN, RESOLVED_ID_PATTERN, RESOLVED_PREFIX, RESOLVED_VIRTUAL_ID, VIRTUAL_ID, VIRTUAL_ID_PATTERN } from "@toolcall/core";

/** Bundlers hand over ids with a query, a hash or backslashes; compare clean absolute paths. */
export function cleanId(id: string): string {
  return id.replace(/[?#].*$/, "").replace(/\\/g, "/");
}
