/// <reference lib="dom" />
/**
 * The cards of the resources, resource templates and prompts, and what MCP
 * answers when the page reads one or gets one. Runs in the browser: like
 * form.ts, `page.ts` inlines this function's source text and hands it to the
 * client, so it uses nothing from outside its own body.
 *
 * A card has a field per template variable or prompt argument (MCP sends
 * them as text), each with the values `completion/complete` suggests, and
 * a button that asks the server as an MCP client would; the answer is shown
 * as a client would show it: text as text, an image blob as the image,
 * another blob as its size and type, a prompt's messages with their roles,
 * an error with MCP's code and message. A tool's result shows its rich
 * parts the same way (`richParts`).
 */
import type { InspectorDeclared } from "./state.js";

export function inspectorDeclared(esc: (text: string) => string, id: (name: string, part: string) => string) {
  type Json = Record<string, unknown>;
  /** A JSON-RPC response, or the inspector's own `{ error }` when it could not ask. */
  type Answer = { result?: Json; error?: { code: number; message: string } | string };

  const isTemplate = (d: InspectorDeclared) => d.kind === "resource" && (d.uri ?? "").includes("{");
  const label = (d: InspectorDeclared) => (d.kind === "prompt" ? "prompt" : isTemplate(d) ? "resource template" : "resource");
  const key = (d: InspectorDeclared) => `${d.kind}:${d.name}`;

  /** The template with each variable's value percent-encoded in its place (RFC 6570 simple expansion). */
  function uriOf(template: string, values: Record<string, string>): string {
    return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? ""));
  }

  /** The MCP request the card's button sends, from the values typed in its fields. */
  function request(d: InspectorDeclared, values: Record<string, string>): { method: string; params: Json } {
    if (d.kind === "resource") return { method: "resources/read", params: { uri: uriOf(d.uri ?? "", values) } };
    // An argument left empty is not sent: MCP's way of leaving out an optional one.
    const args = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
    return { method: "prompts/get", params: { name: d.name, arguments: args } };
  }

  /** `completion/complete`'s reference to the card (a template by its URI template). */
  function completionRef(d: InspectorDeclared): Json {
    return d.kind === "prompt" ? { type: "ref/prompt", name: d.name } : { type: "ref/resource", uri: d.uri };
  }

  function render(d: InspectorDeclared, values: Record<string, string>, answer: Answer | undefined): string {
    const rows = d.parameters
      .map((p) => `<tr><td><code>${esc(p.name)}</code></td><td><code>${esc(p.type)}</code></td><td>${p.required ? "yes" : ""}</td><td>${esc(p.description ?? "")}</td></tr>`)
      .join("");
    const fields = d.parameters
      .map((p) => {
        const fid = id(key(d), `f-${p.name}`);
        const optional = p.required ? "" : ' <span class="muted">optional</span>';
        // The datalist is filled by completion/complete as the field is focused and typed in.
        return `<div class="field"><label for="${fid}">${esc(p.name)}${optional}</label><input type="text" id="${fid}" data-argument="${esc(p.name)}" list="${fid}-values" autocomplete="off" value="${esc(values[p.name] ?? "")}"><datalist id="${fid}-values"></datalist></div>`;
      })
      .join("");
    const shownUri = isTemplate(d) ? `<p class="muted">Reads <code class="read-uri">${esc(uriOf(d.uri!, values))}</code></p>` : "";
    const action = d.kind === "prompt" ? "Get prompt" : "Read resource";
    return `<section class="tool declared" id="${d.kind}-${esc(d.name)}" data-declared="${esc(key(d))}"><h2><span class="badge info">${label(d)}</span> ${esc(d.name)}</h2>
  <div class="head">${editorLinkOf(d)}</div>
  ${d.uri ? `<p><code class="uri">${esc(d.uri)}</code>${d.mimeType ? ` <span class="muted">${esc(d.mimeType)}</span>` : ""}</p>` : ""}
  <p class="description">${esc(d.description)}</p>
  ${rows ? `<div class="scroll"><table class="params"><thead><tr><th>${d.kind === "prompt" ? "argument" : "variable"}</th><th>type</th><th>required</th><th>description</th></tr></thead><tbody>${rows}</tbody></table></div>` : ""}
  <form class="ask" aria-label="${esc(action)} ${esc(d.name)}" novalidate>
    ${fields}${shownUri}
    <div class="actions"><button class="call" id="${id(key(d), "ask")}" type="submit">${action}</button></div>
    <div class="result-region" role="status" aria-live="polite">${answer ? renderAnswer(answer) : ""}</div>
  </form>
</section>`;
  }

  function editorLinkOf(d: InspectorDeclared): string {
    const place = d.place;
    return `<a class="source" href="/__open-in-editor?file=${encodeURIComponent(place.editor)}" title="Open in your editor">${esc(`${place.file}:${place.line}:${place.column}`)}</a>`;
  }

  function renderAnswer(answer: Answer): string {
    if (typeof answer.error === "string") return `<pre class="result error">${esc(answer.error)}</pre>`;
    if (answer.error) return `<pre class="result error">MCP error ${answer.error.code}: ${esc(answer.error.message)}</pre>`;
    const result = answer.result ?? {};
    if (Array.isArray(result.contents)) return `<div class="answer ok">${(result.contents as Json[]).map(resourceContent).join("")}</div>`;
    if (Array.isArray(result.messages)) {
      const messages = (result.messages as { role: string; content: Json }[]).map(
        (m) => `<li class="message"><span class="badge ${m.role === "assistant" ? "ok" : "info"} role">${esc(String(m.role))}</span>${messageContent(m.content)}</li>`,
      );
      return `<ol class="messages answer ok">${messages.join("")}</ol>`;
    }
    return `<pre class="result ok">${esc(JSON.stringify(result, null, 2))}</pre>`;
  }

  /** One item of `resources/read`'s `contents`. */
  function resourceContent(c: Json): string {
    const mime = String(c.mimeType ?? "");
    const head = `<p class="muted"><code>${esc(String(c.uri ?? ""))}</code> ${esc(mime)}</p>`;
    if (typeof c.text === "string") return `${head}<pre class="result ok">${esc(c.text)}</pre>`;
    if (typeof c.blob === "string") return head + blob(c.blob, mime);
    return `${head}<pre class="result ok">${esc(JSON.stringify(c, null, 2))}</pre>`;
  }

  /** A base64 blob: the image itself when it is one, else what it is. */
  function blob(base64: string, mime: string): string {
    const bytes = Math.floor((base64.replace(/=+$/, "").length * 3) / 4);
    const size = `<p class="blob">${bytes} bytes of ${esc(mime || "binary data")}</p>`;
    // Only raster types: an SVG from a data: URL in <img> runs no script, but a raster one needs no thought.
    if (/^image\/(png|jpeg|gif|webp|avif|bmp)$/.test(mime)) return `<img class="blob" alt="${esc(mime)} image, ${bytes} bytes" src="data:${mime};base64,${esc(base64)}">${size}`;
    return size;
  }

  /** A prompt message's content: text, an image, audio, an embedded resource or a link to one. */
  function messageContent(content: Json): string {
    if (content.type === "text") return `<pre class="result ok">${esc(String(content.text))}</pre>`;
    if ((content.type === "image" || content.type === "audio") && typeof content.data === "string") return blob(content.data, String(content.mimeType ?? ""));
    if (content.type === "resource" && content.resource && typeof content.resource === "object") return resourceContent(content.resource as Json);
    if (content.type === "resource_link") return `<p class="link">link <code>${esc(String(content.uri))}</code> ${esc(String(content.name ?? ""))}</p>`;
    return `<pre class="result ok">${esc(JSON.stringify(content, null, 2))}</pre>`;
  }

  /** The rich parts among a tool's returned value (`image()`, `audio()`, … in docs/declaring-tools.md), shown as a prompt's are. */
  function richParts(value: unknown): string {
    const parts = (Array.isArray(value) ? value : [value]).filter(
      (p): p is Json => p !== null && typeof p === "object" && ["image", "audio", "resource", "resource_link"].includes(String((p as Json).type)),
    );
    return parts.length ? `<div class="rich">${parts.map(messageContent).join("")}</div>` : "";
  }

  return { render, request, completionRef, uriOf, key, richParts };
}

export type InspectorDeclaredView = ReturnType<typeof inspectorDeclared>;
