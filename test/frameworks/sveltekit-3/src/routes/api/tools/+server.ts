import { json } from "@sveltejs/kit";
import { dispatch, tools } from "virtual:tools";
import type { RequestHandler } from "./$types";

export const GET: RequestHandler = async () => {
  const sample = await dispatch("forecast", { city: "Lisbon" });
  // Typed by the generated declaration file: `value.city` is a string.
  return json({ tools: tools.map((t) => t.name), city: sample.ok ? sample.value.city : null });
};

export const POST: RequestHandler = async ({ request }) => {
  const { name, args } = (await request.json()) as { name: string; args: string };
  return json(await dispatch(name, args));
};
