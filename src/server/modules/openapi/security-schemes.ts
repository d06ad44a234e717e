/**
 * How a client proves who it is, as the OpenAPI document names it (decision 023). A credential
 * the server accepts is listed here once: in `securitySchemes`, and in `signedInSecurity`, the
 * alternatives every "session" and "member" route accepts.
 *
 * Personal API tokens (`Authorization: Bearer hgr_…`, issue #19 part 4) add their scheme here
 * as `personalToken` (type http, scheme bearer, bearerFormat "hgr_…") and `{ personalToken: [] }`
 * to `signedInSecurity` when the server accepts them — not before, so the document never offers
 * a credential that does not work.
 */
export const securitySchemes = {
  cookieSession: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "La cookie de sesión que deja el inicio de sesión en el navegador (HttpOnly, 7 días; «__Secure-better-auth.session_token» detrás de https). Las escrituras con cookie deben llevar un `Origin` del mismo sitio.",
  },
  bearerSession: {
    type: "http",
    scheme: "bearer",
    description:
      "Para clientes que no son un navegador: el token de sesión firmado que devuelve la cabecera `set-auth-token` de POST /api/auth/sign-in/email, enviado como `Authorization: Bearer <token>`. Dura lo que la sesión (7 días).",
  },
} as const;

export type SecuritySchemeName = keyof typeof securitySchemes;

/** Any one of these is enough for a signed-in route. */
export const signedInSecurity: Partial<Record<SecuritySchemeName, string[]>>[] = [
  { cookieSession: [] },
  { bearerSession: [] },
];
