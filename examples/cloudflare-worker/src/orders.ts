/**
 * Look up an order by its id. Ids are 64-bit: beyond 2^53 a JS number would
 * round them, so the parameter and the result are bigints.
 * @tool get_order
 */
export function getOrder(id: bigint): { id: bigint; status: "open" | "shipped" } {
  return { id, status: id % 2n === 0n ? "shipped" : "open" };
}
