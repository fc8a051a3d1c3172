import type { ToolProgress } from "../tool-call.js";

/** A preliminary result of a running call: its latest progress report. */
export interface AiSdkProgressResult {
  progress: ToolProgress;
}

/**
 * The AI SDK's preliminary results (an `execute` that returns an async
 * iterable: every value but the last is preliminary, shown while the tool
 * runs and never sent to the model; the last is the result). `run` starts the
 * call with a sink for its progress; each report is yielded as
 * `{ progress }` in order, then the value, or the call's error is thrown.
 * Reports that arrive after the value are dropped (dispatch drops them too).
 */
export async function* withPreliminaryResults<T>(run: (onProgress: (progress: ToolProgress) => void) => Promise<T>): AsyncGenerator<AiSdkProgressResult | T> {
  const queue: ToolProgress[] = [];
  let wake: (() => void) | undefined;
  let outcome: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  const settled = run((progress) => {
    queue.push(progress);
    wake?.();
  }).then(
    (value) => void (outcome = { ok: true, value }),
    (error: unknown) => void (outcome = { ok: false, error }),
  );
  void settled.then(() => wake?.());
  for (;;) {
    while (queue.length > 0) yield { progress: queue.shift()! };
    if (outcome !== undefined) break;
    await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
  }
  const end = outcome as { ok: true; value: T } | { ok: false; error: unknown };
  if (!end.ok) throw end.error;
  yield end.value;
}
