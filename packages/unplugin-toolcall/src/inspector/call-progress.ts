/// <reference lib="dom" />
/**
 * A try-it call in flight: reading the dev server's answer line by line as
 * it streams (try-call.ts: a progress report or a log entry per line, the
 * result last), and what the result panel shows meanwhile (a progress bar
 * with `done of total` and the message, the log so far, a Cancel button).
 * Runs in the browser: `page.ts` inlines this function's source text, so
 * it uses nothing from outside its own body.
 */
export function inspectorProgress(esc: (text: string) => string, id: (tool: string, part: string) => string) {
  interface Progress {
    done: number;
    total?: number;
    message?: string;
  }
  interface LogEntry {
    level: string;
    message: string;
    data?: unknown;
  }
  /** One running call, as the page keeps it. */
  interface Running {
    callId: string;
    progress?: Progress;
    logs: LogEntry[];
    cancelling: boolean;
  }

  /** Calls `each` with every JSON line of the streamed body; resolves with the last one (the result). */
  async function readLines(response: Response, each: (line: Record<string, unknown>) => void): Promise<Record<string, unknown>> {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = "";
    let last: Record<string, unknown> = { error: "the dev server sent no result" };
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffered += value;
      const lines = buffered.split("\n");
      buffered = done ? "" : lines.pop()!;
      for (const text of lines) {
        if (!text.trim()) continue;
        last = JSON.parse(text) as Record<string, unknown>;
        each(last);
      }
      if (done) return last;
    }
  }

  function renderLog(entry: LogEntry): string {
    const data = entry.data === undefined ? "" : ` <code>${esc(JSON.stringify(entry.data))}</code>`;
    return `<li class="log ${esc(entry.level)}"><span class="level">${esc(entry.level)}</span> ${esc(entry.message)}${data}</li>`;
  }

  /** The bar, the count and the message. Without a total the amount of work is unknown: an indeterminate bar, and the count alone. */
  function status(tool: string, p: Progress | undefined): string {
    if (!p) return '<progress aria-label="Running"></progress> <span class="muted">running…</span>';
    const bar = `<progress ${p.total === undefined ? "" : `max="${p.total}" value="${p.done}"`} aria-label="Progress of ${esc(tool)}"></progress>`;
    return `${bar} <span class="done">${p.done}${p.total === undefined ? "" : ` of ${p.total}`}</span>${p.message ? ` <span class="progress-message">${esc(p.message)}</span>` : ""}`;
  }

  function render(tool: string, run: Running): string {
    return `<div class="running" data-call="${esc(run.callId)}"><div class="progress-line"><span class="progress-status">${status(tool, run.progress)}</span>
  <button type="button" class="cancel" id="${id(tool, "cancel")}"${run.cancelling ? ' aria-disabled="true"' : ""}>${run.cancelling ? "Cancelling…" : "Cancel"}</button></div>
  <ul class="call-log" aria-label="Log of ${esc(tool)}"${run.logs.length ? "" : " hidden"}>${run.logs.map(renderLog).join("")}</ul></div>`;
  }

  /**
   * Shows RUN in REGION, the tool's result panel: in place when it already shows the call, so the Cancel button
   * (and the keyboard focus on it) stays while reports stream in.
   */
  function update(region: HTMLElement, tool: string, run: Running): void {
    const shown = region.querySelector<HTMLElement>(".running");
    if (shown?.dataset.call !== run.callId) {
      region.innerHTML = render(tool, run);
      return;
    }
    shown.querySelector(".progress-status")!.innerHTML = status(tool, run.progress);
    const log = shown.querySelector<HTMLElement>(".call-log")!;
    log.innerHTML = run.logs.map(renderLog).join("");
    log.hidden = run.logs.length === 0;
    const cancel = shown.querySelector<HTMLElement>("button.cancel")!;
    // aria-disabled, not disabled: a disabled button would drop the focus.
    if (run.cancelling) cancel.setAttribute("aria-disabled", "true");
    cancel.textContent = run.cancelling ? "Cancelling…" : "Cancel";
  }

  return { readLines, render, update, renderLog };
}

export type InspectorProgress = ReturnType<typeof inspectorProgress>;
