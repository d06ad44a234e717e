import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dateInZone } from "#shared/calendar/zoned-time.ts";
import type { QuickLine } from "#shared/schemas/quick-add.ts";
import { createHouseholdOwner } from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string };
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("GET /api/quick-add/read", () => {
  it("reads the day from the household's calendar and cuts it from the title", async () => {
    const owner = await createHouseholdOwner(server);
    const timeZone = (
      await server.database.db
        .selectFrom("households")
        .select("time_zone")
        .where("id", "=", owner.membership.householdId)
        .executeTakeFirstOrThrow()
    ).time_zone;
    const today = dateInZone(new Date(), timeZone);
    const read = await owner.client.get<QuickLine>(
      `/api/quick-add/read?text=${encodeURIComponent("Llevar el carro al taller mañana a las 9")}`,
    );
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      title: "Llevar el carro al taller",
      date: addDays(today, 1),
      time: "09:00",
    });
  });

  it("answers a blank or overlong line with a Spanish message, and nobody signed out", async () => {
    const owner = await createHouseholdOwner(server);
    const blank = await owner.client.get<ErrorBody>("/api/quick-add/read?text=%20");
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe("El título es requerido");
    const long = await owner.client.get<ErrorBody>(`/api/quick-add/read?text=${"a".repeat(201)}`);
    expect(long.status).toBe(400);
    const badLanguage = await owner.client.get<ErrorBody>(
      "/api/quick-add/read?text=hola&language=fr",
    );
    expect(badLanguage.status).toBe(400);
    expect((await server.client().get("/api/quick-add/read?text=hola")).status).toBe(401);
  });
});
