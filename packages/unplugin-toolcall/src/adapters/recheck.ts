/**
 * How long after a file's last watch event it is compared with the disk
 * again. chokidar (the watcher of Vite, Rollup and Vite's dev server) reports
 * a change of a path and then drops every other change of it for 50 ms, with
 * no event at the end of that window: the last write of a quick burst (a
 * formatter fixing on save, an agent applying two edits, `git checkout`) may
 * never be reported. By the end of the window that write is on disk; the
 * margin covers the time between chokidar's event and its handling here.
 */
export const RECHECK_MS = 100;

/**
 * Calls `check(file)` once a reported file has had no event for `delayMs`
 * (each new event of the file starts its wait again), so a write the
 * watcher dropped is found once the file is quiet.
 */
export function createRecheck(check: (file: string) => void, delayMs = RECHECK_MS) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    schedule(file: string): void {
      clearTimeout(timers.get(file));
      const timer = setTimeout(() => {
        timers.delete(file);
        check(file);
      }, delayMs);
      // A pending check must not keep a process alive that is done with its server.
      timer.unref?.();
      timers.set(file, timer);
    },
    /** Drops the pending checks (the server is closing). */
    close(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
