// The page of the `forecast` tool: it shows the tool's result as a table and
// can ask the server again through the host. `toolApp("forecast")` types the
// input, the result and the call by the tool's own signature.
import { toolApp, type PageResult } from "virtual:tools/ui";
import type { Forecast } from "./tools.js";

const page = toolApp("forecast");
const $ = (id: string) => document.getElementById(id)!;
let city = "";

function show(result: PageResult<Forecast>): void {
  $("error").textContent = result.ok ? "" : result.message;
  if (!result.ok) return;
  city = result.value.city;
  $("city").textContent = `${result.value.city}: ${result.value.days.length} days`;
  $("rows").replaceChildren(
    ...result.value.days.map((d) => {
      const row = document.createElement("tr");
      for (const cell of [d.day, d.high, d.low]) row.append(Object.assign(document.createElement("td"), { textContent: String(cell) }));
      return row;
    }),
  );
}

page.onInput((args) => {
  city = args.city;
  if (args.days !== undefined) ($("days") as HTMLInputElement).value = String(args.days);
});
page.onResult(show);
// A button, not a form: hosts' sandboxes need not allow form submission.
$("again").addEventListener("click", async () => {
  show(await page.callServerTool("forecast", { city, days: Number(($("days") as HTMLInputElement).value) }));
});
await page.connect();
