import build from "@hono/vite-build/node";
import devServer from "@hono/vite-dev-server";
import toolcall from "unplugin-toolcall/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [toolcall(), devServer({ entry: "src/index.ts" }), build({ entry: "src/index.ts", port: Number(process.env.PORT ?? 3000) })],
});
