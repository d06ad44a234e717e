import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** The import boundaries of docs/architecture.md are Biome rules (biome.json `overrides`, style/
 * noRestrictedImports), so `npm run lint` fails on a forbidden import. Each fixture in
 * ./fixtures names the path it stands for; it is linted there, with the project's biome.json, in
 * a scratch folder (Biome reads no diagnostics from stdin, and the fixtures must not sit in src). */
const root = path.resolve(import.meta.dirname, "../..");
const fixtures = path.join(import.meta.dirname, "fixtures");
const biome = path.join(root, "node_modules/@biomejs/biome/bin/biome");
const scratch = mkdtempSync(path.join(tmpdir(), "hogaria-lint-"));
writeFileSync(path.join(scratch, "biome.json"), readFileSync(path.join(root, "biome.json")));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Diagnostic {
  category: string;
  message: string;
}

function lintFixture(name: string): Diagnostic[] {
  const text = readFileSync(path.join(fixtures, name), "utf8");
  const target = /^\/\/ lint as: (\S+)/.exec(text)?.[1];
  if (!target) throw new Error(`${name} does not say which path it stands for`);
  const file = path.join(scratch, target);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  try {
    // Biome exits non-zero when it finds an error: the report on stdout is what counts.
    const run = spawnSync(process.execPath, [biome, "lint", "--reporter=json", target], {
      cwd: scratch,
      encoding: "utf8",
    });
    return (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
  } finally {
    rmSync(file);
  }
}

const restricted = (diagnostics: Diagnostic[]) =>
  diagnostics.filter((d) => d.category === "lint/style/noRestrictedImports");

describe("import boundaries (npm run lint)", () => {
  it.each([
    ["shared-imports-server.ts.txt", "src/shared runs in the browser and in Node"],
    ["shared-imports-web.ts.txt", "src/shared runs in the browser and in Node"],
    ["web-imports-server.ts.txt", "The web app never imports server code"],
    ["feature-imports-server.ts.txt", "The web app never imports server code"],
    ["feature-imports-feature.ts.txt", "One feature does not reach into another feature's files"],
    ["route-imports-repository.ts.txt", "Routes call services"],
  ])("%s is refused", (fixture, reason) => {
    const found = restricted(lintFixture(fixture));
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain(reason);
  });

  it.each(["allowed.ts.txt", "allowed-route.ts.txt"])(
    "%s passes (own feature, lib, shared; a route's services)",
    (fixture) => {
      expect(restricted(lintFixture(fixture))).toEqual([]);
    },
  );

  it("every web feature has its own boundary in biome.json", () => {
    const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8")) as {
      overrides?: { includes?: string[] }[];
    };
    const covered = new Set((config.overrides ?? []).flatMap((o) => o.includes ?? []));
    const features = readdirSync(path.join(root, "src/web/features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/web/features/${entry.name}/**`);
    expect(features.filter((glob) => !covered.has(glob))).toEqual([]);
  });
});
