import { dispatch, tools } from "virtual:tools";
import type { Route } from "./+types/api.tools";

export async function loader(_: Route.LoaderArgs) {
  const sample = await dispatch("forecast", { city: "Lisbon" });
  // Typed by the generated declaration file: `value.city` is a string.
  return Response.json({ tools: tools.map((t) => t.name), city: sample.ok ? sample.value.city : null });
}

export async function action({ request }: Route.ActionArgs) {
  const { name, args } = (await request.json()) as { name: string; args: string };
  return Response.json(await dispatch(name, args));
}
