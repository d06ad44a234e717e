import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/** What every page runs, whatever the screen: one file, cached until these libraries change.
 * Vite's helper that preloads an `import()`'s files goes with them (one request fewer). */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|i18next-resources-to-backend)[\\/]|vite[\\/]preload-helper/;

/** The button and class helpers that the signed-in shell and every screen render (`cn`, `Button`,
 * Radix's `Slot`, cva, clsx): one small file instead of a copy in the shell's file and another in
 * the screen's (~3 KB gzip more on each signed-in first visit, ADR 022). */
const uiKit =
  /src[\\/]web[\\/](lib[\\/]cn\.ts|components[\\/]ui[\\/]button\.tsx)$|node_modules[\\/](clsx|class-variance-authority|@radix-ui[\\/]react-slot)[\\/]/;

/** The API reference's viewer (Scalar and all it loads, ~1.3 MB gzip) is imported only by
 * /desarrolladores (ADR 023), so the service worker does not precache it on every visitor's
 * device: its files, those this build reaches only through that dynamic import (read from
 * Vite's manifest), leave the precache list; sw.ts keeps them once /desarrolladores loads them. */
const viewerEntry = "features/help/lib/mount-api-reference.ts";
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
function viewerOnlyFiles(): Set<string> {
  const manifestFile = fileURLToPath(new URL("dist/web/.vite/manifest.json", import.meta.url));
  const chunks = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  if (!chunks[viewerEntry]) throw new Error(`${viewerEntry} is not in the build's manifest`);
  const reach = (roots: string[], lazy: boolean) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const next of chunk.imports ?? []) visit(next);
      if (lazy) for (const next of chunk.dynamicImports ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const viewer = reach([viewerEntry], true);
  const app = reach(
    Object.keys(chunks).filter(
      (key) => chunks[key]?.isEntry || (chunks[key]?.isDynamicEntry && !viewer.has(key)),
    ),
    false,
  );
  const files = new Set<string>();
  for (const key of viewer) {
    const chunk = chunks[key];
    if (app.has(key) || !chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/** ADR 022: sonner (~10 KB gzip and its CSS) is not in a first view's files. Every
 * `import … from "sonner"` of the app gets src/web/lib/toast.ts instead, the same `toast` that
 * loads sonner when the browser is idle after the first paint or with the first toast; only that
 * module imports sonner itself. (Vitest does not read this file: unit tests use sonner as is.) */
const toastModule = fileURLToPath(new URL("src/web/lib/toast.ts", import.meta.url));
function lazyToasts(): Plugin {
  return {
    name: "hogaria:lazy-toasts",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "sonner" || !importer || importer === toastModule) return null;
      return toastModule;
    },
  };
}

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [
    lazyToasts(),
    react(),
    tailwindcss(),
    // ADR 010: the service worker (src/web/sw.ts) is built with Workbox; it precaches every
    // script and style so that any signed-in route opens offline. Registered by
    // src/web/lib/service-worker.ts; the web manifest stays the hand-written public one.
    VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: [
          "assets/**/*.{js,css}",
          "icons/*.png",
          "favicon.svg",
          "manifest.webmanifest",
        ],
        // Public pages only (the landing, the demo, the password list of sign-up): kept when
        // used (see sw.ts), not downloaded in advance by every member's phone.
        globIgnores: ["assets/top-10000-*", "assets/landing*", "assets/demo*", "assets/legal*"],
        manifestTransforms: [
          (entries) => {
            const viewer = viewerOnlyFiles();
            return { manifest: entries.filter((entry) => !viewer.has(entry.url)) };
          },
        ],
      },
    }),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // bench/page-weight.ts reads the chunk graph from dist/web/.vite/manifest.json.
    // scripts/prerender.ts reads it to preload each prerendered page's chunks (ADR 004).
    manifest: true,
    // ADR 022: a few files per screen instead of ~70 (half of them under 1.5 KB, each one more
    // request on a phone). The libraries every page runs are one file; Rolldown's automatic
    // splitting does the rest, and a shared piece under 16 KB (before minifying) is copied into
    // each file that uses it instead of being a file of its own.
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks (our chunks export nothing anyone relies on).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16_000 },
          groups: [
            { name: "framework", test: framework },
            { name: "ui", test: uiKit },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API listens on PORT (scripts/dev.ts starts it with the same environment).
    proxy: {
      "/api": { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
});
