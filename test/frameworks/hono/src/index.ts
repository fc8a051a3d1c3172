import { Hono } from "hono";
import { dispatch, mcpHandler, tools } from "virtual:tools";

const app = new Hono();
const mcp = mcpHandler();

app.all("/mcp", (c) => mcp(c.req.raw));

app.get("/api/tools", async (c) => {
  const sample = await dispatch("forecast", { city: "Lisbon" });
  // Typed by the generated declaration file: `value.city` is a string.
  return c.json({ tools: tools.map((t) => t.name), city: sample.ok ? sample.value.city : null });
});

app.post("/api/tools", async (c) => {
  const { name, args } = await c.req.json<{ name: string; args: string }>();
  return c.json(await dispatch(name, args));
});

export default app;
