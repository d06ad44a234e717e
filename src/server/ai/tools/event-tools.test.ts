import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTool as run, toolsFor } from "#tests/server/harness/assistant-tools.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
}, 60_000);

/** The household's events as stored: UTC instants for timed ones. */
async function storedEvents(member: TestMember) {
  const rows = await server.database.db
    .selectFrom("calendar_events")
    .select(["title", "event_date", "end_date", "all_day"])
    .where("household_id", "=", member.membership.householdId)
    .orderBy("event_date")
    .execute();
  return rows.map((row) => ({
    title: row.title,
    start: new Date(row.event_date).toISOString(),
    end: row.end_date === null ? null : new Date(row.end_date).toISOString(),
    allDay: Boolean(row.all_day),
  }));
}

describe("creating events", () => {
  it("lasts an hour unless told, at the household's local time", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    expect(
      await run(tools, "createEvent", {
        title: "Reunión de apoderados",
        date: "2026-11-23",
        time: "19:30",
        eventType: "school",
      }),
    ).toEqual({
      ok: true,
      event: {
        title: "Reunión de apoderados",
        date: "2026-11-23",
        time: "19:30",
        endTime: "20:30",
      },
    });
    await run(tools, "createEvent", {
      title: "Fútbol",
      date: "2026-11-24",
      time: "17:00",
      durationMinutes: 90,
    });
    await run(tools, "createEvent", { title: "Cumpleaños de Sofía", date: "2026-11-25" });
    // Mexico City is UTC-6.
    expect(await storedEvents(owner)).toEqual([
      {
        title: "Reunión de apoderados",
        start: "2026-11-24T01:30:00.000Z",
        end: "2026-11-24T02:30:00.000Z",
        allDay: false,
      },
      {
        title: "Fútbol",
        start: "2026-11-24T23:00:00.000Z",
        end: "2026-11-25T00:30:00.000Z",
        allDay: false,
      },
      {
        title: "Cumpleaños de Sofía",
        start: "2026-11-25T00:00:00.000Z",
        end: null,
        allDay: true,
      },
    ]);
  });
});

describe("moving and cancelling events by title", () => {
  it("moves the closest upcoming one, keeping what is not said", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    // One on Friday the 20th (past for the tools' Sunday the 22nd) and one upcoming.
    await run(tools, "createEvent", { title: "Clase de piano", date: "2026-11-20", time: "16:00" });
    await run(tools, "createEvent", {
      title: "Clase de piano",
      date: "2026-11-27",
      time: "16:00",
      durationMinutes: 45,
    });
    expect(await run(tools, "updateEvent", { title: "la clase de piano", time: "17:30" })).toEqual({
      ok: true,
      previous: { title: "Clase de piano", date: "2026-11-27", time: "16:00", endTime: "16:45" },
      event: { title: "Clase de piano", date: "2026-11-27", time: "17:30", endTime: "18:15" },
    });
    expect(
      await run(tools, "updateEvent", { title: "piano", date: "2026-11-28", durationMinutes: 60 }),
    ).toMatchObject({ event: { date: "2026-11-28", time: "17:30", endTime: "18:30" } });
    expect((await storedEvents(owner)).at(-1)).toEqual({
      title: "Clase de piano",
      start: "2026-11-28T23:30:00.000Z",
      end: "2026-11-29T00:30:00.000Z",
      allDay: false,
    });
    expect(await run(tools, "updateEvent", { title: "piano" })).toMatchObject({
      ok: false,
      code: "VALIDATION_FAILED",
    });
    expect(await run(tools, "updateEvent", { title: "dentista", time: "10:00" })).toEqual({
      ok: false,
      code: "NO_MATCH",
      message: "No encontré un evento que diga «dentista» en la agenda.",
    });
  });

  it("keeps an all-day event all day, and its length, when it moves", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await owner.client.post("/api/calendar/events", {
      title: "Vacaciones",
      allDay: true,
      start: "2026-12-20",
      end: "2026-12-22",
    });
    expect(await run(tools, "updateEvent", { title: "vacaciones", date: "2026-12-26" })).toEqual({
      ok: true,
      previous: { title: "Vacaciones", date: "2026-12-20", time: null, endTime: null },
      event: { title: "Vacaciones", date: "2026-12-26", time: null, endTime: null },
    });
    expect(await storedEvents(owner)).toEqual([
      {
        title: "Vacaciones",
        start: "2026-12-26T00:00:00.000Z",
        end: "2026-12-28T00:00:00.000Z",
        allDay: true,
      },
    ]);
  });

  it("cancels the one on the day given", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await run(tools, "createEvent", { title: "Fútbol", date: "2026-11-24", time: "17:00" });
    await run(tools, "createEvent", { title: "Fútbol", date: "2026-12-01", time: "17:00" });
    expect(await run(tools, "cancelEvent", { title: "futbol", date: "2026-12-01" })).toEqual({
      ok: true,
      event: { title: "Fútbol", date: "2026-12-01", time: "17:00", endTime: "18:00" },
    });
    expect(await run(tools, "cancelEvent", { title: "futbol", date: "2026-12-01" })).toMatchObject({
      code: "NO_MATCH",
    });
    expect((await storedEvents(owner)).map((event) => event.start)).toEqual([
      "2026-11-24T23:00:00.000Z",
    ]);
  });
});

