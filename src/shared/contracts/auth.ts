import { z } from "zod";
import { defineContract, type ResponseBody } from "#shared/contracts/contract.ts";
import {
  changePasswordSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
} from "#shared/schemas/auth.ts";

/** The account as Better Auth answers it (session tokens are never in a body: see
 * accounts.routes.ts). */
export const accountUserSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** What the person chose at sign-up ("MX", "ES"…), for defaults. */
    country: z.string().nullable(),
    language: z.string().nullable(),
    termsAcceptedAt: z.string().nullable(),
  })
  .meta({ id: "AccountUser", description: "La cuenta de quien inició sesión." });

export const accountSessionSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** The signed-in account, as `GET /api/auth/get-session` and sign-in answer it. */
export type AccountUser = z.output<typeof accountUserSchema>;

const userAnswer = z.strictObject({ user: accountUserSchema });

/**
 * /api/auth: the Better Auth endpoints Hogaria exposes, and only those (every other path under
 * /api/auth answers 404). accounts.routes.ts serves exactly these routes and validates their
 * bodies with these schemas, in Spanish, before Better Auth sees them.
 */
export const authContract = defineContract({
  id: "auth",
  basePath: "/api/auth",
  tag: "Cuenta",
  routes: {
    signUp: {
      method: "post",
      path: "/sign-up/email",
      summary: "Crear una cuenta con correo y contraseña (e iniciar sesión)",
      description:
        "Deja la cookie de sesión; un cliente que no es navegador recibe además su token firmado en la cabecera `set-auth-token`. Rechaza las contraseñas comunes.",
      auth: "public",
      body: signUpSchema,
      responses: { 200: userAnswer },
      errors: [403, 422, 429],
    },
    signIn: {
      method: "post",
      path: "/sign-in/email",
      summary: "Iniciar sesión con correo y contraseña",
      description:
        "Deja la cookie de sesión; un cliente que no es navegador recibe además su token firmado en la cabecera `set-auth-token`, para enviarlo como `Authorization: Bearer`. Tras varios intentos fallidos la cuenta se bloquea un rato (429), salvo desde un dispositivo conocido.",
      auth: "public",
      body: signInSchema,
      responses: {
        200: z.strictObject({
          redirect: z.boolean(),
          url: z.string().optional(),
          user: accountUserSchema,
        }),
      },
      errors: [401, 403, 429],
    },
    signOut: {
      method: "post",
      path: "/sign-out",
      summary: "Cerrar la sesión",
      auth: "session",
      responses: { 200: z.strictObject({ success: z.boolean() }) },
      errors: [403],
    },
    session: {
      method: "get",
      path: "/get-session",
      summary: "La sesión actual y su cuenta, o null sin sesión",
      auth: "public",
      responses: {
        200: z.strictObject({ session: accountSessionSchema, user: accountUserSchema }).nullable(),
      },
    },
    requestPasswordReset: {
      method: "post",
      path: "/request-password-reset",
      summary: "Pedir el correo para restablecer la contraseña",
      description:
        "Responde lo mismo exista o no la cuenta. `redirectTo` es una ruta de Hogaria (por defecto el formulario de restablecer).",
      auth: "public",
      body: passwordResetRequestSchema,
      responses: { 200: z.strictObject({ status: z.boolean(), message: z.string() }) },
      errors: [403, 429],
    },
    resetLink: {
      method: "get",
      path: "/reset-password/:token",
      summary: "El enlace del correo: comprueba el token y lleva al formulario de restablecer",
      description:
        "Redirige a `callbackURL` con `?token=`, o con `?error=INVALID_TOKEN` si el token no vale o ya venció.",
      auth: "public",
      params: z.strictObject({ token: z.string() }),
      responses: { 302: null },
    },
    resetPassword: {
      method: "post",
      path: "/reset-password",
      summary: "Elegir una contraseña nueva con el token del correo",
      auth: "public",
      body: passwordResetSchema,
      responses: { 200: z.strictObject({ status: z.boolean() }) },
      errors: [403, 429],
    },
    changePassword: {
      method: "post",
      path: "/change-password",
      summary: "Cambiar la contraseña (cierra las demás sesiones de la cuenta)",
      auth: "session",
      body: changePasswordSchema,
      responses: { 200: userAnswer },
      errors: [403, 429],
    },
  },
});

/** `GET /api/auth/get-session`: the session and its account, or null when nobody is signed in. */
export type SessionAnswer = ResponseBody<typeof authContract.routes.session>;
