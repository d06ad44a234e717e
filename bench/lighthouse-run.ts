/**
 * What the Lighthouse benches share: a production server on a temporary data folder, Chromium
 * with the browser journeys' flags, and the median of three mobile runs of a page.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pickListenPort } from "#tests/server/harness/listen-port.ts";

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

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

/** `prepare` runs on the empty data folder before the server starts (e.g. a seed script). */
export async function startServer(
  prepare?: (env: NodeJS.ProcessEnv) => void | Promise<void>,
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hogaria-bench-"));
  const port = pickListenPort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  };
  await prepare?.(env);
  const child: ChildProcess = spawn(process.execPath, ["src/server/main.ts"], {
    env,
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

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

export interface PageReport {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: number;
  jsKb: number;
  cssKb: number;
}

/** The median of three mobile runs (one run on a busy machine can be off by several points);
 * a run Lighthouse could not finish (no score) does not count. `headers` go with every request
 * (a session cookie for the signed-in pages). */
export async function lighthouseMedian(
  url: string,
  chromePort: number,
  headers?: Record<string, string>,
): Promise<PageReport> {
  const reports = [];
  for (let run = 0; run < runsPerPage; run += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(headers && { extraHeaders: headers }),
    });
    if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    reports.push(result.lhr);
  }
  const scored = reports
    .filter((report) => !report.runtimeError && report.categories.performance?.score != null)
    .sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
  const lhr = scored[Math.floor(scored.length / 2)] ?? reports[0];
  if (!lhr) throw new Error(`sin informe para ${url}`);
  const { categories, audits } = lhr;
  const requests = ((audits["network-requests"]?.details as { items?: NetworkRequest[] })?.items ??
    []) as NetworkRequest[];
  const ofType = (type: string) => requests.filter((request) => request.resourceType === type);
  const kb = (type: string) =>
    Math.round(
      (ofType(type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024) * 10,
    ) / 10;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    scripts: ofType("Script").length,
    jsKb: kb("Script"),
    cssKb: kb("Stylesheet"),
  };
}
