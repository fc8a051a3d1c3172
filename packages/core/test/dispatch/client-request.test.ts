// docs/declaring-tools.md, "The call itself": `sample` and `elicit` through
// `dispatch`'s `clientRequest` sink, as a loop of one's own carries them:
// real source extracted, generated and imported.
import { beforeAll, describe, expect, it } from "vitest";
import { loadSourceTools } from "./source-tools.js";
import type { Dispatch } from "./load.js";

const SOURCE = `"use tools";
import type { Int, ToolCall } from "unplugin-toolcall/types";

/** What a ClientRequestError says (this temporary project imports types only). */
function said(error: unknown): unknown {
  const e = error as { name: string; reason: string; message: string };
  return e.name === "ClientRequestError" ? { reason: e.reason, message: e.message } : String(error);
}

interface Seat {
  row: Int;
  /** @default "window" */
  side?: "window" | "aisle";
}

/** Picks a seat with the user. */
export async function seat(call: ToolCall<Seat>): Promise<unknown> {
  try {
    return await call.elicit("Which seat?");
  } catch (error) {
    return said(error);
  }
}

/** Asks the model, without a form. */
export async function ask(call: ToolCall): Promise<unknown> {
  try {
    return (await call.sample({ messages: [{ role: "user", content: { type: "text", text: "hi" } }], maxTokens: 5 })).text;
  } catch (error) {
    return said(error);
  }
}
`;

let dispatch: Dispatch;
beforeAll(async () => {
  const tools = await loadSourceTools(SOURCE);
  expect(tools.diagnostics).toEqual([]);
  dispatch = tools.dispatch;
});

/** A sink that records each request and answers with `answer`. */
function sink(answer: (method: string) => unknown) {
  const sent: [string, unknown][] = [];
  return { sent, clientRequest: async (method: string, params: Record<string, unknown>) => (sent.push([method, params]), answer(method)) };
}

describe("clientRequest", () => {
  it("carries the form and gives the tool the checked, defaulted answer", async () => {
    const { sent, clientRequest } = sink(() => ({ action: "accept", content: { row: 12 } }));
    expect(await dispatch("seat", {}, undefined, { clientRequest })).toEqual({ ok: true, value: { action: "accept", content: { row: 12, side: "window" } } });
    expect(sent).toEqual([
      [
        "elicitation/create",
        {
          message: "Which seat?",
          requestedSchema: { type: "object", properties: { row: { type: "integer" }, side: { type: "string", enum: ["window", "aisle"], default: "window" } }, required: ["row"] },
        },
      ],
    ]);
  });

  it("refuses an answer the form does not take", async () => {
    const { clientRequest } = sink(() => ({ action: "accept", content: { row: 1.5, side: "wing" } }));
    const result = (await dispatch("seat", {}, undefined, { clientRequest })) as { ok: true; value: { reason: string; message: string } };
    expect(result.value.reason).toBe("invalid");
    expect(result.value.message).toMatch(/^The user's answer does not fit the form: row: expected an integer.*; side: /);
  });

  it("passes decline and cancel on, and an unknown action is invalid", async () => {
    for (const action of ["decline", "cancel"]) {
      expect(await dispatch("seat", {}, undefined, { clientRequest: sink(() => ({ action, content: { row: "x" } })).clientRequest })).toEqual({ ok: true, value: { action } });
    }
    const odd = (await dispatch("seat", {}, undefined, { clientRequest: sink(() => ({ action: "maybe" })).clientRequest })) as { value: { reason: string } };
    expect(odd.value.reason).toBe("invalid");
  });

  it("says the client refused when the sink rejects, and unavailable without a sink or a form", async () => {
    const refusing = async () => {
      throw new Error("user closed the dialog");
    };
    expect(await dispatch("seat", {}, undefined, { clientRequest: refusing })).toEqual({
      ok: true,
      value: { reason: "refused", message: "The client answered elicitation/create with an error: user closed the dialog" },
    });
    expect(((await dispatch("seat", {}, undefined, {})) as { value: { reason: string } }).value.reason).toBe("unavailable");
    const { sent, clientRequest } = sink(() => ({ role: "assistant", content: { type: "text", text: "hello" }, model: "m" }));
    expect(await dispatch("ask", {}, undefined, { clientRequest })).toEqual({ ok: true, value: "hello" });
    expect(sent).toEqual([["sampling/createMessage", { messages: [{ role: "user", content: { type: "text", text: "hi" } }], maxTokens: 5 }]]);
  });
});
