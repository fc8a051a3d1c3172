// Correct use of `virtual:tools` as typed by the generated declaration file
// of test/fixtures/basic: must compile without errors.
import {
  anthropicTools,
  dispatch,
  geminiTools,
  mcpTools,
  openaiTools,
  tools,
  type ToolName,
  type ToolResult,
} from "virtual:tools";

export async function useTools(): Promise<void> {
  const forecast = await dispatch("forecast", '{"city":"Oslo"}');
  if (forecast.ok) {
    const city: string = forecast.value.city;
    const days: number = forecast.value.days;
    const unit: "c" | "f" = forecast.value.unit;
    void [city, days, unit];
  } else {
    const code: "unknown_tool" | "invalid_json" | "invalid_arguments" | "tool_failed" | "cancelled" | "timeout" = forecast.error.code;
    const message: string = forecast.error.message;
    void [code, message];
  }

  // Promise<Int> is unwrapped: the value is a number.
  const sum = await dispatch("slow_sum", { a: 1, b: 2 });
  if (sum.ok) sum.value.toFixed(0);

  // A context argument; a string result.
  const greeting = await dispatch("whoami", { greeting: "hi" }, { user: "ada" });
  if (greeting.ok) greeting.value.toUpperCase();

  // A @tool-tagged export under its @tool name.
  const reset = await dispatch("reset_counter", '{"name":"visits"}');
  if (reset.ok) reset.value.count.toFixed(0);

  // A name known only at run time (what a model sends) is accepted; its value is unknown.
  const fromModel: string = "forecast";
  const anyTool: ToolResult<unknown> = await dispatch(fromModel, "{}");
  void anyTool;

  const names: ToolName[] = tools.map((t) => t.name);
  const every: ToolName[] = [
    "bigint_echo", "bounded", "explode", "forecast", "int_echo", "number_echo", "reset_counter",
    "schedule", "search", "ship", "slow_sum", "whoami", "wire_echo",
  ];
  void [names, every, openaiTools({ strict: true }), openaiTools({ api: "responses" }), anthropicTools(), geminiTools(), mcpTools()];
}
