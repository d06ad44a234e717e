/**
 * Lighthouse (mobile) on the public pages `/`, `/demo` and `/auth`: the four category scores,
 * LCP, TBT and CLS, and the gzip bytes of JavaScript and CSS each page loads. Targets for `/`
 * come from issue 3, for `/demo` and `/auth` from issue 18. Run alone with `npm run bench:public`.
 */
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchRow } from "./bench-row.ts";
import { launchChrome, lighthouseMedian, startServer } from "./lighthouse-run.ts";

const pages = ["/", "/demo", "/auth"] as const;

interface Target {
  target: string;
  meets: (value: number) => boolean;
}
const homeTargets: Record<string, Target> = {
  performance: { target: "≥ 95", meets: (v) => v >= 95 },
  accessibility: { target: "100", meets: (v) => v === 100 },
  seo: { target: "100", meets: (v) => v === 100 },
  "JS loaded": { target: "≤ 90 KB gzip", meets: (v) => v <= 90 },
  CLS: { target: "≤ 0.02", meets: (v) => v <= 0.02 },
};
/** Issue 18: the demo and the sign-in page as fast as the landing page, nearly. */
const entryPageTargets: Record<string, Target> = {
  performance: { target: "≥ 98", meets: (v) => v >= 98 },
};

/** What the landing page downloads once a visitor interacts (ADR 004): the app entry and the
 * chunks its boot script preloads, gzip-compressed as the server sends them. */
async function landingAppKb(): Promise<number> {
  const html = await readFile("dist/web/index.html", "utf8");
  const json = html.match(
    /<script type="application\/json" id="hogaria-boot">(.*?)<\/script>/,
  )?.[1];
  if (!json) return 0;
  const boot = JSON.parse(json) as { entry: string; preload: string[] };
  let bytes = 0;
  for (const file of new Set([boot.entry, ...boot.preload])) {
    bytes += gzipSync(await readFile(path.join("dist/web", file))).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

export async function measure(): Promise<BenchRow[]> {
  const build = spawnSync(process.execPath, ["scripts/build-if-stale.ts"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("la compilación falló");
  const server = await startServer();
  const chrome = await launchChrome();
  const rows: BenchRow[] = [];
  try {
    for (const page of pages) {
      const report = await lighthouseMedian(`${server.url}${page}`, chrome.port);
      const values: [string, number, string][] = [
        ["performance", report.performance, "score"],
        ["accessibility", report.accessibility, "score"],
        ["best-practices", report.bestPractices, "score"],
        ["seo", report.seo, "score"],
        ["LCP", report.lcpMs, "ms"],
        ["TBT", report.tbtMs, "ms"],
        ["CLS", report.cls, ""],
        ["JS loaded", report.jsKb, "KB gzip"],
        ["CSS loaded", report.cssKb, "KB gzip"],
      ];
      const targets = page === "/" ? homeTargets : entryPageTargets;
      for (const [metric, value, unit] of values) {
        const target = targets[metric];
        rows.push({
          area: `Lighthouse ${page}`,
          metric,
          value,
          unit,
          ...(target && { target: target.target, meetsTarget: target.meets(value) }),
        });
      }
    }
    rows.push({
      area: "Lighthouse /",
      metric: "JS after first interaction",
      value: await landingAppKb(),
      unit: "KB gzip",
    });
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}

if (import.meta.main) {
  const rows = await measure();
  console.table(
    rows.map((row) => ({
      área: row.area,
      métrica: row.metric,
      valor: `${row.value} ${row.unit}`.trim(),
      objetivo: row.target ?? "",
      cumple: row.meetsTarget === undefined ? "" : row.meetsTarget ? "sí" : "NO",
    })),
  );
  if (rows.some((row) => row.meetsTarget === false)) process.exitCode = 1;
}
