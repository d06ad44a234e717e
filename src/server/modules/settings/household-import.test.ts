import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addHouseholdMember, createHouseholdOwner } from "#tests/server/harness/households.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string };
}
type Row = Record<string, unknown>;
interface Export {
  format: string;
  version: number;
  exportedBy: { userId: string; profileId: string };
  household: Row;
  tables: Record<string, Row[]>;
}
interface ImportResult {
  householdId: string;
  householdName: string;
  counts: Record<string, number>;
  membersToInvite: number;
  filesNotRestored: number;
}

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});
const db = () => server.database.db;

function upload(
  client: TestClient,
  content: string | Uint8Array<ArrayBuffer>,
  confirmation?: string,
) {
  const form = new FormData();
  form.set("file", new Blob([content], { type: "application/json" }), "copia.json");
  if (confirmation !== undefined) form.set("confirmation", confirmation);
  return client.raw("/api/household-import", { method: "POST", body: form });
}

async function exportOf(client: TestClient): Promise<Export> {
  const response = await client.raw("/api/settings/export");
  expect(response.status).toBe(200);
  return (await response.json()) as Export;
}

/** A household with something in every area: the owner's own content, and a housemate's. */
async function fillHousehold(client: TestClient, householdId: string) {
  const me = (await client.get<{ membership: { profileId: string } }>("/api/me")).body.membership;
  const housemate = await addHouseholdMember(server, householdId, "member", { name: "Tomás" });
  const task = await client.post<{ id: string }>("/api/tasks", {
    title: "Pagar la luz",
    description: "Antes del viernes",
    priority: "high",
    dueDate: "2026-12-04",
    dueTime: "10:00",
    assignedTo: me.profileId,
    recurringPattern: "monthly",
  });
  expect(task.status).toBe(201);
  await client.post("/api/tasks", {
    title: "Sacar la basura",
    assignedTo: housemate.membership.profileId,
  });
  expect((await client.post("/api/shopping/items", { name: "Leche", quantity: "2" })).status).toBe(
    201,
  );
  expect(
    (
      await client.post("/api/pantry/items", {
        name: "Arroz",
        qtyOnHand: 3,
        unit: "kg",
        expiryDate: "2027-01-15",
      })
    ).status,
  ).toBe(201);
  const event = await client.post("/api/calendar/events", {
    title: "Clase de natación",
    allDay: false,
    start: "2026-12-01T17:00:00.000Z",
    end: "2026-12-01T18:00:00.000Z",
    eventType: "school",
    recurrence: { frequency: "weekly", days: [2, 4], until: "2027-03-01" },
    reminderMinutes: 60,
  });
  expect(event.status).toBe(201);
  const post = await client.post<{ id: string }>("/api/community/posts", {
    content: "¿Quién trae el pan?",
  });
  expect(post.status).toBe(201);
  await client.put(`/api/community/posts/${post.body.id}/like`);
  await housemate.client.put(`/api/community/posts/${post.body.id}/like`);
  await housemate.client.post(`/api/community/posts/${post.body.id}/comments`, {
    content: "Yo lo traigo",
  });
  return housemate;
}

const userColumns = new Set(["created_by", "added_by", "requested_by", "user_id"]);
const profileColumns = new Set(["assigned_to", "author_id"]);
const rowColumns = new Set([
  "shopping_list_id",
  "post_id",
  "conversation_id",
  "persona_id",
  "next_occurrence_id",
]);
const contentTables = [
  "assistant_personas",
  "shopping_lists",
  "shopping_items",
  "tasks",
  "calendar_events",
  "inventory_items",
  "service_requests",
  "community_posts",
  "community_post_comments",
  "community_post_reactions",
  "chat_conversations",
  "chat_messages",
];

/** The export with ids taken out: references become "me" (the exporter), "someone else", or
 * what the row they point at says, so two exports of the same content compare equal. */
