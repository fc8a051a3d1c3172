import node from "@astrojs/node";
import { defineConfig } from "astro/config";
import toolcall from "unplugin-toolcall/vite";

export default defineConfig({
  adapter: node({ mode: "standalone" }),
  vite: { plugins: [toolcall()] },
});
