// Wrong use of `virtual:tools`: every line whose comment starts with "error:" must be a type
// error, and no other line may be (types.test.ts checks both).
import { dispatch, type ToolName } from "virtual:tools";

export async function misuse(): Promise<void> {
  await dispatch("no_such_tool", "{}"); // error: not a tool name
  await dispatch("helper", "{}"); // error: `@tool false` keeps it out
  await dispatch("notATool", "{}"); // error: untagged export

  const forecast = await dispatch("forecast", '{"city":"Oslo"}');
  forecast.value; // error: `value` exists only once `ok` is checked
  if (forecast.ok) {
    const days: string = forecast.value.days; // error: days is a number
    forecast.value.humidity; // error: not in the result
    void days;
  }

  const sum = await dispatch("slow_sum", "{}");
  if (sum.ok) sum.value.toUpperCase(); // error: the value is a number

  const name: ToolName = "resetCounter"; // error: the export name, not the tool name
  void name;
}
