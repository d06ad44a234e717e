import sharp from "sharp";
import { v7 as uuidv7 } from "uuid";
import { insertConversation, insertMessage } from "#server/modules/chat/chat.repository.ts";
import { insertNotification } from "#server/modules/notifications/notifications.repository.ts";
import { reminderChangesSettled } from "#server/modules/notifications/reminder-changes.ts";
import type { Permission } from "#shared/domain/permissions.ts";
import { type HouseholdRole, householdRoles } from "#shared/domain/roles.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import type { TestClient, TestResponse } from "#tests/server/harness/test-client.ts";
import type { TestServer } from "#tests/server/harness/test-server.ts";

export type { Permission };
export const roles: readonly HouseholdRole[] = householdRoles;

/** Fails loudly when a setup request is refused, so a broken fixture never passes silently. */
export function ok<T>(response: TestResponse<T>, what: string): T {
  if (response.status < 200 || response.status > 299) {
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/** The id in an answer, whichever envelope the route uses ({id}, {task: {id}}, {item: {id}}…). */
export function idOf(body: unknown): string {
  const value = body as Record<string, { id?: string } | string | undefined>;
  for (const key of ["id", "task", "event", "item", "request", "post", "comment", "list"]) {
    const found = value[key];
    if (typeof found === "string" && key === "id") return found;
    if (found && typeof found === "object" && typeof found.id === "string") return found.id;
  }
  throw new Error(`no id in ${JSON.stringify(body)}`);
}

export async function pngBytes(width = 32, height = 32): Promise<Uint8Array> {
  const png = await sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

export function formWith(field: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append(field, new File([bytes as BlobPart], name, { type }));
  return form;
}

/**
 * A household with a member of every role and some of everything in it, every text carrying
 * its tag ("Alfa"), so that a leak is visible in any answer. `make` creates one more record,
 * as the owner, for requests that change or delete one.
 */
export interface World {
  tag: string;
  householdId: string;
  owner: TestMember;
  members: Partial<Record<HouseholdRole, TestMember>>;
  /** Long-lived records, for reads and for references from other households. */
  ids: {
    ownerProfile: string;
    task: string;
    event: string;
    list: string;
    item: string;
    pantryItem: string;
    service: string;
    post: string;
    comment: string;
    invitation: string;
    fileUrl: string;
    calendarToken: string;
    inviteToken: string;
    persona: string;
    /** The owner's: conversations, notifications and devices are each member's own. */
    conversation: string;
    notification: string;
    pushEndpoint: string;
  };
  make: ReturnType<typeof makers>;
}

function makers(server: TestServer, owner: TestClient, tag: string, householdId: string) {
  let count = 0;
  const label = (what: string) => `${tag} ${what} ${++count}`;
  const make = {
    task: async (options: { assignedTo?: string } = {}) =>
      idOf(ok(await owner.post("/api/tasks", { title: label("tarea"), ...options }), "task")),
    event: async () =>
      idOf(
        ok(
          await owner.post("/api/calendar/events", {
            title: label("evento"),
            allDay: true,
            start: "2026-12-01",
          }),
          "event",
        ),
      ),
    list: async () =>
      idOf(ok(await owner.post("/api/shopping/lists", { name: label("lista") }), "list")),
    item: async (options: { checked?: boolean } = {}) => {
      const id = idOf(
        ok(
          await owner.post("/api/shopping/items", { name: label("leche"), quantity: "2" }),
          "item",
        ),
      );
      if (options.checked) {
        ok(await owner.post(`/api/shopping/items/${id}/check`, { checked: true }), "check");
      }
      return id;
    },
    /** A checked shopping item named like a pantry item: buying it can restock the pantry. */
    restockableItem: async () => {
      const name = label("frijol");
      ok(await owner.post("/api/pantry/items", { name, qtyOnHand: 0 }), "pantry item");
      const id = idOf(ok(await owner.post("/api/shopping/items", { name, quantity: "1" }), "item"));
      ok(await owner.post(`/api/shopping/items/${id}/check`, { checked: true }), "check");
      return id;
    },
    pantryItem: async () =>
      idOf(
        ok(
          await owner.post("/api/pantry/items", { name: label("arroz"), qtyOnHand: 1 }),
          "pantry item",
        ),
      ),
    recipe: async () =>
      idOf(
        ok(
          await owner.post("/api/meals/recipes", {
            name: label("receta"),
            ingredients: [{ quantity: 1, unit: "kg", name: label("arroz") }],
          }),
          "recipe",
        ),
      ),
    /** A planned meal (a recipe's), each on a day of its own. */
    meal: async () => {
      const recipeId = await make.recipe();
      const day = new Date(Date.UTC(2027, 0, 1 + count)).toISOString().slice(0, 10);
      return idOf(
        ok(await owner.put("/api/meals/plan", { day, slot: "dinner", recipeId }), "meal"),
      );
    },
    service: async () => {
      const id = idOf(
        ok(
          await owner.post("/api/services", {
            serviceType: "Plomería",
            description: label("fuga en el baño"),
          }),
          "service",
        ),
      );
      // The assistant's summary is written in the background: wait for it, so that it does not
      // land in the middle of a before/after comparison.
      for (let attempt = 0; attempt < 200; attempt++) {
        const row = await server.database.db
          .selectFrom("service_requests")
          .select("ai_summary")
          .where("id", "=", id)
          .executeTakeFirst();
        if (row?.ai_summary) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return id;
    },
    post: async () =>
      idOf(ok(await owner.post("/api/community/posts", { content: label("post") }), "post")),
    comment: async (postId?: string) => {
      const post = postId ?? (await make.post());
      return idOf(
        ok(
          await owner.post(`/api/community/posts/${post}/comments`, {
            content: label("comentario"),
          }),
          "comment",
        ),
      );
    },
    invitation: async () => {
      const email = `${label("invitada").replace(/\s/g, "").toLowerCase()}@ejemplo.mx`;
      ok(await owner.post("/api/invitations", { emails: email, role: "member" }), "invitation");
      const row = await server.database.db
        .selectFrom("invitations")
        .select("id")
        .where("household_id", "=", householdId)
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    persona: async () =>
      idOf(
        ok(
          await owner.post("/api/chat/personas", {
            name: label("asistente"),
            description: label("persona"),
            tone: "friendly",
            personality: "practical",
            accent: "mexican",
          }),
          "persona",
        ),
      ),
    /** A conversation of the given user (the owner unless told), with one message in it. */
    conversation: async (userId: string) => {
      const db = server.database.db;
      const id = uuidv7();
      await insertConversation(db, {
        id,
        householdId,
        userId,
        personaId: null,
        title: label("chat"),
      });
      await insertMessage(db, {
        conversationId: id,
        householdId,
        role: "user",
        content: label("mensaje"),
        parts: [],
      });
      return id;
    },
    /** An unread notification of the given user. */
    notification: (userId: string) =>
      insertNotification(server.database.db, {
        householdId,
        userId,
        kind: "task_due",
        title: label("aviso"),
        body: label("cuerpo"),
        link: "/tasks",
        now: new Date(),
      }),
    /** Another member (role member unless told), to change or remove. */
    member: async (role: HouseholdRole = "member") =>
      (await addHouseholdMember(server, householdId, role, { name: label("miembro") })).membership
        .profileId,
  };
  return make;
}

export async function buildWorld(
  server: TestServer,
  tag: string,
  options: { roles?: readonly HouseholdRole[] } = {},
): Promise<World> {
  const owner = await createHouseholdOwner(server, {
    name: `${tag} Dueña`,
    householdName: `Casa ${tag}`,
  });
  const householdId = owner.membership.householdId;
  const members: Partial<Record<HouseholdRole, TestMember>> = { owner };
  for (const role of options.roles ?? roles) {
    if (role === "owner") continue;
    members[role] = await addHouseholdMember(server, householdId, role, { name: `${tag} ${role}` });
  }
  const make = makers(server, owner.client, tag, householdId);
  // Free households hold one member: the world is a paying family.
  await server.database.db
    .updateTable("households")
    .set({ plan: "pro", subscription_status: "active" })
    .where("id", "=", householdId)
    .execute();

  const avatar = await owner.client.raw("/api/profiles/me/avatar", {
    method: "POST",
    body: formWith("avatar", await pngBytes(), `${tag}.png`, "image/png"),
  });
  const { avatarUrl } = (await avatar.json()) as { avatarUrl: string };
  if (!avatarUrl) throw new Error(`avatar upload failed: ${avatar.status}`);
  const post = await make.post();
  const subscription = ok(
    await owner.client.post<{ url: string }>("/api/calendar/subscription"),
    "calendar subscription",
  );
  const link = ok(
    await owner.client.post<{ url: string }>("/api/invitations/link"),
    "invitation link",
  );
  const pushEndpoint = `https://push.example.test/${tag}/${crypto.randomUUID()}`;
  ok(
    await owner.client.post("/api/notifications/push-subscriptions", {
      endpoint: pushEndpoint,
      keys: { p256dh: "BPk3xR9Zq0m7yTn5cVw2L8fHjD4sGa1E", auth: "k8JvT2xQ9mWn" },
    }),
    "push subscription",
  );
  const ownerUser = owner.membership.userId;
  const ids = {
    ownerProfile: owner.membership.profileId,
    task: await make.task(),
    event: await make.event(),
    list: await make.list(),
    item: await make.item(),
    pantryItem: await make.pantryItem(),
    service: await make.service(),
    post,
    comment: await make.comment(post),
    invitation: await make.invitation(),
    fileUrl: avatarUrl,
    calendarToken: (subscription.url.split("/").pop() ?? "").replace(/\.ics$/, ""),
    inviteToken: link.url.split("/").pop() ?? "",
    persona: await make.persona(),
    conversation: await make.conversation(ownerUser),
    notification: await make.notification(ownerUser),
    pushEndpoint,
  };
  return { tag, householdId, owner, members, ids, make };
}

/** Waits (up to two seconds) for the work a request leaves running in the background: the
 * assistant's summary of a service request. */
export async function settle(server: TestServer, householdId: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const pending = await server.database.db
      .selectFrom("service_requests")
      .select("id")
      .where("household_id", "=", householdId)
      .where("ai_summary", "is", null)
      .executeTakeFirst();
    if (!pending) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every row of the household, in every table keyed by household_id, and its members' users.
 * Read once the changes already announced are marked for the reminder planner (a write that
 * lands a moment after the request that caused it), so a snapshot never catches one midway. */
export async function snapshotHousehold(server: TestServer, householdId: string): Promise<string> {
  await reminderChangesSettled(server.live);
  const db = server.database.db;
  const tables = await householdTables(server);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const found = await db
      .selectFrom(table as "profiles")
      .selectAll()
      .where("household_id", "=", householdId)
      .execute();
    rows[table] = found.map((row) => JSON.stringify(row)).sort();
  }
  rows.households = await db
    .selectFrom("households")
    .selectAll()
    .where("id", "=", householdId)
    .execute();
  const userIds = (rows.profiles as string[])
    .map((profile) => (JSON.parse(profile) as { user_id: string | null }).user_id)
    .filter((id): id is string => id !== null);
  rows.user = userIds.length
    ? await db
        .selectFrom("user")
        .select(["id", "name", "email", "emailVerified"])
        .where("id", "in", userIds)
        .orderBy("id")
        .execute()
    : [];
  return JSON.stringify(rows);
}

const tablesCache = new WeakMap<TestServer, string[]>();

export async function householdTables(server: TestServer): Promise<string[]> {
  const cached = tablesCache.get(server);
  if (cached) return cached;
  const tables = (await server.database.db.introspection.getTables())
    .filter((table) => table.columns.some((column) => column.name === "household_id"))
    .map((table) => table.name)
    .sort();
  tablesCache.set(server, tables);
  return tables;
}
