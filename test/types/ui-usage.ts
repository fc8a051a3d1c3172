// Correct use of `virtual:tools/ui` as typed by the generated declaration
// file of examples/mcp-app (its `forecast` tool has a page): must compile.
import { toolApp, type PageResult, type ToolInputs } from "virtual:tools/ui";

export async function usePage(): Promise<void> {
  const page = toolApp("forecast");
  page.onInput((args) => {
    const city: string = args.city;
    const days: number | undefined = args.days;
    void [city, days];
  });
  page.onResult((result) => {
    if (result.ok) {
      const city: string = result.value.city;
      const high: number | undefined = result.value.days[0]?.high;
      void [city, high];
    } else {
      const message: string = result.message;
      void message;
    }
  });
  const again: PageResult<{ city: string }> = await page.callServerTool("forecast", { city: "Oslo", days: 2 });
  const input: ToolInputs["forecast"] = { city: "Oslo" };
  void [again, input, page.app.getHostContext()];
  await page.connect();
}
