/**
 * Page weight per route of the built app: the gzip size of the JavaScript and CSS a browser
 * downloads to show each route on a first visit (the entry, the signed-in shell when the route
 * is inside it, and the route's own chunk with everything it imports statically), and for a
 * signed-in route the number of script files that is.
 * Reads the Vite manifest of `npm run build` (dist/web/.vite/manifest.json).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { paths } from "#shared/routing/paths.ts";
import type { BenchRow } from "./bench-row.ts";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const distFolder = "dist/web";
/** Budgets a slow phone on 3G can live with for the first view of a route. */
const jsBudgetKb = 250;
/** Issue 18: each file is a request on a phone; a signed-in screen's first view in ≤ 15. */
const signedInFilesBudget = 15;

export function routeScreens(
  routerSource: string,
): { route: string; screen: string; signedIn: boolean }[] {
  const shellAt = routerSource.indexOf("app-layout.tsx");
  const pattern =
    /path:\s*paths\.(\w+),\s*lazy:\s*(?:screen\(\s*\(\)\s*=>\s*import\("#web\/([^"]+)"\)|(\w+))/g;
  const aliases = new Map<string, string>();
  for (const match of routerSource.matchAll(
    /const (\w+) = screen\(\(\) => import\("#web\/([^"]+)"\)\)/g,
  )) {
    aliases.set(match[1] as string, match[2] as string);
  }
  const screens: { route: string; screen: string; signedIn: boolean }[] = [];
  for (const match of routerSource.matchAll(pattern)) {
    const key = match[1] as keyof typeof paths;
    const screen = match[2] ?? aliases.get(match[3] ?? "");
    if (!screen || !(key in paths)) continue;
    screens.push({
      route: paths[key],
      screen,
      signedIn: shellAt >= 0 && (match.index ?? 0) > shellAt,
    });
  }
  return screens;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(distFolder, file))).length / 1024;

export async function measure(): Promise<BenchRow[]> {
  const manifest = JSON.parse(
    readFileSync(path.join(distFolder, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const shell = Object.keys(manifest).find((key) => key.endsWith("layouts/app-layout.tsx"));
  if (!entry) throw new Error("the Vite manifest has no entry: run npm run build");
  const router = readFileSync("src/web/app/router.tsx", "utf8");

  const rows: BenchRow[] = [];
  const cssByRoute: { route: string; kb: number }[] = [];
  for (const { route, screen, signedIn } of routeScreens(router)) {
    const keys = [entry, ...(signedIn && shell ? [shell] : []), screen];
    const chunks = closure(manifest, keys);
    const js = [...chunks].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);
    const cssFiles = new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []));
    const css = [...cssFiles].reduce((sum, file) => sum + gzipKb(file), 0);
    rows.push({
      area: "Page weight",
      metric: `${route} JS`,
      value: Math.round(js * 10) / 10,
      unit: "KB gzip",
      target: `≤ ${jsBudgetKb}`,
      meetsTarget: js <= jsBudgetKb,
    });
    if (signedIn) {
      rows.push({
        area: "Page weight",
        metric: `${route} JS files`,
        value: chunks.size,
        unit: "files",
        target: `≤ ${signedInFilesBudget}`,
        meetsTarget: chunks.size <= signedInFilesBudget,
      });
    }
    cssByRoute.push({ route, kb: Math.round(css * 10) / 10 });
  }
  // Tailwind builds one stylesheet: one row when every route loads the same CSS.
  const sizes = new Set(cssByRoute.map((entry) => entry.kb));
  if (sizes.size === 1) {
    rows.push({
      area: "Page weight",
      metric: "CSS (every route)",
      value: [...sizes][0] ?? 0,
      unit: "KB gzip",
    });
  } else {
    for (const { route, kb } of cssByRoute) {
      rows.push({ area: "Page weight", metric: `${route} CSS`, value: kb, unit: "KB gzip" });
    }
  }
  return rows;
}
