/// <reference lib="dom" />
/**
 * The try-it form generated from a tool's input schema, and the JSON text
 * beside it. Runs in the browser: `page.ts` inlines this function's source
 * text beside `inspectorClient`'s and hands it over, so, like the client,
 * it uses nothing from outside its own body.
 *
 * The raw JSON is what is sent, and the form edits it rather than replacing
 * it: a change of one field writes that field's path into the text as it
 * stands (what was typed there by hand stays, an optional object nobody
 * touched stays out), and a hand edit of the text fills the form.
 * Integers a double would round (a `bigint` beyond 2^53) are read as
 * BigInts and written back with every digit.
 */
export function inspectorForm(esc: (text: string) => string, id: (tool: string, part: string) => string) {
  type Json = Record<string, unknown>;
  interface Issue {
    path: string;
    message: string;
  }
  const BIG = "\u0000bigint";

  /** JSON.parse, except that an integer beyond 2^53 becomes a BigInt instead of the nearest double. */
  function parse(text: string): unknown {
    // Strings are matched whole first, so digits inside them are never touched.
    const marked = text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (token) =>
      token[0] === '"' || /[.eE]/.test(token) || Number.isSafeInteger(Number(token)) ? token : `{"\\u0000bigint":"${token}"}`,
    );
    return JSON.parse(marked, (_key, value: unknown) => {
      const big = value && typeof value === "object" ? (value as Json)[BIG] : undefined;
      return typeof big === "string" ? BigInt(big) : value;
    });
  }

  /** The text as an arguments object, or undefined when it is not one (yet). */
  function objectOf(text: string): Json | undefined {
    try {
      const value = parse(text);
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;
    } catch {
      return undefined;
    }
  }

  /** JSON.stringify(value, null, indent) for JSON values, with a BigInt written as its digits. */
  function text(value: unknown, indent = "  ", pad = "\n"): string {
    if (typeof value === "bigint") return value.toString();
    if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
    const inner = indent ? pad + indent : "";
    const end = indent ? pad : "";
    if (Array.isArray(value)) return value.length ? `[${value.map((v) => inner + text(v, indent, inner)).join(",")}${end}]` : "[]";
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length ? `{${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}:${indent ? " " : ""}${text(v, indent, inner)}`).join(",")}${end}}` : "{}";
  }

  /** The field for one property: `bigints` holds the dotted paths of the tool's bigint fields. */
  function field(tool: string, path: string[], schema: Json, required: boolean, value: unknown, issues: Issue[], bigints: readonly string[]): string {
    const key = path.join(".");
    const fid = id(tool, `f-${key}`);
    const type = (([] as unknown[]).concat(schema.type ?? []).filter((t) => t !== "null") as string[])[0];
    const issue = issues.find((i) => i.path === key);
    const optional = required ? "" : ' <span class="muted">optional</span>';
    if (type === "object" && schema.properties && !Array.isArray(schema.enum)) {
      const inner = new Set((schema.required ?? []) as string[]);
      const nested = (value && typeof value === "object" ? value : {}) as Json;
      const fields = Object.entries(schema.properties as Record<string, Json>).map(([name, s]) => field(tool, [...path, name], s, inner.has(name), nested[name], issues, bigints));
      const note = issue ? `<span class="issue">${esc(issue.message)}</span>` : "";
      return `<fieldset class="nested" data-object="${esc(key)}"${required ? "" : " data-optional"}><legend>${esc(path[path.length - 1]!)}${optional}</legend>${fields.join("")}${note}</fieldset>`;
    }
    // An optional boolean is a choice of three, so that leaving it alone can be told from false.
    const choices = Array.isArray(schema.enum) ? schema.enum : type === "boolean" && !required ? [true, false] : undefined;
    const kind = choices ? "choice" : bigints.includes(key) ? "bigint" : type === "boolean" || type === "integer" || type === "number" || type === "string" ? type : "json";
    const data = `data-field="${esc(key)}" data-kind="${kind}" id="${fid}"${issue ? ` aria-invalid="true" aria-describedby="${fid}-issue"` : ""}`;
    const shown = value === undefined ? "" : esc(kind === "json" ? text(value, "") : String(value));
    let control: string;
    if (choices) {
      const options = choices.map((v) => `<option value="${esc(text(v, ""))}"${value !== undefined && text(v, "") === text(value, "") ? " selected" : ""}>${esc(String(v))}</option>`);
      control = `<select ${data}><option value="">(none)</option>${options.join("")}</select>`;
    } else if (kind === "boolean") {
      control = `<input type="checkbox" ${data}${value === true ? " checked" : ""}>`;
    } else if (kind === "bigint") {
      // Text, not a number input: the browser holds a number input's value as a double.
      control = `<input type="text" inputmode="numeric" pattern="-?[0-9]+" ${data} value="${shown}">`;
    } else if (kind === "integer" || kind === "number") {
      const bounds = ["minimum", "maximum"].map((b) => (typeof schema[b] === "number" ? ` ${b.slice(0, 3)}="${schema[b]}"` : "")).join("");
      control = `<input type="number" step="${kind === "integer" ? "1" : "any"}"${bounds} ${data} value="${shown}">`;
    } else if (kind === "string") {
      const dateTime = schema.format === "date-time" ? ' placeholder="2026-01-01T09:00:00Z" data-format="date-time"' : "";
      control = `<input type="text" ${data}${dateTime} value="${shown}">`;
    } else {
      // Arrays, unions, records: JSON text.
      control = `<textarea rows="2" spellcheck="false" ${data}>${shown}</textarea>`;
    }
    const label = `<label for="${fid}">${esc(path[path.length - 1]!)}${optional}</label>`;
    return `<div class="field">${label}${control}${issue ? `<span class="issue" id="${fid}-issue">${esc(issue.message)}</span>` : ""}</div>`;
  }

  /** A field's value as arguments hold it; undefined when it is empty (left out, as a model would). */
  function fieldValue(input: HTMLInputElement): unknown {
    const kind = input.dataset.kind;
    if (kind === "boolean") return input.checked;
    if (input.value === "") return undefined;
    if (kind === "choice") return parse(input.value);
    if (kind === "integer" || kind === "number") return Number(input.value);
    // Anything else is sent as typed, for dispatch to say what is wrong with it.
    if (kind === "bigint") return /^-?\d+$/.test(input.value.trim()) ? BigInt(input.value.trim()) : input.value;
    if (kind === "json") {
      try {
        return parse(input.value);
      } catch {
        return input.value;
      }
    }
    return input.value;
  }

  /**
   * `args` with the field INPUT's value written at its path (a new object).
   * An emptied field leaves the arguments, and so does an optional object
   * whose last field it was.
   */
  function patch(args: Json, input: HTMLInputElement): Json {
    const path = input.dataset.field!.split(".");
    const value = fieldValue(input);
    const out = structuredClone(args);
    const chain: Json[] = [out];
    for (const part of path.slice(0, -1)) {
      const at = chain[chain.length - 1]!;
      if (!at[part] || typeof at[part] !== "object" || Array.isArray(at[part])) {
        if (value === undefined) return out;
        at[part] = {};
      }
      chain.push(at[part] as Json);
    }
    if (value !== undefined) {
      chain[chain.length - 1]![path[path.length - 1]!] = value;
      return out;
    }
    delete chain[chain.length - 1]![path[path.length - 1]!];
    for (let depth = path.length - 1; depth > 0; depth--) {
      const object = input.closest("[data-form]")?.querySelector<HTMLElement>(`fieldset[data-object="${CSS.escape(path.slice(0, depth).join("."))}"]`);
      if (!object?.hasAttribute("data-optional") || Object.keys(chain[depth]!).length > 0) break;
      delete chain[depth - 1]![path[depth - 1]!];
    }
    return out;
  }

  /** Shows ARGS in the form's fields (after a hand edit of the text). */
  function fill(form: HTMLElement, args: Json): void {
    for (const input of Array.from(form.querySelectorAll<HTMLInputElement>("[data-field]"))) {
      let value: unknown = args;
      for (const part of input.dataset.field!.split(".")) value = value && typeof value === "object" ? (value as Json)[part] : undefined;
      if (input.dataset.kind === "boolean") input.checked = value === true;
      else input.value = value === undefined ? "" : input.dataset.kind === "json" || input.dataset.kind === "choice" ? text(value, "") : String(value);
    }
  }

  return { field, patch, fill, objectOf, parse, text };
}

export type InspectorForm = ReturnType<typeof inspectorForm>;
