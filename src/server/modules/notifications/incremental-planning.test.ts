import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  claimDueHouseholds,
  finishPlan,
  markRemindersChanged,
} from "#server/modules/notifications/reminder-plans.repository.ts";
import { createReminderScheduler } from "#server/modules/notifications/reminder-scheduler.ts";
import {
  createTask,
  inAppOnly,
  notificationsOf,
  savePreferences,
  schedulerFor,
} from "#tests/server/fixtures/reminder-fixtures.ts";
import { createHouseholdOwner } from "#tests/server/harness/households.ts";
import { createTestServerAt, type TestServer } from "#tests/server/harness/test-server.ts";

/** Issue 18: the scheduler plans a household only when its next reminder comes due or something
 * that decides its reminders changed (docs/decisions/025). */

let server: TestServer;
beforeEach(async () => {
  // 09:00 in Mexico City (UTC-6), the households' zone.
  server = await createTestServerAt("2026-11-23T15:00:00Z");
});
afterEach(() => server.close());

async function quietHousehold() {
  const owner = await createHouseholdOwner(server);
  await savePreferences(owner, {
    channels: inAppOnly,
    taskLeadMinutes: 60,
    quietStart: null,
    quietEnd: null,
  });
  return owner;
}

const taskReminders = async (member: Awaited<ReturnType<typeof quietHousehold>>) =>
  (await notificationsOf(member)).items.filter((n) => n.kind === "task_due").map((n) => n.title);

describe("incremental reminder planning", () => {
  it("an idle pass plans no household and records nothing", async () => {
    const owner = await quietHousehold();
    await createTask(owner, { title: "Pagar la luz", dueDate: "2026-11-25", dueTime: "18:00" });
    const scheduler = schedulerFor(server);
    expect((await scheduler.tick()).households).toBe(1);
    const deliveries = await server.database.db
      .selectFrom("reminder_deliveries")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();

    for (const minutes of [1, 5, 30, 120]) {
      vi.setSystemTime(new Date(Date.parse("2026-11-23T15:00:00Z") + minutes * 60_000));
      const pass = await scheduler.tick();
      expect(pass).toMatchObject({ households: 0, planned: 0, sent: 0 });
    }
    const after = await server.database.db
      .selectFrom("reminder_deliveries")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(deliveries.n));
  });

  it("a change re-plans only that household", async () => {
    const first = await quietHousehold();
    const second = await quietHousehold();
    const scheduler = schedulerFor(server);
    expect((await scheduler.tick()).households).toBe(2);
    vi.setSystemTime(new Date("2026-11-23T15:01:00Z"));
    expect((await scheduler.tick()).households).toBe(0);

    // Due at 09:30, reminded an hour before: due already, so it goes out on the next pass.
    await createTask(second, {
      title: "Llamar al plomero",
      dueDate: "2026-11-23",
      dueTime: "09:30",
    });
    const pass = await scheduler.tick();
    expect(pass).toMatchObject({ households: 1, planned: 1, sent: 1 });
    expect(await taskReminders(second)).toEqual(["Tarea: Llamar al plomero"]);
    expect(await taskReminders(first)).toEqual([]);
  });

  it("a reminder that comes due by time fires on the first pass after its moment", async () => {
    const owner = await quietHousehold();
    // 13:30 local, an hour before: 12:30 local = 18:30 UTC.
    await createTask(owner, { title: "Recoger a Sofía", dueDate: "2026-11-23", dueTime: "13:30" });
    const scheduler = schedulerFor(server);
    await scheduler.tick();
    const plan = await server.database.db
      .selectFrom("reminder_plans")
      .select("next_at")
      .where("household_id", "=", owner.membership.householdId)
      .executeTakeFirstOrThrow();
    expect(new Date(plan.next_at).toISOString()).toBe("2026-11-23T18:30:00.000Z");

    vi.setSystemTime(new Date("2026-11-23T18:29:30Z"));
    expect((await scheduler.tick()).households).toBe(0);
    expect(await taskReminders(owner)).toEqual([]);

    vi.setSystemTime(new Date("2026-11-23T18:30:10Z"));
    expect(await scheduler.tick()).toMatchObject({ households: 1, planned: 1, sent: 1 });
    expect(await taskReminders(owner)).toEqual(["Tarea: Recoger a Sofía"]);
  });

  it("with nothing coming due, looks again within six hours, at a time its own", async () => {
    const owner = await quietHousehold();
    const scheduler = schedulerFor(server);
    await scheduler.tick();
    const plan = await server.database.db
      .selectFrom("reminder_plans")
      .select("next_at")
      .where("household_id", "=", owner.membership.householdId)
      .executeTakeFirstOrThrow();
    // The windows move with the day: a plan at least every six hours sees what enters them in
    // time. Households planned together come back spread over half an hour.
    const nextAt = new Date(plan.next_at).getTime();
    expect(nextAt).toBeLessThanOrEqual(Date.parse("2026-11-23T21:00:00Z"));
    expect(nextAt).toBeGreaterThan(Date.parse("2026-11-23T20:30:00Z"));
  });

  it("survives a restart: a new instance plans nothing the database says is not due, and still sends on time", async () => {
    const owner = await quietHousehold();
    await createTask(owner, { title: "Sacar la basura", dueDate: "2026-11-23", dueTime: "20:00" });
    const before = schedulerFor(server);
    await before.tick();
    await before.stop();

    // A change announced while no scheduler runs is kept in the database too.
    await createTask(owner, { title: "Regar plantas", dueDate: "2026-11-23", dueTime: "19:00" });

    const after = createReminderScheduler(server.context, { now: () => new Date() });
    vi.setSystemTime(new Date("2026-11-23T15:10:00Z"));
    expect((await after.tick()).households).toBe(1);
    vi.setSystemTime(new Date("2026-11-23T15:20:00Z"));
    expect((await after.tick()).households).toBe(0);

    vi.setSystemTime(new Date("2026-11-24T00:00:30Z")); // 18:00 local: an hour before 19:00
    expect(await after.tick()).toMatchObject({ households: 1, sent: 1 });
    vi.setSystemTime(new Date("2026-11-24T01:00:30Z")); // 19:00 local: an hour before 20:00
    expect(await after.tick()).toMatchObject({ households: 1, sent: 1 });
    expect((await taskReminders(owner)).sort()).toEqual([
      "Tarea: Regar plantas",
      "Tarea: Sacar la basura",
    ]);
  });
});

