/**
 * The one polling loop of the suite. Watchers, dev servers and child
 * processes report a change after a short, unknown delay, so a test asks
 * again until the answer comes or a bound runs out. The bound guards against
 * a hang and measures nothing: the suite shares two cores with other work.
 */

/** How long a poll waits by default: generous, since every tier shares the machine. */
export const POLL_TIMEOUT_MS = 30_000;

/** Thrown by a probe to stop polling at once (say, the server it asks has exited). */
export class GiveUp extends Error {}

export interface PollOptions {
  /** The bound (default POLL_TIMEOUT_MS). */
  timeoutMs?: number;
  /**
   * The pause between two asks (default 100 ms). Not shorter, and not
   * starting shorter: a Vite dev server asked every few milliseconds has a
   * load of `virtual:tools` in flight when the watcher reports an edit, and
   * Vite's SSR module runner can then keep what that load evaluated from the
   * old text until the next edit (seen in test/bundlers/vite-dev.test.ts and
   * test/devtools/broken-file.test.ts at 2 and 25 ms, never at 100).
   */
  everyMs?: number;
}

/**
 * Calls `probe` until it returns a value other than `undefined`, and returns
 * that value. A probe that throws is asked again (a file caught mid-write,
 * a port not yet open), except with `GiveUp`. When the bound runs out the
 * error names `what` (a function is called then, to describe the last
 * state) and carries the last error the probe threw.
 */
export async function poll<T>(what: string | (() => string), probe: () => T | undefined | Promise<T | undefined>, options: PollOptions = {}): Promise<T> {
  const { timeoutMs = POLL_TIMEOUT_MS, everyMs = 100 } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
      lastError = undefined;
    } catch (error) {
      if (error instanceof GiveUp) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  const description = typeof what === "function" ? what() : what;
  const last = lastError === undefined ? "" : `; the last ask failed: ${lastError instanceof Error ? lastError.message : String(lastError)}`;
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${description}${last}`, { cause: lastError });
}
