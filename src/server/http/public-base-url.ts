import type { Config } from "#server/config.ts";

const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The address links sent to people should use: PUBLIC_URL when it is set; otherwise the one this
 * request reached — the address the family typed (http://192.168.1.20:3000), not the server's
 * own idea of it (http://localhost:3000), which would not open on anyone else's phone. Behind
 * trusted proxies, their X-Forwarded-Host and -Proto say what the person typed.
 */
export function publicBaseUrl(
  request: Request,
  config: Pick<Config, "publicUrl" | "publicUrlConfigured" | "trustedProxyHops">,
): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const url = new URL(request.url);
  if (config.trustedProxyHops > 0) {
    const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim();
    const host = first("x-forwarded-host");
    const proto = first("x-forwarded-proto");
    if (host && hostPattern.test(host)) {
      return `${proto === "https" || proto === "http" ? proto : url.protocol.slice(0, -1)}://${host}`;
    }
  }
  return url.origin;
}
