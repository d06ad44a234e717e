/** Build step after `vite build` (ADR 004): writes the public pages as HTML so that their
 * content paints before any JavaScript runs. Each page gets its title, description, canonical
 * URL, Open Graph and Twitter tags, and modulepreload links for the chunks it will hydrate with.
 * `%PUBLIC_URL%` is left for the server to fill in (the build does not know where it will run). */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createServer } from "vite";
import { paths } from "#shared/routing/paths.ts";
import { publicPages } from "#shared/seo/public-pages.ts";
import { landingStructuredData } from "#shared/seo/structured-data.ts";
import {
  type BootConfig,
  bootConfigId,
  interactionBootScript,
} from "#web/prerender/interaction-boot.ts";
import type { renderPage as RenderPage } from "#web/prerender/render-page.tsx";

const webRoot = path.resolve("dist/web");

/** The route module of each prerendered page, to preload its chunks (keys of Vite's manifest). */
const pageModules: Record<string, { module: string; namespaces: string[] }> = {
  [paths.home]: {
    module: "features/landing/routes/landing-page.tsx",
    namespaces: ["landing", "site", "validation"],
  },
  [paths.demo]: { module: "features/demo/routes/demo-page.tsx", namespaces: ["demo"] },
  [paths.auth]: {
    module: "features/auth/routes/auth-page.tsx",
    namespaces: ["auth", "validation"],
  },
  [paths.legalTerms]: {
    module: "features/legal/routes/legal-page.tsx",
    namespaces: ["legal", "site"],
  },
  [paths.legalPrivacy]: {
    module: "features/legal/routes/legal-page.tsx",
    namespaces: ["legal", "site"],
  },
  [paths.help]: { module: "features/help/routes/help-page.tsx", namespaces: ["help", "site"] },
  [paths.developers]: {
    module: "features/help/routes/developers-page.tsx",
    namespaces: ["help", "site"],
  },
};

/** The signed-in screens (src/web/app/router.tsx, inside the shell), the namespaces each loads
 * and the module its route prefetches data with. Their HTML is the app shell naming the
 * screen's files for preloading (ADR 022). */
const signedInScreens: Record<string, { module: string; namespaces: string[]; data?: string }> = {
  [paths.shopping]: {
    module: "features/shopping/routes/shopping-page.tsx",
    namespaces: ["shopping", "validation"],
    data: "features/shopping/api/shopping-api.ts",
  },
  [paths.pantry]: {
    module: "features/pantry/routes/pantry-page.tsx",
    namespaces: ["pantry", "validation"],
    data: "features/pantry/api/pantry-api.ts",
  },
  [paths.meals]: {
    module: "features/meals/routes/meals-page.tsx",
    namespaces: ["meals", "validation"],
  },
  [paths.services]: {
    module: "features/services/routes/services-page.tsx",
    namespaces: ["services", "validation"],
  },
  [paths.community]: {
    module: "features/community/routes/community-page.tsx",
    namespaces: ["community", "validation", "errors"],
  },
  [paths.dailyBrief]: {
    module: "features/daily-brief/routes/daily-brief-page.tsx",
    namespaces: ["daily-brief"],
    data: "features/daily-brief/api/daily-brief-api.ts",
  },
  [paths.dashboard]: {
    module: "features/dashboard/routes/dashboard-page.tsx",
    namespaces: ["dashboard", "daily-brief"],
    data: "features/dashboard/api/dashboard-api.ts",
  },
  [paths.tasks]: {
    module: "features/tasks/routes/tasks-page.tsx",
    namespaces: ["tasks", "validation"],
    data: "features/tasks/api/tasks-api.ts",
  },
  [paths.calendar]: {
    module: "features/calendar/routes/calendar-page.tsx",
    namespaces: ["calendar", "validation"],
  },
  [paths.chat]: {
    module: "features/chat/routes/chat-page.tsx",
    namespaces: ["chat", "validation"],
    data: "features/chat/api/chat-api.ts",
  },
  [paths.profiles]: {
    module: "features/profiles/routes/profiles-page.tsx",
    namespaces: ["profiles", "household", "validation"],
  },
  [paths.settings]: {
    module: "features/settings/routes/settings-page.tsx",
    namespaces: ["settings", "household", "validation"],
  },
};

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function chunksOf(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key) || entry.isEntry) return;
    seen.add(key);
    for (const child of entry.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => `/${manifest[key]?.file}`);
}

