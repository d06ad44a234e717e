import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { AppEnv } from "#server/http/app-env.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { ApiError } from "#server/http/errors.ts";
import { defineContract, idParams } from "#shared/contracts/contract.ts";

const contract = defineContract({
  id: "notes",
  basePath: "/api/notes",
  tag: "Notas",
  routes: {
    read: {
      method: "get",
      path: "/:id",
      summary: "Leer una nota",
      auth: "public",
      params: idParams,
      query: z.strictObject({ full: z.enum(["yes", "no"], { error: "invalidInput" }).optional() }),
      responses: { 200: z.strictObject({ id: z.string(), text: z.string() }) },
    },
    write: {
      method: "post",
      path: "/",
      summary: "Escribir una nota",
      auth: "public",
      body: z.strictObject({ text: z.string({ error: "invalidInput" }) }),
      responses: { 201: z.strictObject({ id: z.string(), text: z.string() }) },
    },
  },
});

/** The notes routes, with an answer that breaks the contract when asked for id "roto". */
function app(environment: "test" | "production") {
  const notes = routesFrom({ config: { environment } }, contract, {
    read: ({ params }) =>
      params.id === "roto"
        ? // A handler cast past the types, as a mapping bug would: the check still sees it.
          { status: 200, body: { id: params.id, text: 3 as unknown as string } }
        : { status: 200, body: { id: params.id, text: "hola" } },
    write: ({ body }) => ({ status: 201, body: { id: "n1", text: body.text } }),
  });
  const app = new Hono<AppEnv>().route("/api/notes", notes);
  app.onError((error, c) =>
    error instanceof ApiError
      ? c.json(error.toBody(), error.status)
      : c.json({ error: { code: "INTERNAL" } }, 500),
  );
  return app;
}

const post = (body: string, contentType = "application/json") => ({
  method: "POST",
  body,
  headers: { "content-type": contentType },
});

afterEach(() => vi.restoreAllMocks());

describe("routes declared from a contract", () => {
  it("validate the body once, as readJson always did: Spanish, unknown fields refused, 415", async () => {
    const notes = app("test");
    const ok = await notes.request("/api/notes", post(JSON.stringify({ text: "hola" })));
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ id: "n1", text: "hola" });

    const unknown = await notes.request("/api/notes", post('{"text":"a","householdId":"x"}'));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { code: "VALIDATION_FAILED", fields: { _: expect.any(String) } },
    });

    const notJson = await notes.request("/api/notes", post("text=a", "text/plain"));
    expect(notJson.status).toBe(415);

    const nul = await notes.request("/api/notes", post(JSON.stringify({ text: "a\u0000b" })));
    expect(nul.status).toBe(400);
  });

  it("parse the query with its schema", async () => {
    const notes = app("test");
    expect((await notes.request("/api/notes/n1?full=yes")).status).toBe(200);
    const bad = await notes.request("/api/notes/n1?full=quizas");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fields: { full: expect.any(String) } } });
  });

  it("fail an answer its contract refuses, loudly, under test", async () => {
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await app("test").request("/api/notes/roto");
    expect(response.status).toBe(500);
    expect(said).toHaveBeenCalledWith(
      expect.stringContaining("GET /api/notes/:id answered 200 with a body its contract refuses"),
    );
  });

  it("do not spend time checking answers in production", async () => {
    const response = await app("production").request("/api/notes/roto");
    expect(response.status).toBe(200);
  });
});
