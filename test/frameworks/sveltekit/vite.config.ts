import { sveltekit } from "@sveltejs/kit/vite";
import toolcall from "unplugin-toolcall/vite";
import { defineConfig } from "vite";

export default defineConfig({ plugins: [toolcall(), sveltekit()] });
