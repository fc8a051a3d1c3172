"use tools";
import type { ToolCall, ToolContext } from "unplugin-toolcall/types";

/** Echo the text back. */
export function echo(text: string): string {
  return text;
}

/** Who the server was started as. */
export function whoami(ctx: ToolContext<{ user: string }>): string {
  return ctx.user;
}

/** Logs to stdout the ways tools and libraries do, then answers. */
export function noisy(): string {
  console.log("noisy: console.log from a tool");
  process.stdout.write("noisy: process.stdout.write from a tool\n");
  return "done";
}

/** Leaves a timer running, as a tool with a connection pool or a poller would. */
export function linger(): string {
  setInterval(() => {}, 60_000);
  return "lingering";
}

/** Waits until the call is cancelled, and says so on stderr. */
export function wait(call: ToolCall): Promise<string> {
  return new Promise((resolve) =>
    call.signal.addEventListener("abort", () => {
      console.error(`wait: stopped (${String(call.signal.reason)})`);
      resolve("stopped");
    }),
  );
}

/** Logs at two levels and reports two steps of progress, then answers. */
export function report(call: ToolCall): string {
  call.log.debug("details");
  call.log.info("step one");
  call.progress(1, 2, "one");
  call.progress(2, 2, "two");
  return "reported";
}
