/**
 * Lighthouse (mobile) on the public pages `/`, `/demo` and `/auth`: the four category scores,
 * LCP, TBT and CLS, and the gzip bytes of JavaScript and CSS each page loads. Targets for `/`
 * come from issue 3. Run alone with `npm run bench:public`.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pickListenPort } from "#server/testing/listen-port.ts";
import type { BenchRow } from "./bench-row.ts";

const pages = ["/", "/demo", "/auth"] as const;
const runsPerPage = 3;

/** The same flags the browser journeys use (playwright.config.ts). */
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

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

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hogaria-bench-"));
  const port = pickListenPort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("el servidor no arrancó en 30 s");
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

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

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

export async function measure(): Promise<BenchRow[]> {
  const build = spawnSync(process.execPath, ["scripts/build-if-stale.ts"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("la compilación falló");
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  const rows: BenchRow[] = [];
  try {
    for (const page of pages) {
      // The median of three runs: one run on a busy machine can be off by several points.
      const reports = [];
      for (let run = 0; run < runsPerPage; run += 1) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse no devolvió resultado para ${page}`);
        reports.push(result.lhr);
      }
      // A run Lighthouse could not finish (no score) does not count.
      const scored = reports
        .filter((report) => !report.runtimeError && report.categories.performance?.score != null)
        .sort(
          (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
        );
      const lhr = scored[Math.floor(scored.length / 2)] ?? reports[0];
      if (!lhr) throw new Error(`sin informe para ${page}`);
      const { categories, audits } = lhr;
      const requests = ((audits["network-requests"]?.details as { items?: NetworkRequest[] })
        ?.items ?? []) as NetworkRequest[];
      const kb = (type: string) =>
        Math.round(
          (requests
            .filter((request) => request.resourceType === type)
            .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) /
            1024) *
            10,
        ) / 10;
      const values: [string, number, string][] = [
        ["performance", Math.round((categories.performance?.score ?? 0) * 100), "score"],
        ["accessibility", Math.round((categories.accessibility?.score ?? 0) * 100), "score"],
        ["best-practices", Math.round((categories["best-practices"]?.score ?? 0) * 100), "score"],
        ["seo", Math.round((categories.seo?.score ?? 0) * 100), "score"],
        ["LCP", Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0), "ms"],
        ["TBT", Math.round(audits["total-blocking-time"]?.numericValue ?? 0), "ms"],
        [
          "CLS",
          Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
          "",
        ],
        ["JS loaded", kb("Script"), "KB gzip"],
        ["CSS loaded", kb("Stylesheet"), "KB gzip"],
      ];
      for (const [metric, value, unit] of values) {
        const target = page === "/" ? homeTargets[metric] : undefined;
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
