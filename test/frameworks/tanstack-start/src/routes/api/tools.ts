import { createFileRoute } from "@tanstack/react-router";
import { dispatch, tools } from "virtual:tools";

export const Route = createFileRoute("/api/tools")({
  server: {
    handlers: {
      GET: async () => {
        const sample = await dispatch("forecast", { city: "Lisbon" });
        // Typed by the generated declaration file: `value.city` is a string.
        return Response.json({ tools: tools.map((t) => t.name), city: sample.ok ? sample.value.city : null });
      },
      POST: async ({ request }) => {
        const { name, args } = (await request.json()) as { name: string; args: string };
        return Response.json(await dispatch(name, args));
      },
    },
  },
});