describe("reminder plans in the database", () => {
  it("a household claimed by one instance is not claimed by another until its lease ends", async () => {
    const owner = await quietHousehold();
    const db = server.database.db;
    await markRemindersChanged(db, [owner.membership.householdId]);
    const now = new Date();
    const claimed = await claimDueHouseholds(db, now, 60_000, 10);
    expect(claimed.map((h) => h.id)).toEqual([owner.membership.householdId]);
    expect(await claimDueHouseholds(db, now, 60_000, 10)).toEqual([]);
    // The instance died mid-plan: another takes it once the lease is over.
    const later = new Date(now.getTime() + 61_000);
    expect((await claimDueHouseholds(db, later, 60_000, 10)).map((h) => h.id)).toEqual([
      owner.membership.householdId,
    ]);
  });

  it("a change announced while a plan runs keeps the household due", async () => {
    const owner = await quietHousehold();
    const db = server.database.db;
    const id = owner.membership.householdId;
    await markRemindersChanged(db, [id]);
    const now = new Date();
    const [claim] = await claimDueHouseholds(db, now, 60_000, 10);
    expect(claim?.id).toBe(id);
    // Another instance announces a change before this plan is recorded.
    await markRemindersChanged(db, [id]);
    await finishPlan(db, id, claim?.changeSeq ?? -1, new Date(now.getTime() + 3_600_000));
    expect((await claimDueHouseholds(db, now, 60_000, 10)).map((h) => h.id)).toEqual([id]);
  });

  it("a household's deletion takes its plan, and a change for it is ignored", async () => {
    const owner = await quietHousehold();
    const db = server.database.db;
    await db.deleteFrom("households").where("id", "=", owner.membership.householdId).execute();
    await markRemindersChanged(db, [owner.membership.householdId]);
    expect(await db.selectFrom("reminder_plans").selectAll().execute()).toEqual([]);
  });
});
