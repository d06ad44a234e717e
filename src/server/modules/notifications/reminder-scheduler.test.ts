import { v7 as uuidv7 } from "uuid";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { deliverReminder } from "#server/modules/notifications/deliver-reminder.ts";
import {
  claimDueDeliveries,
  insertPlannedDeliveries,
  listDeliveries,
} from "#server/modules/notifications/deliveries.repository.ts";
import { planReminders } from "#server/modules/notifications/plan-reminders.ts";
import { createReminderScheduler } from "#server/modules/notifications/reminder-scheduler.ts";
import { loadVapidKeys } from "#server/modules/notifications/vapid-keys.ts";
import {
  createEvent,
  createTask,
  inAppOnly,
  insertPantryItem,
  notificationsOf,
  savePreferences,
  schedulerFor,
  setTimeZone,
} from "#tests/server/fixtures/reminder-fixtures.ts";
import { addHouseholdMember, createHouseholdOwner } from "#tests/server/harness/households.ts";
import { createTestServerAt, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
beforeEach(async () => {
  server = await createTestServerAt("2026-03-07T15:00:00Z");
});
afterEach(() => server.close());

describe("reminder schedule", () => {
  it("reminds a task at the member's lead time in the household's zone, once, across DST", async () => {
    const owner = await createHouseholdOwner(server);
    await setTimeZone(server, owner.membership.householdId, "America/New_York");
    await savePreferences(owner, {
      channels: inAppOnly,
      taskLeadMinutes: 1440,
      quietStart: null,
      quietEnd: null,
    });
    const taskId = await createTask(owner, { title: "Pagar la luz", dueDate: "2026-03-09" });
    const scheduler = schedulerFor(server);

    // "1 day before" 09:00 on Sunday 8 March, the morning New York springs forward (13:00 UTC).
    vi.setSystemTime(new Date("2026-03-08T12:59:00Z"));
    await scheduler.tick();
    expect((await notificationsOf(owner)).unread).toBe(0);

    vi.setSystemTime(new Date("2026-03-08T13:00:30Z"));
    await scheduler.tick();
    await scheduler.tick();
    const list = await notificationsOf(owner);
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      kind: "task_due",
      title: "Tarea: Pagar la luz",
      link: `/tasks?tarea=${taskId}`,
      readAt: null,
    });
    expect(list.items[0]?.body).toContain("lunes, 9 de marzo");

    vi.setSystemTime(new Date("2026-03-09T14:00:00Z"));
    await scheduler.tick();
    expect((await notificationsOf(owner)).items).toHaveLength(1);
  });

  it("reminds a task with a due time before that time, and says the time", async () => {
    const owner = await createHouseholdOwner(server);
    await savePreferences(owner, { channels: inAppOnly, taskLeadMinutes: 60 });
    // Mexico City (UTC-6): 16:30 local is 22:30 UTC; an hour before is 21:30 UTC.
    await createTask(owner, { title: "Recoger a Sofía", dueDate: "2026-03-07", dueTime: "16:30" });
    const scheduler = schedulerFor(server);
    vi.setSystemTime(new Date("2026-03-07T21:29:00Z"));
    await scheduler.tick();
    expect((await notificationsOf(owner)).unread).toBe(0);
    vi.setSystemTime(new Date("2026-03-07T21:30:30Z"));
    await scheduler.tick();
    const [reminder] = (await notificationsOf(owner)).items;
    expect(reminder).toMatchObject({ kind: "task_due", title: "Tarea: Recoger a Sofía" });
    expect(reminder?.body).toContain("16:30");
  });

  it("sends only to the assignee of an assigned task, and to everyone for an unassigned one", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    for (const m of [owner, member])
      await savePreferences(m, { channels: inAppOnly, taskLeadMinutes: 0 });
    await createTask(owner, {
      title: "Sacar la basura",
      dueDate: "2026-03-07",
      assignedTo: member.membership.profileId,
    });
    await createTask(owner, { title: "Regar plantas", dueDate: "2026-03-07" });
    await schedulerFor(server).tick();
    // The member's bell also holds the assignment itself (activity), which is not a reminder.
    const reminders = async (m: typeof owner) =>
      (await notificationsOf(m)).items.filter((n) => n.kind === "task_due").map((n) => n.title);
    expect(await reminders(owner)).toEqual(["Tarea: Regar plantas"]);
    expect((await reminders(member)).sort()).toEqual([
      "Tarea: Regar plantas",
      "Tarea: Sacar la basura",
    ]);
  });

  it("reminds each occurrence of a recurring task, and the next one after it is completed", async () => {
    vi.setSystemTime(new Date("2026-11-01T12:00:00Z"));
    const owner = await createHouseholdOwner(server);
    await savePreferences(owner, { channels: inAppOnly, taskLeadMinutes: 0 });
    const taskId = await createTask(owner, {
      title: "Cambiar sábanas",
      dueDate: "2026-11-02",
      recurringPattern: "weekly",
    });
    const scheduler = schedulerFor(server);
    // Mondays 9, 16 November at 09:00 Mexico City (15:00 UTC), never completed.
    for (const monday of ["2026-11-02", "2026-11-09", "2026-11-16"]) {
      vi.setSystemTime(new Date(`${monday}T15:05:00Z`));
      await scheduler.tick();
      await scheduler.tick();
      // Reading also keeps the session alive across the weeks of fake time.
      await notificationsOf(owner);
    }
    expect((await notificationsOf(owner)).items).toHaveLength(3);
    const keys = (await listDeliveries(server.database.db, owner.membership.householdId)).map(
      (d) => d.reminderKey,
    );
    expect(keys).toEqual([
      `task_due:${taskId}:2026-11-02`,
      `task_due:${taskId}:2026-11-09`,
      `task_due:${taskId}:2026-11-16`,
    ]);

    // Completed on the 17th: the next occurrence is a task of its own, due the 23rd.
    vi.setSystemTime(new Date("2026-11-17T15:00:00Z"));
    const done = await owner.client.patch<{ nextOccurrence: { id: string; dueDate: string } }>(
      `/api/tasks/${taskId}`,
      { status: "done" },
    );
    expect(done.status).toBe(200);
    expect(done.body.nextOccurrence.dueDate).toBe("2026-11-23");
    vi.setSystemTime(new Date("2026-11-23T15:01:00Z"));
    await scheduler.tick();
    const titles = (await notificationsOf(owner)).items.map((n) => n.title);
    expect(titles).toHaveLength(4);
    expect(new Set(titles)).toEqual(new Set(["Tarea: Cambiar sábanas"]));
  });

  it("holds interrupting channels during quiet hours but shows the in-app notification at once", async () => {
    vi.setSystemTime(new Date("2026-11-22T18:00:00Z"));
    const owner = await createHouseholdOwner(server);
    await savePreferences(owner, {
      channels: { ...inAppOnly, event_start: ["in_app", "email"] },
      eventLeadMinutes: 30,
      quietStart: "22:00",
      quietEnd: "07:00",
    });
    // 23:30 in Mexico City (05:30 UTC next day): reminded at 23:00, inside quiet hours.
    await createEvent(owner, {
      title: "Llamada con la abuela",
      start: "2026-11-23T05:30:00.000Z",
      allDay: false,
    });
    const scheduler = schedulerFor(server);

    vi.setSystemTime(new Date("2026-11-23T05:00:10Z"));
    await scheduler.tick();
    const [inApp] = (await notificationsOf(owner)).items;
    expect(inApp).toMatchObject({
      title: "Evento: Llamada con la abuela",
      body: "Empieza el domingo, 22 de noviembre a las 23:30.",
      link: "/calendar?vista=week&fecha=2026-11-22",
    });
    expect(server.sentEmails).toHaveLength(0);

    vi.setSystemTime(new Date("2026-11-23T12:59:00Z")); // 06:59 local
    await scheduler.tick();
    expect(server.sentEmails).toHaveLength(0);

    vi.setSystemTime(new Date("2026-11-23T13:00:05Z")); // 07:00 local
    await scheduler.tick();
    await scheduler.tick();
    expect(server.sentEmails.map((m) => m.subject)).toEqual(["Evento: Llamada con la abuela"]);
    expect((await notificationsOf(owner)).items).toHaveLength(1);
  });

  it("sends the morning brief at the member's time on both sides of Santiago's DST change", async () => {
    vi.setSystemTime(new Date("2026-04-03T12:00:00Z"));
    const owner = await createHouseholdOwner(server, { name: "Camila Rojas" });
    await setTimeZone(server, owner.membership.householdId, "America/Santiago");
    await savePreferences(owner, {
      channels: inAppOnly,
      morningBrief: true,
      morningBriefTime: "07:30",
    });
    await createTask(owner, { title: "Reunión de apoderados", dueDate: "2026-04-05" });
    const scheduler = schedulerFor(server);

    vi.setSystemTime(new Date("2026-04-04T10:30:05Z")); // 07:30 -03
    await scheduler.tick();
    // On the 5th, 10:30 UTC is 06:30 -04: too early.
    vi.setSystemTime(new Date("2026-04-05T10:30:05Z"));
    await scheduler.tick();
    let briefs = (await notificationsOf(owner)).items.filter((n) => n.kind === "morning_brief");
    expect(briefs).toHaveLength(1);

    vi.setSystemTime(new Date("2026-04-05T11:30:05Z")); // 07:30 -04
    await scheduler.tick();
    briefs = (await notificationsOf(owner)).items.filter((n) => n.kind === "morning_brief");
    expect(briefs).toHaveLength(2);
    expect(briefs[0]).toMatchObject({ title: "Buenos días, Camila", link: "/daily-brief" });
    expect(briefs[0]?.body).toContain("1 tarea que vence");
  });

  it("reminds pantry items expiring and running low, and service visits, from 08:00", async () => {
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z")); // 06:00 Mexico City
    const owner = await createHouseholdOwner(server);
    await savePreferences(owner, { channels: inAppOnly });
    const { householdId } = owner.membership;
    await insertPantryItem(server, householdId, {
      name: "Yogur",
      qty: 4,
      threshold: 1,
      expiryDate: "2026-11-23",
    });
    await insertPantryItem(server, householdId, { name: "Arroz", qty: 0, threshold: 2 });
    await insertPantryItem(server, householdId, {
      name: "Frijoles",
      qty: 5,
      threshold: 2,
      expiryDate: "2027-01-10",
    });
    await server.database.db
      .insertInto("service_requests")
      .values({
        id: uuidv7(),
        household_id: householdId,
        requested_by: owner.account.id,
        service_type: "Plomería",
        description: "Fuga en la cocina",
        availability_notes: null,
        scheduled_date: "2026-11-22T12:00:00.000Z",
        photo_urls: "[]",
        ai_summary: null,
        provider_info: null,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    const scheduler = schedulerFor(server);
    await scheduler.tick();
    expect((await notificationsOf(owner)).items).toHaveLength(0);

    vi.setSystemTime(new Date("2026-11-22T14:01:00Z")); // 08:01
    await scheduler.tick();
    vi.setSystemTime(new Date("2026-11-22T20:00:00Z"));
    await scheduler.tick();
    const titles = (await notificationsOf(owner)).items.map((n) => n.title).sort();
    expect(titles).toEqual([
      "Hoy viene el servicio de Plomería",
      "Queda poco: Arroz",
      "Yogur está por vencer",
    ]);
  });

  it("keeps the delivery record for 90 days without sending anything again", async () => {
    vi.setSystemTime(new Date("2026-11-22T15:30:00Z"));
    const owner = await createHouseholdOwner(server);
    await savePreferences(owner, { channels: inAppOnly, taskLeadMinutes: 0 });
    await createTask(owner, {
      title: "Pagar el gas",
      dueDate: "2026-11-22",
      recurringPattern: "none",
    });
    const scheduler = schedulerFor(server);
    await scheduler.tick();
    expect(await listDeliveries(server.database.db, owner.membership.householdId)).toHaveLength(1);

    vi.setSystemTime(new Date("2027-02-19T15:30:00Z")); // 89 days later
    expect((await scheduler.tick()).pruned).toBe(0);
    vi.setSystemTime(new Date("2027-02-21T15:30:00Z"));
    expect((await scheduler.tick()).pruned).toBe(1);
    expect(await listDeliveries(server.database.db, owner.membership.householdId)).toHaveLength(0);
    const count = await server.database.db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("drops reminders whose moment passed long ago instead of sending them late", async () => {
    const owner = await createHouseholdOwner(server);
    await savePreferences(owner, { channels: inAppOnly, taskLeadMinutes: 0 });
    await createTask(owner, { title: "Vieja", dueDate: "2026-03-01" });
    await schedulerFor(server).tick();
    expect((await notificationsOf(owner)).items).toHaveLength(0);
  });
});

describe("exactly once", () => {
  it("two scheduler instances on their own connections send each reminder once", async () => {
    vi.setSystemTime(new Date("2026-11-22T15:30:00Z"));
    const owner = await createHouseholdOwner(server);
    const others = [
      await addHouseholdMember(server, owner.membership.householdId, "member"),
      await addHouseholdMember(server, owner.membership.householdId, "admin"),
    ];
    for (const member of [owner, ...others]) {
      await savePreferences(member, {
        channels: { ...inAppOnly, task_due: ["in_app", "email"] },
        taskLeadMinutes: 0,
        quietStart: null,
        quietEnd: null,
      });
    }
    for (let i = 1; i <= 8; i++)
      await createTask(owner, { title: `Tarea ${i}`, dueDate: "2026-11-22" });

    // A second instance: its own pool of connections to the same database.
    const second = openDatabase(server.config.database);
    try {
      const instanceA = schedulerFor(server, { batchSize: 3 });
      const instanceB = createReminderScheduler(
        { ...server.context, database: second },
        { now: () => new Date(), batchSize: 3 },
      );
      const results = await Promise.all([
        instanceA.tick(),
        instanceB.tick(),
        instanceA.tick(),
        instanceB.tick(),
      ]);
      // A write that met the other instance's lock (SQLite's single writer) is retried a
      // minute later: late, never twice.
      vi.setSystemTime(new Date("2026-11-22T15:32:00Z"));
      results.push(...(await Promise.all([instanceA.tick(), instanceB.tick()])));

      // Concurrent calls in one instance share its pass: count each pass once.
      const sent = [...new Set(results)].reduce((sum, r) => sum + r.sent, 0);
      expect(sent).toBe(3 * 8 * 2);
      for (const member of [owner, ...others]) {
        const titles = (await notificationsOf(member)).items.map((n) => n.title);
        expect(titles).toHaveLength(8);
        expect(new Set(titles).size).toBe(8);
      }
      expect(server.sentEmails).toHaveLength(3 * 8);
      const perAddress = new Map<string, number>();
      for (const email of server.sentEmails)
        perAddress.set(
          `${email.to}|${email.subject}`,
          (perAddress.get(`${email.to}|${email.subject}`) ?? 0) + 1,
        );
      expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
      const deliveries = await listDeliveries(server.database.db, owner.membership.householdId);
      expect(deliveries).toHaveLength(48);
      expect(deliveries.every((d) => d.status === "sent")).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("a claim takes at most its batch, the oldest due first, lapsed claims again, nothing early", async () => {
    vi.setSystemTime(new Date("2026-11-22T15:30:00Z"));
    const owner = await createHouseholdOwner(server);
    const db = server.database.db;
    const now = new Date();
    const minute = 60_000;
    // 30 due a minute apart (test:0 the oldest), and one that comes due in an hour.
    const planned = Array.from({ length: 31 }, (_, index) => {
      const at = new Date(now.getTime() + (index === 30 ? 60 : index - 30) * minute);
      return {
        householdId: owner.membership.householdId,
        userId: owner.membership.userId,
        reminderKey: `test:${index}`,
        kind: "task_due" as const,
        channel: "in_app" as const,
        dueAt: at,
        sendAt: at,
        message: { title: `Recordatorio ${index}`, body: "", link: "/tasks" },
      };
    });
    await insertPlannedDeliveries(db, planned, now);
    const keys = (claimed: { reminderKey: string }[]) =>
      claimed.map((delivery) => delivery.reminderKey).sort();
    const range = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => `test:${from + index}`).sort();

    expect(keys(await claimDueDeliveries(db, now, minute, 10))).toEqual(range(0, 10));
    // Two minutes later that claim has lapsed (its instance died): its rows come first.
    const later = new Date(now.getTime() + 2 * minute);
    expect(keys(await claimDueDeliveries(db, later, minute, 10))).toEqual(range(0, 10));
    expect(keys(await claimDueDeliveries(db, later, minute, 15))).toEqual(range(10, 25));
    expect(keys(await claimDueDeliveries(db, later, minute, 10))).toEqual(range(25, 30));
    expect(await claimDueDeliveries(db, later, minute, 10)).toEqual([]);
  });

  it("an instance that stalled past its lease cannot deliver the row another instance took", async () => {
    vi.setSystemTime(new Date("2026-11-22T15:30:00Z"));
    const owner = await createHouseholdOwner(server);
    await savePreferences(owner, { channels: inAppOnly, taskLeadMinutes: 0 });
    await createTask(owner, { title: "Llevar el auto al taller", dueDate: "2026-11-22" });
    const db = server.database.db;
    await planReminders(db, { now: new Date(), lookbackMs: 6 * 3_600_000 }, (planned) =>
      insertPlannedDeliveries(db, planned, new Date()),
    );
    // Instance A claims for one minute, then stalls (a long GC pause, a frozen VM).
    const [stale] = await claimDueDeliveries(db, new Date(), 60_000, 10);
    expect(stale).toBeDefined();

    vi.setSystemTime(new Date("2026-11-22T15:32:00Z"));
    expect((await schedulerFor(server).tick()).sent).toBe(1);

    // A wakes up and delivers its stale claim: rolled back, nothing recorded over B's send.
    const vapid = await loadVapidKeys(db, server.config);
    const late = await deliverReminder(server.context, stale as NonNullable<typeof stale>, {
      vapid,
      timeoutMs: 1000,
      now: () => new Date(),
    });
    expect(late.status).toBe("retry");
    expect((await notificationsOf(owner)).items).toHaveLength(1);
    expect(await listDeliveries(db, owner.membership.householdId)).toMatchObject([
      { status: "sent", attempts: 2 },
    ]);
  });
});
