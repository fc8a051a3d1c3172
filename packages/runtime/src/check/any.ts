/** The check of an untyped place (`unknown`, `{}`): anything that is plain data. */
import type { Check } from "./context.js";
import { anyValue } from "./plain.js";

export const anyCheckFor: Check = (value, ctx, depth) => {
  ctx.visits++;
  return anyValue(value, ctx, depth);
};
