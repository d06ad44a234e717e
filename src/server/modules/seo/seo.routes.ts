import { Hono } from "hono";
import type { Config } from "#server/config.ts";
import { publicPages } from "#shared/seo/public-pages.ts";

/** robots.txt and sitemap.xml name absolute URLs, so the server writes them from PUBLIC_URL. */
export function seoRoutes(config: Pick<Config, "publicUrl">) {
  const base = config.publicUrl;
  return new Hono()
    .get("/robots.txt", (c) =>
      c.text(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /api/",
          "Disallow: /dashboard",
          "Disallow: /onboarding",
          "Disallow: /join/",
          "",
          `Sitemap: ${base}/sitemap.xml`,
          "",
        ].join("\n"),
        200,
        { "cache-control": "public, max-age=3600" },
      ),
    )
    .get("/sitemap.xml", (c) => {
      const urls = publicPages
        .map(
          (page) =>
            `  <url><loc>${base}${page.path}</loc><priority>${page.priority.toFixed(1)}</priority></url>`,
        )
        .join("\n");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
        200,
        {
          "content-type": "application/xml; charset=utf-8",
          "cache-control": "public, max-age=3600",
        },
      );
    });
}
