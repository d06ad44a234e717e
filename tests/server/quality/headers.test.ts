import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHouseholdOwner } from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/** Security headers on pages, API answers and files, and the session cookie's attributes, with
 * the public URL on plain http (development) and behind https (production). */
let webRoot: string;
beforeAll(async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "hogaria-headers-"));
  webRoot = path.join(folder, "web");
  await mkdir(path.join(webRoot, "assets"), { recursive: true });
  await writeFile(
    path.join(webRoot, "index.html"),
    '<!doctype html><title>Hogaria</title><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(path.join(webRoot, "assets/app.js"), "console.log('hola')");
  // A folder beside the web root whose name starts like it: never reachable.
  await mkdir(`${webRoot}-privado`, { recursive: true });
  await writeFile(path.join(`${webRoot}-privado`, "secreto.txt"), "secreto");
});
afterAll(async () => {
  await rm(path.dirname(webRoot), { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

function expectStrictHeaders(headers: Headers, what: string) {
  const csp = directives(headers.get("content-security-policy") ?? "");
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(csp.get("script-src"), what).toEqual(["'self'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'self'"]);
  expect(csp.get("form-action"), what).toEqual(["'self'"]);
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
}

for (const publicUrl of ["http://localhost:3000", "https://hogaria.example"]) {
  const https = publicUrl.startsWith("https");
  describe(`with PUBLIC_URL ${publicUrl}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({ PUBLIC_URL: publicUrl }, { webRoot });
    });
    afterAll(async () => {
      await server.close();
    });

    it("pages, assets, API answers and errors carry a strict policy", async () => {
      const client = server.client();
      for (const url of ["/", "/tareas", "/assets/app.js", "/api/health", "/api/me", "/api/nada"]) {
        const response = await client.raw(url);
        expectStrictHeaders(response.headers, url);
        const hsts = response.headers.get("strict-transport-security");
        if (https) expect(hsts, url).toMatch(/max-age=\d{7,}/);
        else expect(hsts, url).toBeNull();
      }
    });

    it("answers about an account or a household are never kept by a cache", async () => {
      const owner = await createHouseholdOwner(server);
      const stranger = server.client();
      const answers = [
        ...(await Promise.all(
          ["/api/me", "/api/auth/get-session", "/api/members", "/api/tasks", "/api/nada"].map(
            async (url) => [url, await owner.client.raw(url)] as const,
          ),
        )),
        ["POST /api/tasks", await owner.client.raw("/api/tasks", { method: "POST" })] as const,
        ["signed out /api/me", await stranger.raw("/api/me")] as const,
      ];
      for (const [what, response] of answers) {
        expect(response.headers.get("cache-control"), `${what} (${response.status})`).toBe(
          "no-store",
        );
      }
    });

    it("small JSON answers go out as they are; larger ones gzipped, with their length known", async () => {
      const owner = await createHouseholdOwner(server);
      const gzip = { headers: { "accept-encoding": "gzip" } };
      for (let n = 0; n < 12; n++) {
        await owner.client.post("/api/tasks", { title: `Tarea larga número ${n} de la semana` });
      }
      const small = await owner.client.raw("/api/health", gzip);
      expect(small.headers.get("content-encoding")).toBeNull();
      const body = await small.text();
      expect(small.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
      expect(JSON.parse(body)).toMatchObject({ status: "ok" });

      const large = await owner.client.raw("/api/tasks", gzip);
      expect(large.headers.get("content-encoding")).toBe("gzip");
      expect(large.headers.get("vary")).toMatch(/accept-encoding/i);
      const zipped = new Uint8Array(await large.arrayBuffer());
      expect(large.headers.get("content-length")).toBe(String(zipped.byteLength));
      const tasks = await new Response(
        new Blob([zipped]).stream().pipeThrough(new DecompressionStream("gzip")),
      ).json();
      expect(tasks.tasks).toHaveLength(12);

      // A client that refuses gzip gets deflate from compress(), or the JSON as it is.
      const deflate = await owner.client.raw("/api/tasks", {
        headers: { "accept-encoding": "gzip;q=0, deflate" },
      });
      expect(deflate.headers.get("content-encoding")).toBe("deflate");
      const plain = await owner.client.raw("/api/tasks", {
        headers: { "accept-encoding": "identity" },
      });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect((await plain.json()).tasks).toHaveLength(12);
    });

    it("the page loads its script from a file: nothing inline for the policy to allow", async () => {
      const page = await (await server.client().raw("/")).text();
      for (const script of page.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? []) {
        expect(script).toMatch(/src="\/[^"]+"/);
        expect(script.replace(/<script[^>]*>|<\/script>/g, "").trim()).toBe("");
      }
      expect(page).not.toMatch(/\son[a-z]+=/i);
    });

    it("serves nothing outside the web root, nor from a folder beside it", async () => {
      const client = server.client();
      for (const url of [
        "/..%2Fweb-privado%2Fsecreto.txt",
        "/%2e%2e/web-privado/secreto.txt",
        "/%E0%A4%A",
        "/a%00.js",
      ]) {
        const response = await client.raw(url);
        expect(response.status, url).toBeGreaterThanOrEqual(400);
        expect(response.status, url).toBeLessThan(500);
        expect(await response.text(), url).not.toContain("secreto");
      }
    });

    it("a signed-in browser's cookie does not let another site change anything", async () => {
      const client = server.client();
      await client.signUp();
      for (const origin of ["https://evil.example", "null", ""]) {
        for (const [method, url] of [
          ["POST", "/api/onboarding/invitations"],
          ["PUT", "/api/onboarding/household"],
          ["DELETE", "/api/account"],
          ["POST", "/api/auth/change-password"],
        ] as const) {
          const response = await server.app.request(`${server.config.publicUrl}${url}`, {
            method,
            headers: {
              cookie: client.cookie,
              "content-type": "application/json",
              ...(origin && { origin }),
            },
            body: JSON.stringify({ name: "Casa", emails: "", confirmation: "x" }),
          });
          expect(response.status, `${method} ${url} from ${origin || "no origin"}`).toBe(403);
        }
      }
    });

    it(`the session cookie is HttpOnly and SameSite${https ? ", Secure and __Secure-" : ""}`, async () => {
      const client = server.client();
      const response = await client.raw("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Galletita",
          email: `galleta.${crypto.randomUUID().slice(0, 6)}@ejemplo.mx`,
          password: "secreto123",
          acceptTerms: true,
        }),
      });
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      const session = cookies.find((cookie) => /session_token=/.test(cookie));
      expect(session, cookies.join("\n")).toBeDefined();
      for (const cookie of cookies) {
        expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie, cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
        if (https) {
          expect(cookie, cookie).toMatch(/;\s*Secure/i);
          expect(cookie, cookie).toMatch(/^__Secure-/);
        } else {
          expect(cookie, cookie).not.toMatch(/;\s*Secure/i);
        }
      }
    });
  });
}
