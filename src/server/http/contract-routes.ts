import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { Config } from "#server/config.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseWith, readJson } from "#server/http/validation.ts";
import {
  errorBodySchema,
  type ModuleContract,
  type RouteContract,
  type SuccessStatus,
} from "#shared/contracts/contract.ts";

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** A route's input, parsed once by its contract's schemas before the handler runs. */
export interface RouteInput<Route extends RouteContract> {
  params: Parsed<Route["params"]>;
  query: Parsed<Route["query"]>;
  body: Parsed<Route["body"]>;
}

type Statuses<Route extends RouteContract> = keyof Route["responses"] & SuccessStatus;

/** What a handler answers: one of its contract's success statuses, with the body it declares. */
export type RouteReply<Route extends RouteContract> = {
  [Status in Statuses<Route>]: Route["responses"][Status] extends z.ZodType
    ? { status: Status; body: z.input<Route["responses"][Status]> }
    : { status: Status };
}[Statuses<Route>];

/** A handler gets the parsed input and the Hono context (for the member, the session…). It
 * answers a `RouteReply`, or a whole Response when it streams or sends a file. */
export type RouteHandler<Route extends RouteContract> = (
  input: RouteInput<Route>,
  c: Context<AppEnv>,
) => Promise<RouteReply<Route> | Response> | RouteReply<Route> | Response;

export type ModuleHandlers<Routes extends Record<string, RouteContract>> = {
  [Name in keyof Routes]: RouteHandler<Routes[Name]>;
};

/** An answer that its contract does not describe: in tests, a failure that says where. */
export class ContractViolation extends Error {
  override name = "ContractViolation";
}

/**
 * The Hono routes of a module, declared from its contract (decision 023). Input is validated
 * here and only here, as `readJson`/`parseWith` always did: Spanish field errors, unknown fields
 * refused, 415 on a body that is not JSON, unstorable text refused. Routes register in the
 * contract's order. Under test (NODE_ENV=test) every answer is checked against the contract's
 * response schema, and one that does not match fails the request loudly.
 */
export function routesFrom<Routes extends Record<string, RouteContract>>(
  { config }: { config: Pick<Config, "environment"> },
  contract: ModuleContract<Routes>,
  handlers: ModuleHandlers<Routes>,
): Hono<AppEnv> {
  const checkAnswers = config.environment === "test";
  const router = new Hono<AppEnv>();
  const byName = handlers as unknown as Record<string, RouteHandler<RouteContract>>;
  for (const [name, route] of Object.entries(contract.routes) as [string, RouteContract][]) {
    const handler = byName[name] as RouteHandler<RouteContract>;
    const where = `${route.method.toUpperCase()} ${contract.basePath}${route.path}`;
    router.on(route.method.toUpperCase(), route.path, async (c) => {
      const input: RouteInput<RouteContract> = {
        params: route.params ? parseWith(route.params, c.req.param()) : undefined,
        query: route.query ? parseWith(route.query, c.req.query()) : undefined,
        body: route.body ? await readJson(c, route.body) : undefined,
      };
      const reply = await handler(input, c);
      if (reply instanceof Response) {
        if (checkAnswers) checkAnswer(where, route, reply.status);
        return reply;
      }
      if (checkAnswers)
        checkAnswer(where, route, reply.status, "body" in reply ? reply.body : undefined);
      if (!("body" in reply)) return c.body(null, reply.status);
      return c.json(reply.body, reply.status as ContentfulStatusCode);
    });
  }
  return router;
}

/**
 * Checks one answer against its route's contract (tests only): a success status the contract
 * lists, with the body its schema describes (`undefined`: no body, or one not read, as a
 * stream's); an error with our error shape. Throws ContractViolation otherwise.
 */
export function checkAnswer(
  where: string,
  route: RouteContract,
  status: number,
  body?: unknown,
): void {
  if (status >= 400 && !(status in route.responses)) {
    if (body !== undefined && !errorBodySchema.safeParse(body).success) {
      throw violation(
        `${where} answered ${status} without the error shape: ${JSON.stringify(body)}`,
      );
    }
    return;
  }
  if (!(status in route.responses)) {
    throw violation(`${where} answered ${status}, which its contract does not list`);
  }
  if (body === undefined) return;
  const schema = (route.responses as Partial<Record<number, z.ZodType | null>>)[status];
  if (!schema) throw violation(`${where} answered ${status} with a body`);
  // What the client will read: the body as JSON carries it.
  const parsed = schema.safeParse(JSON.parse(JSON.stringify(body)));
  if (!parsed.success) {
    throw violation(
      `${where} answered ${status} with a body its contract refuses: ${JSON.stringify(parsed.error.issues)}`,
    );
  }
}

function violation(message: string): ContractViolation {
  const error = new ContractViolation(message);
  // Loud in the test's output even when the app turns it into a 500.
  console.error(error.message);
  return error;
}