function comparable(data: Export, only: { exporterOnly: boolean }) {
  const byId = new Map<string, Row>();
  for (const table of Object.values(data.tables))
    for (const row of table) byId.set(row.id as string, row);
  const labelOf = (id: unknown) => {
    const row = byId.get(id as string);
    return row ? (row.title ?? row.name ?? row.content) : null;
  };
  const out: Record<string, string[]> = {};
  for (const table of contentTables) {
    const rows = (data.tables[table] ?? [])
      .filter(
        (row) =>
          !only.exporterOnly || !("user_id" in row) || row.user_id === data.exportedBy.userId,
      )
      .map((row) => {
        const clean: Row = {};
        for (const [column, value] of Object.entries(row)) {
          if (column === "id" || column === "household_id") continue;
          if (userColumns.has(column))
            clean[column] = value === data.exportedBy.userId ? "me" : value ? "other" : null;
          else if (profileColumns.has(column))
            clean[column] = value === data.exportedBy.profileId ? "me" : value ? "other" : null;
          else if (rowColumns.has(column)) clean[column] = value ? labelOf(value) : null;
          else clean[column] = value;
        }
        return JSON.stringify(clean, Object.keys(clean).sort());
      });
    out[table] = rows.sort();
  }
  return out;
}

async function householdCount() {
  return (await db().selectFrom("households").select("id").execute()).length;
}

describe("restoring an export into a new household", () => {
  it("gives back the same household, with the person restoring as its owner", async () => {
    const owner = await createHouseholdOwner(server, { householdName: "Casa Pérez" });
    await fillHousehold(owner.client, owner.membership.householdId);
    const original = await exportOf(owner.client);

    const newcomer = server.client();
    const account = await newcomer.signUp({ name: "Lucía Pérez" });
    const response = await upload(newcomer, JSON.stringify(original));
    expect(response.status).toBe(201);
    const result = (await response.json()) as ImportResult;
    expect(result).toMatchObject({
      householdName: "Casa Pérez",
      counts: { tasks: 2, shoppingItems: 1, pantryItems: 1, events: 1, posts: 1 },
      membersToInvite: 1,
      filesNotRestored: 0,
    });
    expect(result.householdId).not.toBe(owner.membership.householdId);

    const me = await newcomer.get<{
      membership: { householdId: string; role: string };
      onboarding: { status: string };
    }>("/api/me");
    expect(me.body.membership).toMatchObject({ householdId: result.householdId, role: "owner" });
    expect(me.body.onboarding.status).toBe("completed");

    const restored = await exportOf(newcomer);
    expect(restored.exportedBy.userId).toBe(account.id);
    expect(restored.household).toMatchObject({
      name: "Casa Pérez",
      language: "es",
      time_zone: "America/Mexico_City",
      assistant_tone: "friendly",
    });
    // The housemate's account is not in the file: their comment stays, without an author, and
    // their like goes; everything of the owner's comes back as it was.
    const before = comparable(original, { exporterOnly: false });
    const after = comparable(restored, { exporterOnly: false });
    const housemateFree = (rows: string[]) =>
      rows.map((row) => row.replace('"author_id":"other"', '"author_id":null'));
    expect(after.community_post_reactions).toEqual(
      before.community_post_reactions?.filter((row) => row.includes('"user_id":"me"')),
    );
    expect(after.community_post_comments).toEqual(
      housemateFree(before.community_post_comments ?? []),
    );
    expect(after.tasks).toEqual(
      before.tasks?.map((row) => row.replace('"assigned_to":"other"', '"assigned_to":null')),
    );
    for (const table of contentTables.filter(
      (name) => !["community_post_reactions", "community_post_comments", "tasks"].includes(name),
    )) {
      expect(after[table], table).toEqual(before[table]);
    }
    expect(restored.tables.calendar_events?.[0]).toMatchObject({
      recurrence: "weekly",
      recurrence_days: "2,4",
      recurrence_until: "2027-03-01",
      reminder_minutes: 60,
    });

    // The original household is untouched.
    const still = await exportOf(owner.client);
    expect(comparable(still, { exporterOnly: false })).toEqual(before);
    expect(await householdCount()).toBe(2);
  });

  it("never reaches into another household, whatever ids the file names", async () => {
    const neighbour = await createHouseholdOwner(server, { householdName: "Casa Vecina" });
    const housemate = await fillHousehold(neighbour.client, neighbour.membership.householdId);
    const theirs = await exportOf(neighbour.client);
    const neighbourBefore = comparable(theirs, { exporterOnly: false });
    const post = theirs.tables.community_posts?.[0] as Row;

    // A file made by hand: the neighbours' own ids, and rows pointing at their rows.
    const forged: Export = JSON.parse(JSON.stringify(theirs));
    forged.household.name = "Casa Falsa";
    forged.tables.community_post_comments = [
      {
        ...(theirs.tables.community_post_comments?.[0] as Row),
        id: "comentario-nuevo",
        content: "colado",
      },
    ];
    forged.tables.community_posts = [];
    forged.tables.tasks = [
      {
        ...(theirs.tables.tasks?.[0] as Row),
        assigned_to: housemate.membership.profileId,
        next_occurrence_id: theirs.tables.tasks?.[1]?.id,
      },
    ];
    const intruder = server.client();
    await intruder.signUp();
    const response = await upload(intruder, JSON.stringify(forged));
    expect(response.status).toBe(201);
    const result = (await response.json()) as ImportResult;

    const mine = await exportOf(intruder);
    expect(mine.tables.community_post_comments).toEqual([]);
    expect(mine.tables.tasks).toHaveLength(1);
    expect(mine.tables.tasks?.[0]).toMatchObject({ assigned_to: null, next_occurrence_id: null });
    const comments = await db()
      .selectFrom("community_post_comments")
      .select(["household_id", "post_id"])
      .execute();
    expect(comments.every((row) => row.household_id === neighbour.membership.householdId)).toBe(
      true,
    );
    expect(comments.map((row) => row.post_id)).toEqual([post.id]);
    expect(
      await db()
        .selectFrom("tasks")
        .select("id")
        .where("household_id", "=", result.householdId)
        .execute(),
    ).toHaveLength(1);
    expect(comparable(await exportOf(neighbour.client), { exporterOnly: false })).toEqual(
      neighbourBefore,
    );
  });
});

