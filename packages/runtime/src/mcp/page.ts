/** One page of a list method: `cursor` is the offset of its first item, as text (opaque to the client). */
import { INVALID_PARAMS } from "./protocol.js";
import { McpMethodError } from "./tools.js";

export function page<T>(all: readonly T[], cursor: unknown, pageSize: number): { items: T[]; nextCursor?: string } {
  let start = 0;
  if (cursor !== undefined) {
    if (typeof cursor !== "string" || !/^\d{1,9}$/.test(cursor) || Number(cursor) > all.length) {
      throw new McpMethodError(INVALID_PARAMS, "Invalid params: `cursor` is not one this server gave (list again without it)");
    }
    start = Number(cursor);
  }
  const end = Math.min(all.length, start + pageSize);
  // Copies, so a caller may change what it got.
  const items = all.slice(start, end).map((item) => structuredClone(item));
  return end < all.length ? { items, nextCursor: String(end) } : { items };
}