function headFor(pagePath: string, title: string, description: string, preload: string[]): string {
  // The landing page loads its app on the first interaction: nothing to preload at load time.
  const preloadNow = pagePath === paths.home ? [] : preload;
  const url = `%PUBLIC_URL%${pagePath === "/" ? "/" : pagePath}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...preloadNow.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`),
  ];
  if (pagePath === paths.home) {
    const json = JSON.stringify(landingStructuredData("%PUBLIC_URL%")).replace(/</g, "\\u003c");
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join("\n    ");
}

const bootHash = createHash("sha256").update(interactionBootScript).digest("hex").slice(0, 10);
const bootFile = `/assets/boot-${bootHash}.js`;
await writeFile(path.join(webRoot, bootFile), interactionBootScript);

function bootTags(config: BootConfig): string {
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${bootConfigId}">${json}</script>\n    <script type="module" src="${bootFile}"></script>`;
}

const template = await readFile(path.join(webRoot, "index.html"), "utf8");
const manifest = JSON.parse(
  await readFile(path.join(webRoot, ".vite/manifest.json"), "utf8"),
) as Manifest;

// Every other route gets the plain app shell, with generic tags.
const shell = template.replace(
  /<!--page-meta-->([\s\S]*?)<!--\/page-meta-->/,
  (_, inner: string) => `${inner.trim()}\n    <meta property="og:title" content="Hogaria" />`,
);
await writeFile(path.join(webRoot, "app-shell.html"), shell);

// A signed-in screen's files are otherwise found one after another (the entry, then the shell
// and the screen, then their strings): named in its HTML, they download together (ADR 022).
for (const [screenPath, screen] of Object.entries(signedInScreens)) {
  const preload = chunksOf(manifest, [
    "layouts/app-layout.tsx",
    screen.module,
    ...(screen.data ? [screen.data] : []),
    ...["common", "conveniences", "notifications", ...screen.namespaces].map(
      (namespace) => `../shared/i18n/locales/es/${namespace}.json`,
    ),
  ]).filter((file) => !shell.includes(`href="${file}"`));
  const links = preload.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`);
  const html = shell.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
  await mkdir(path.join(webRoot, screenPath), { recursive: true });
  await writeFile(path.join(webRoot, screenPath, "index.html"), html);
}

const vite = await createServer({
  configFile: path.resolve("vite.config.ts"),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "error",
});
try {
  const { renderPage } = (await vite.ssrLoadModule("/prerender/render-page.tsx")) as {
    renderPage: typeof RenderPage;
  };
  for (const page of publicPages.filter((candidate) => candidate.prerender)) {
    const rendered = await renderPage(page.path);
    const modules = pageModules[page.path];
    const preload = modules
      ? chunksOf(manifest, [
          modules.module,
          ...modules.namespaces.map((ns) => `../shared/i18n/locales/es/${ns}.json`),
          "../shared/i18n/locales/es/common.json",
        ])
      : [];
    let html = template
      .replace(
        /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/,
        headFor(page.path, rendered.title, rendered.description, preload),
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="es">${rendered.html}</div>`,
      );
    const entryTag = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
    if (!entryTag?.[1]) throw new Error("no encuentro el script de entrada en index.html");
    const onInteraction = page.path === paths.home;
    let later: string[] = [];
    if (onInteraction) {
      // Vite's own preloads of the entry's imports wait for the interaction too.
      const entryImports = [
        ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g),
      ];
      for (const tag of entryImports) html = html.replace(tag[0], "");
      later = [...entryImports.map((tag) => tag[1] ?? ""), ...preload];
    }
    html = html.replace(
      entryTag[0],
      bootTags({ entry: entryTag[1], preload: later, loadOnInteraction: onInteraction }),
    );
    const target =
      page.path === paths.home
        ? path.join(webRoot, "index.prerendered.html")
        : path.join(webRoot, page.path, "index.html");
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
    console.log(`prerenderizada ${page.path} (${Math.round(html.length / 1024)} KB)`);
  }
  // "/" is served from index.html: the landing page replaces the template last.
  await rename(path.join(webRoot, "index.prerendered.html"), path.join(webRoot, "index.html"));
} finally {
  await vite.close();
}
