/**
 * Index reads that may miss say what a miss means (`noUncheckedIndexedAccess`);
 * the shapes that recur get a name here.
 */

/** The element of a one-element list; `undefined` when it holds none or several (then the caller combines them). */
export function soleItem<T>(list: readonly T[]): T | undefined {
  return list.length === 1 ? list[0] : undefined;
}
