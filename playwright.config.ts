import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { pickListenPort } from "./tests/server/harness/listen-port.ts";

// Chosen once in the main process; workers inherit these through the environment.
process.env.E2E_PORT ??= String(pickListenPort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "hogaria-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  // One worker everywhere, CI included (it sets CI=true): on these 2-core machines a second
  // Chromium finishes no sooner and starves the server, so long journeys ran out of time.
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // Guard rails against a hung journey, not speed targets: the longest ones take ~25 s here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "es-MX",
    timezoneId: "America/Mexico_City",
    viewport: { width: 1280, height: 900 },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node src/server/main.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      RATE_LIMIT: "off",
      // Reminders reach the notification centre within seconds in the browser journeys.
      REMINDER_INTERVAL_SECONDS: "2",
    },
  },
});