describe("a wrong or damaged file changes nothing", () => {
  const valid = {
    format: "hogaria-export",
    version: 1,
    exportedAt: "2026-11-25T10:00:00.000Z",
    household: { id: "h", name: "Casa", language: "es", time_zone: "America/Lima" },
    tables: {},
  };
  it.each([
    [
      "not JSON",
      "esto no es json {",
      400,
      "No pudimos leer el archivo: no es un archivo .json o está dañado. Descarga la copia de nuevo.",
    ],
    [
      "cut in half",
      JSON.stringify(valid).slice(0, 60),
      400,
      "No pudimos leer el archivo: no es un archivo .json o está dañado. Descarga la copia de nuevo.",
    ],
    [
      "another kind of JSON",
      JSON.stringify({ items: [1, 2] }),
      400,
      "Ese archivo no es una copia de Hogaria. Elige el .json que descargaste en Configuración → Exportar datos.",
    ],
    [
      "a newer version",
      JSON.stringify({ ...valid, version: 2 }),
      400,
      "Esa copia es de una versión de Hogaria que este servidor no sabe leer. Actualiza el servidor e inténtalo de nuevo.",
    ],
    [
      "a bad row at the end",
      JSON.stringify({
        ...valid,
        tables: {
          tasks: [
            {
              id: "t1",
              title: "Bien",
              status: "todo",
              priority: "low",
              recurring_pattern: "none",
              created_at: "2026-11-25T10:00:00.000Z",
              updated_at: "2026-11-25T10:00:00.000Z",
            },
          ],
          chat_messages: [{ id: "m", conversation_id: "c", role: "sistema", content: "x" }],
        },
      }),
      400,
      "La copia está dañada o incompleta: no restauramos nada. Descárgala de nuevo e inténtalo otra vez.",
    ],
    [
      "empty",
      "",
      400,
      "Elige el archivo de la copia (.json) que descargaste en Configuración → Exportar datos.",
    ],
  ])("%s: a clear Spanish answer, no household", async (_name, content, status, message) => {
    const client = server.client();
    await client.signUp();
    const response = await upload(client, content);
    expect(response.status).toBe(status);
    expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    expect(await householdCount()).toBe(0);
    expect(await db().selectFrom("tasks").select("id").execute()).toHaveLength(0);
    expect((await client.get<{ membership: unknown }>("/api/me")).body.membership).toBeNull();
  });

  it("refuses a file over 20 MB", async () => {
    const client = server.client();
    await client.signUp();
    const response = await upload(client, new Uint8Array(20 * 1024 * 1024 + 1).fill(32));
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      "La copia pesa más de 20 MB: no parece un archivo exportado por Hogaria.",
    );
    expect(await householdCount()).toBe(0);
  });

  it("an owner replacing their household with a damaged file keeps it as it was", async () => {
    const owner = await createHouseholdOwner(server, { householdName: "Casa Pérez" });
    await owner.client.post("/api/tasks", { title: "Regar las plantas" });
    const response = await upload(
      owner.client,
      '{"format":"hogaria-export","version":1}',
      "Casa Pérez",
    );
    expect(response.status).toBe(400);
    const tasks = await db().selectFrom("tasks").select(["title", "household_id"]).execute();
    expect(tasks).toEqual([
      { title: "Regar las plantas", household_id: owner.membership.householdId },
    ]);
  });
});

