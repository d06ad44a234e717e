import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "#server/http/static-files.ts";
import { createLogger } from "#server/logger.ts";

let webRoot: string;
let app: Hono;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "hogaria-static-"));
  await writeFile(
    path.join(webRoot, "index.html"),
    '<link rel="canonical" href="%PUBLIC_URL%/"><h1>Landing</h1>',
  );
  await writeFile(path.join(webRoot, "app-shell.html"), "<title>Hogaria</title>shell");
  await mkdir(path.join(webRoot, "legal/terms"), { recursive: true });
  await writeFile(
    path.join(webRoot, "legal/terms/index.html"),
    '<link rel="canonical" href="%PUBLIC_URL%/legal/terms">Términos',
  );
  app = new Hono();
  app.get("*", staticFiles(webRoot, createLogger("silent"), "https://hogaria.example"));
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

describe("serving the prerendered public pages (ADR 004)", () => {
  it("serves a prerendered page with its absolute URLs filled in from PUBLIC_URL", async () => {
    const home = await (await app.request("/")).text();
    expect(home).toContain('href="https://hogaria.example/"');
    expect(home).toContain("Landing");
    const terms = await (await app.request("/legal/terms")).text();
    expect(terms).toContain('href="https://hogaria.example/legal/terms"');
  });

  it("serves the app shell, not the landing page, for the other routes", async () => {
    const dashboard = await app.request("/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("shell");
    const unknown = await app.request("/no-existe");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("shell");
  });
});
