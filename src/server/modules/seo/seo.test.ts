import { describe, expect, it } from "vitest";
import { seoRoutes } from "#server/modules/seo/seo.routes.ts";

const app = seoRoutes({ publicUrl: "https://hogaria.example" });

describe("search engines", () => {
  it("robots.txt allows the public site, keeps crawlers out of the API and names the sitemap", async () => {
    const response = await app.request("/robots.txt");
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain("Disallow: /api/");
    expect(body).toContain("Sitemap: https://hogaria.example/sitemap.xml");
  });

  it("sitemap.xml lists the public pages with absolute URLs", async () => {
    const response = await app.request("/sitemap.xml");
    const body = await response.text();
    expect(response.headers.get("content-type")).toContain("application/xml");
    for (const page of ["/", "/demo", "/auth", "/legal/terms", "/legal/privacy", "/ayuda"]) {
      expect(body).toContain(`<loc>https://hogaria.example${page}</loc>`);
    }
    expect(body).not.toContain("/dashboard");
  });
});
