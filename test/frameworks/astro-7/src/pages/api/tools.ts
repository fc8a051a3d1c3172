import type { APIRoute } from "astro";
import { dispatch, tools } from "virtual:tools";

// Served by the Node adapter at request time, not rendered at build time.
export const prerender = false;

export const GET: APIRoute = async () => {
  const sample = await dispatch("forecast", { city: "Lisbon" });
  // Typed by the generated declaration file: `value.city` is a string.
  return Response.json({ tools: tools.map((t) => t.name), city: sample.ok ? sample.value.city : null });
};

export const POST: APIRoute = async ({ request }) => {
  const { name, args } = (await request.json()) as { name: string; args: string };
  return Response.json(await dispatch(name, args));
};
