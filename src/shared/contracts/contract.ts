import { z } from "zod";

/**
 * One contract per route (decision 023): what a route takes and answers, as zod schemas, with
 * its Spanish summary and who may call it. The server declares the route from it (validating
 * input once, in the route), the OpenAPI document at /api/openapi.json is generated from it, the
 * server's tests check every answer against it, and the web app takes its response types from
 * it with `import type` (so no zod reaches a bundle that only needs the types).
 */

/**
 * Who may call a route: anyone ("public"), a signed-in person ("session"), or a signed-in
 * member acting inside their household ("member"; the household comes from the session).
 */
export type AuthKind = "public" | "session" | "member";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** 302: a redirect, with no body (the reset link of the password email). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/** Error statuses a route may answer (the error shape is `errorBodySchema`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

export interface RouteContract {
  method: HttpMethod;
  /** Relative to the module's base path, in Hono's form: "/", "/:id", "/:id/items". */
  path: string;
  /** Spanish, short: what the route does, as the API reference lists it. */
  summary: string;
  /** Spanish, optional: what a client must know beyond the summary. */
  description?: string;
  auth: AuthKind;
  /** Path parameters, each a string. */
  params?: z.ZodObject;
  /** The query string, parsed from its text values (use z.coerce for numbers). */
  query?: z.ZodType;
  /** A JSON body: one of the schemas of #shared/schemas, reused, never copied. */
  body?: z.ZodType;
  /** A multipart/form-data body (an upload), read by the handler itself: its fields, for the
   * reference (`z.file()` for a file). */
  form?: z.ZodObject;
  /** What a success answers, by status: a JSON schema, or null for no body (204). */
  responses: Partial<Record<SuccessStatus, z.ZodType | null>> &
    /** An error status whose answer is not our error shape (the health check's 503 report, the
     * unsubscribe page's 400 HTML): its own schema. */
    Partial<Record<ErrorStatus, z.ZodType>>;
  /** The media type of the success body when it is not JSON ("text/calendar"): the handler
   * then answers a whole Response, and its schema describes the text. */
  produces?: string;
  /** Errors this route answers beyond the ones every route of its kind can give (400 on bad
   * input, 401 without a session, 403 without a household, 413/415 on a body): see
   * `impliedErrors` in the OpenAPI document builder. */
  errors?: readonly ErrorStatus[];
}

export interface ModuleContract<Routes extends Record<string, RouteContract>> {
  /** Names the module in operation ids: "tasks" makes "tasks.list". */
  id: string;
  /** Where the module is mounted: "/api/tasks". */
  basePath: string;
  /** The Spanish heading its routes are listed under. */
  tag: string;
  routes: Routes;
}

export function defineContract<const Routes extends Record<string, RouteContract>>(
  contract: ModuleContract<Routes>,
): ModuleContract<Routes> {
  return contract;
}

/** A route, typed exactly as written (`satisfies` keeps the literal types the server needs). */
export function defineRoute<const Route extends RouteContract>(route: Route): Route {
  return route;
}

/** The body of a route's answer with the given status, as a client receives it. */
export type ResponseBody<
  Route extends RouteContract,
  Status extends keyof Route["responses"] = keyof Route["responses"],
> = Route["responses"][Status] extends z.ZodType ? z.output<Route["responses"][Status]> : null;

/** Every error answer: a stable code, a message in the reader's language, and field errors.
 * `.meta({ id })` names a schema in the OpenAPI document: it becomes `components.schemas.<id>`,
 * referenced wherever it is used (decision 023). */
export const errorBodySchema = z
  .strictObject({
    error: z.strictObject({
      code: z.string().describe("Código estable, en inglés: `NOT_FOUND`, `RECIPE_LIMIT`…"),
      message: z.string().describe("El mensaje, en el idioma de quien lee."),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe("Los campos no válidos, con el motivo de cada uno."),
    }),
  })
  .meta({ id: "Error", description: "El cuerpo de toda respuesta de error." });

/** The id in "/:id" routes: any text (a foreign or unknown id answers 404, never 400). */
export const idParams = z.strictObject({ id: z.string() });
