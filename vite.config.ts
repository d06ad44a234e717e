import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // bench/page-weight.ts reads the chunk graph from dist/web/.vite/manifest.json.
    // scripts/prerender.ts reads it to preload each prerendered page's chunks (ADR 004).
    manifest: true,
  },
  server: {
    port: 5173,
    // The API listens on PORT (scripts/dev.ts starts it with the same environment).
    proxy: {
      "/api": { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
});
