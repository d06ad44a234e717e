import { v7 as uuidv7 } from "uuid";
import { expect } from "vitest";
import { markRemindersChanged } from "#server/modules/notifications/reminder-plans.repository.ts";
import {
  createReminderScheduler,
  type SchedulerOptions,
} from "#server/modules/notifications/reminder-scheduler.ts";
import type { TestMember } from "#server/testing/households.ts";
import type { TestServer } from "#server/testing/test-server.ts";
import { defaultPreferences, type NotificationPreferences } from "#shared/reminders/kinds.ts";
import type { NotificationList } from "#shared/schemas/notifications.ts";

/** A scheduler over the test server's app, reading the (fake) clock. */
export function schedulerFor(server: TestServer, options: SchedulerOptions = {}) {
  return createReminderScheduler(server.context, { now: () => new Date(), ...options });
}

export async function setTimeZone(server: TestServer, householdId: string, timeZone: string) {
  await server.database.db
    .updateTable("households")
    .set({ time_zone: timeZone })
    .where("id", "=", householdId)
    .execute();
  // As the settings service announces it: the household's reminders are planned again.
  await markRemindersChanged(server.database.db, [householdId]);
}

export async function savePreferences(
  member: TestMember,
  changes: Partial<NotificationPreferences>,
): Promise<void> {
  const response = await member.client.put("/api/notifications/settings", {
    ...defaultPreferences,
    ...changes,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

export async function notificationsOf(member: TestMember): Promise<NotificationList> {
  const response = await member.client.get<NotificationList>("/api/notifications");
  expect(response.status).toBe(200);
  return response.body;
}

export async function createTask(
  member: TestMember,
  input: {
    title: string;
    dueDate: string;
    dueTime?: string;
    recurringPattern?: string;
    assignedTo?: string;
  },
): Promise<string> {
  const response = await member.client.post<{ task: { id: string } }>("/api/tasks", input);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.task.id;
}

export async function insertPantryItem(
  server: TestServer,
  householdId: string,
  item: { name: string; qty: number; threshold: number; expiryDate?: string },
): Promise<string> {
  const id = uuidv7();
  await server.database.db
    .insertInto("inventory_items")
    .values({
      id,
      household_id: householdId,
      name: item.name,
      qty_on_hand: item.qty,
      reorder_threshold: item.threshold,
      expiry_date: item.expiryDate ?? null,
      location: null,
      notes: null,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  await markRemindersChanged(server.database.db, [householdId]);
  return id;
}

export async function setPhone(server: TestServer, member: TestMember, phone: string | null) {
  await server.database.db
    .updateTable("profiles")
    .set({ phone })
    .where("id", "=", member.membership.profileId)
    .execute();
}

export async function createEvent(
  member: TestMember,
  input: { title: string; start: string; allDay: boolean },
): Promise<string> {
  const response = await member.client.post<{ event: { id: string } }>(
    "/api/calendar/events",
    input,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.event.id;
}