describe("who may restore", () => {
  it("a member who is not the owner is refused, and nothing changes", async () => {
    const owner = await createHouseholdOwner(server, { householdName: "Casa Pérez" });
    const file = JSON.stringify(await exportOf(owner.client));
    for (const role of ["admin", "member"] as const) {
      const member = await addHouseholdMember(server, owner.membership.householdId, role);
      const response = await upload(member.client, file);
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        "Solo el propietario del hogar puede restaurar una copia.",
      );
    }
    expect(await householdCount()).toBe(1);
  });

  it("an owner with other members is told to remove them first", async () => {
    const owner = await createHouseholdOwner(server, { householdName: "Casa Pérez" });
    await addHouseholdMember(server, owner.membership.householdId, "member");
    const response = await upload(
      owner.client,
      JSON.stringify(await exportOf(owner.client)),
      "Casa Pérez",
    );
    expect(response.status).toBe(409);
    expect(await householdCount()).toBe(1);
  });

  it("an owner alone replaces their household after typing its name; the plan stays", async () => {
    const owner = await createHouseholdOwner(server, { householdName: "Casa Pérez" });
    await owner.client.post("/api/tasks", { title: "Tarea de la copia" });
    const file = JSON.stringify(await exportOf(owner.client));
    await owner.client.post("/api/tasks", { title: "Tarea de después" });
    const trialEndsAt = (
      await db().selectFrom("households").select("trial_ends_at").executeTakeFirstOrThrow()
    ).trial_ends_at;

    const unconfirmed = await upload(owner.client, file);
    expect(unconfirmed.status).toBe(400);
    expect(((await unconfirmed.json()) as ErrorBody).error.message).toBe(
      "El texto de confirmación no coincide",
    );
    expect(await db().selectFrom("tasks").select("id").execute()).toHaveLength(2);

    const response = await upload(owner.client, file, "casa pérez");
    expect(response.status).toBe(201);
    const households = await db()
      .selectFrom("households")
      .select(["id", "name", "trial_ends_at"])
      .execute();
    expect(households).toHaveLength(1);
    expect(households[0]?.id).not.toBe(owner.membership.householdId);
    expect(new Date(households[0]?.trial_ends_at as string).getTime()).toBe(
      new Date(trialEndsAt as string).getTime(),
    );
    const tasks = await owner.client.get<unknown>("/api/tasks");
    expect(JSON.stringify(tasks.body)).toContain("Tarea de la copia");
    expect(JSON.stringify(tasks.body)).not.toContain("Tarea de después");
  });

  it("someone half-way through 'Configura tu hogar' restores in place of the new household", async () => {
    const client = server.client();
    await client.signUp();
    const owner = await createHouseholdOwner(server, { householdName: "Casa Origen" });
    const file = JSON.stringify(await exportOf(owner.client));
    await client.put("/api/onboarding/household", { name: "A medias" });
    const response = await upload(client, file);
    expect(response.status).toBe(201);
    const names = (await db().selectFrom("households").select("name").execute()).map((h) => h.name);
    expect(names.sort()).toEqual(["Casa Origen", "Casa Origen"]);
  });
});
