import adapter from "@sveltejs/adapter-node";
import { sveltekit } from "@sveltejs/kit/vite";
import toolcall from "unplugin-toolcall/vite";
import { defineConfig } from "vite";

// SvelteKit 3: the options (adapter...) go to the sveltekit() plugin, no svelte.config.js.
export default defineConfig({ plugins: [toolcall(), sveltekit({ adapter: adapter() })] });
