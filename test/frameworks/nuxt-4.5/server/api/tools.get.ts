import { dispatch, tools } from "virtual:tools";

export default defineEventHandler(async () => {
  const sample = await dispatch("forecast", { city: "Lisbon" });
  // Typed by the generated declaration file: `value.city` is a string.
  return { tools: tools.map((t) => t.name), city: sample.ok ? sample.value.city : null };
});
