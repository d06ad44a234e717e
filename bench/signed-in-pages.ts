/**
 * Lighthouse (mobile) on the signed-in routes a family opens most (issue 18), as a member of the
 * seeded demo household: performance score, LCP, CLS and TBT, and the scripts and gzip JS the
 * first visit downloads (every script request, the ones fetched when idle included).
 * Run alone with `npx node bench/run.ts signed-in`.
 */
import { spawnSync } from "node:child_process";
import type { BenchRow } from "./bench-row.ts";
import { launchChrome, lighthouseMedian, startServer } from "./lighthouse-run.ts";

export const signedInRoutes = [
  "/daily-brief",
  "/dashboard",
  "/tasks",
  "/shopping",
  "/pantry",
  "/chat",
  "/calendar",
] as const;

const demoPassword = "hogaria-demo-2026";

/** Seeds the demo household (scripts/seed-demo.ts) and answers its owner's e-mail. */
function seedDemo(env: NodeJS.ProcessEnv): string {
  const seeded = spawnSync(process.execPath, ["scripts/seed-demo.ts"], { env, encoding: "utf8" });
  const email = seeded.stdout.match(/Entra con (\S+@\S+)/)?.[1];
  if (seeded.status !== 0 || !email) throw new Error("no se pudo sembrar el hogar de ejemplo");
  return email;
}

/** Signed in as a browser would be: the session cookie the server sets. */
async function sessionCookie(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.includes("session_token"));
  if (!response.ok || !cookie) throw new Error(`no se pudo entrar (${response.status})`);
  return cookie.split(";")[0] as string;
}

export async function measure(): Promise<BenchRow[]> {
  const build = spawnSync(process.execPath, ["scripts/build-if-stale.ts"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("la compilación falló");
  let owner = "";
  const server = await startServer((env) => {
    owner = seedDemo(env);
  });
  const chrome = await launchChrome();
  const rows: BenchRow[] = [];
  try {
    const cookie = await sessionCookie(server.url, owner);
    for (const route of signedInRoutes) {
      const report = await lighthouseMedian(`${server.url}${route}`, chrome.port, { cookie });
      const area = `Lighthouse ${route}`;
      rows.push(
        {
          area,
          metric: "performance",
          value: report.performance,
          unit: "score",
          target: "≥ 95",
          meetsTarget: report.performance >= 95,
        },
        {
          area,
          metric: "LCP",
          value: report.lcpMs,
          unit: "ms",
          target: "≤ 2000",
          meetsTarget: report.lcpMs <= 2000,
        },
        { area, metric: "TBT", value: report.tbtMs, unit: "ms" },
        { area, metric: "CLS", value: report.cls, unit: "" },
        {
          area,
          metric: "scripts requested",
          value: report.scripts,
          unit: "files",
          target: "≤ 15",
          meetsTarget: report.scripts <= 15,
        },
        {
          area,
          metric: "JS loaded",
          value: report.jsKb,
          unit: "KB gzip",
          target: "≤ 150",
          meetsTarget: report.jsKb <= 150,
        },
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}
