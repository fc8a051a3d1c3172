// Misuse of `virtual:tools/ui`: each line with an "error" comment must be a type
// error, and no other line.
import { toolApp } from "virtual:tools/ui";

export async function misusePage(): Promise<void> {
  const page = toolApp("forecast");
  toolApp("forcast"); // error: no such tool
  page.onInput((args) => args.town); // error: the tool takes no `town`
  page.onInput((args) => args.days.toFixed()); // error: `days` may be absent
  page.onResult((result) => (result.ok ? result.value.temperature : 0)); // error: the result has no `temperature`
  await page.callServerTool("forecast", { town: "Oslo" }); // error: a wrong field
  await page.callServerTool("forecast", { city: 42 }); // error: a wrong type
  await page.callServerTool("forecast", {}); // error: `city` is required
}