describe("an event that names a member", () => {
  it("is never found by another member's name: «el cumple de Mateo» is not Sofía's", async () => {
    const owner = await createHouseholdOwner(server);
    await addHouseholdMember(server, owner.membership.householdId, "member", { name: "Sofía" });
    await addHouseholdMember(server, owner.membership.householdId, "child", { name: "Mateo" });
    const tools = toolsFor(server, owner);
    await run(tools, "createEvent", { title: "Cumpleaños de Sofía", date: "2026-12-02" });
    expect(await run(tools, "cancelEvent", { title: "Cumple de Mateo" })).toMatchObject({
      code: "NO_MATCH",
    });
    expect(
      await run(tools, "updateEvent", { title: "cumple de Mateo", date: "2026-11-29" }),
    ).toMatchObject({ code: "NO_MATCH" });
    expect(await storedEvents(owner)).toEqual([
      expect.objectContaining({ title: "Cumpleaños de Sofía", start: "2026-12-02T00:00:00.000Z" }),
    ]);
    expect(await run(tools, "cancelEvent", { title: "el cumple de Sofía" })).toMatchObject({
      ok: true,
    });
  });
});

describe("live updates", () => {
  it("announces to the household what the assistant creates, moves and cancels", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    const events: { topic: string; action?: string; id?: string; actorId?: string }[] = [];
    const unsubscribe = server.live.subscribe(owner.membership.householdId, (event) =>
      events.push(event),
    );
    await run(tools, "createEvent", { title: "Dentista", date: "2026-11-25", time: "10:00" });
    await run(tools, "updateEvent", { title: "dentista", time: "11:00" });
    await run(tools, "cancelEvent", { title: "dentista", date: "2026-11-25" });
    unsubscribe();
    const id = events[0]?.id;
    expect(id).toBeTruthy();
    expect(events).toEqual(
      ["created", "updated", "deleted"].map((action) => ({
        topic: "calendar",
        action,
        id,
        actorId: owner.account.id,
      })),
    );
  });
});

describe("roles and households", () => {
  it("lets children change only their own events, guests none, and strangers never find them", async () => {
    const owner = await createHouseholdOwner(server);
    const child = await addHouseholdMember(server, owner.membership.householdId, "child");
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    await run(toolsFor(server, owner), "createEvent", {
      title: "Junta de padres",
      date: "2026-11-26",
      time: "19:00",
    });
    const refused = { ok: false, code: "FORBIDDEN", message: "No tienes permiso para hacer esto" };
    const kid = toolsFor(server, child);
    expect(await run(kid, "cancelEvent", { title: "junta de padres" })).toEqual(refused);
    expect(await run(kid, "updateEvent", { title: "junta", time: "20:00" })).toEqual(refused);
    await run(kid, "createEvent", { title: "Fiesta de Mateo", date: "2026-11-28" });
    expect(await run(kid, "cancelEvent", { title: "fiesta de mateo" })).toMatchObject({ ok: true });
    expect(
      await run(toolsFor(server, guest), "createEvent", { title: "Visita", date: "2026-11-28" }),
    ).toEqual(refused);

    const neighbour = await createHouseholdOwner(server);
    const theirs = toolsFor(server, neighbour);
    expect(await run(theirs, "cancelEvent", { title: "junta de padres" })).toMatchObject({
      code: "NO_MATCH",
    });
    expect(await run(theirs, "updateEvent", { title: "junta", time: "08:00" })).toMatchObject({
      code: "NO_MATCH",
    });
    expect(await run(theirs, "listEvents", { from: "2026-11-20", to: "2026-11-30" })).toMatchObject(
      {
        events: [],
      },
    );
    expect((await storedEvents(owner)).map((event) => [event.title, event.start])).toEqual([
      ["Junta de padres", "2026-11-27T01:00:00.000Z"],
    ]);
  });
});
