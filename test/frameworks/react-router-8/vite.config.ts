import { reactRouter } from "@react-router/dev/vite";
import toolcall from "unplugin-toolcall/vite";
import { defineConfig } from "vite";

export default defineConfig({ plugins: [toolcall(), reactRouter()] });
