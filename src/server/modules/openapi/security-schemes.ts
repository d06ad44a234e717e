import { apiTokenMayUse } from "#shared/schemas/api-tokens.ts";

/**
 * How a client proves who it is, as the OpenAPI document names it (decision 023). A credential
 * the server accepts is listed here once: in `securitySchemes`, and in `signedInSecurity`, the
 * alternatives every "session" and "member" route accepts. A personal API token (decision 024)
 * is offered only where the server takes one (`securityFor`).
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
  personalToken: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "hgr_…",
    description:
      "Un token de API personal, creado en Configuración → Tokens de API, enviado como `Authorization: Bearer hgr_…`. Actúa como su miembro, en su hogar y con su rol actual; uno de solo lectura responde 403 a toda escritura; revocado o caducado, 401; 120 solicitudes por minuto (429 con `Retry-After`). No sirve para gestionar tokens, la cuenta ni la contraseña.",
  },
} as const;

export type SecuritySchemeName = keyof typeof securitySchemes;

/** Any one of these is enough for a signed-in route. */
export const signedInSecurity: Partial<Record<SecuritySchemeName, string[]>>[] = [
  { cookieSession: [] },
  { bearerSession: [] },
];

/** The credentials one operation accepts: a session always, a personal token where allowed. */
export function securityFor(
  method: string,
  path: string,
): Partial<Record<SecuritySchemeName, string[]>>[] {
  return apiTokenMayUse(method, path)
    ? [...signedInSecurity, { personalToken: [] }]
    : signedInSecurity;
}
