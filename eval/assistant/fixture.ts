/**
 * The household every case is written against: "Casa Rivera", in Mexico City, on Wednesday
 * 2026-11-25 at 09:00. It is built once per run through the app's own API — sign-up, the
 * onboarding steps, invitations and joins, then the shopping, pantry, task and calendar
 * endpoints — so the rules of the app (roles, validation, defaults) apply as for a real family.
 * The SQLite file it leaves is copied for each case.
 *
 * The family also has five recipes and this week's meal plan (`recipes`, `plannedMeals`).
 *
 * Dates the cases rely on (Mexico City, UTC−6, no daylight saving):
 *   Mon 11-23 · Tue 11-24 · **Wed 11-25 (today, 09:00)** · Thu 11-26 · Fri 11-27 · Sat 11-28 ·
 *   Sun 11-29 · Mon 11-30 · Tue 12-01 · Wed 12-02 · Thu 12-03 · Fri 12-04 · Sat 12-05 · Sun 12-06
 */
import { sql } from "kysely";
import { zonedTimeToUtc } from "#shared/calendar/zoned-time.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

export const evalTimeZone = "America/Mexico_City";
/** Wednesday 2026-11-25 09:00 in Mexico City. */
export const evalNow = new Date("2026-11-25T15:00:00.000Z");
export const evalToday = "2026-11-25";

export const householdName = "Casa Rivera";

/** Who writes every case (the owner), and the rest of the family the cases name. */
export const members = [
  { key: "ana", name: "Ana Rivera", role: "owner" },
  { key: "carlos", name: "Carlos Rivera", role: "admin" },
  { key: "sofia", name: "Sofía Rivera", role: "member" },
  { key: "mateo", name: "Mateo Rivera", role: "child" },
  { key: "rosa", name: "Rosa Méndez", role: "guest" },
] as const;
type MemberKey = (typeof members)[number]["key"];

export const allergies = ["maní"];

/** Still to buy, and already bought (checked). */
export const shoppingItems: { name: string; quantity: string | null; checked?: boolean }[] = [
  { name: "Pan", quantity: null },
  { name: "Detergente", quantity: "1" },
  { name: "Tortillas", quantity: "1 kg" },
  { name: "Manzanas", quantity: "6" },
  { name: "Papel higiénico", quantity: "4 rollos" },
  { name: "Jitomates", quantity: "1 kg" },
  { name: "Jabón", quantity: "2", checked: true },
  { name: "Servilletas", quantity: null, checked: true },
  { name: "Cereal", quantity: "1", checked: true },
];

type Unit = "unidad" | "kg" | "g" | "L" | "mL" | "paquete";
export const pantryItems: {
  name: string;
  qtyOnHand: number;
  unit: Unit;
  reorderThreshold: number;
  category: string;
  expiryDate?: string;
}[] = [
  { name: "Huevos", qtyOnHand: 12, unit: "unidad", reorderThreshold: 6, category: "Refrigerados" },
  { name: "Café", qtyOnHand: 1, unit: "paquete", reorderThreshold: 1, category: "Despensa" },
  { name: "Arroz", qtyOnHand: 2, unit: "kg", reorderThreshold: 1, category: "Despensa" },
  { name: "Leche", qtyOnHand: 2, unit: "L", reorderThreshold: 1, category: "Refrigerados" },
  {
    name: "Yogur",
    qtyOnHand: 4,
    unit: "unidad",
    reorderThreshold: 2,
    category: "Refrigerados",
    expiryDate: "2026-11-26",
  },
  { name: "Aceite", qtyOnHand: 0.5, unit: "L", reorderThreshold: 1, category: "Despensa" },
  { name: "Azúcar", qtyOnHand: 0.25, unit: "kg", reorderThreshold: 1, category: "Despensa" },
  { name: "Frijoles", qtyOnHand: 1, unit: "kg", reorderThreshold: 0.5, category: "Despensa" },
  { name: "Atún", qtyOnHand: 3, unit: "unidad", reorderThreshold: 2, category: "Despensa" },
  { name: "Pasta", qtyOnHand: 2, unit: "paquete", reorderThreshold: 1, category: "Despensa" },
  {
    name: "Pollo",
    qtyOnHand: 1,
    unit: "kg",
    reorderThreshold: 0.5,
    category: "Congelados",
    expiryDate: "2026-11-27",
  },
  { name: "Cebollas", qtyOnHand: 3, unit: "unidad", reorderThreshold: 2, category: "Otros" },
  {
    name: "Queso",
    qtyOnHand: 1,
    unit: "paquete",
    reorderThreshold: 1,
    category: "Refrigerados",
    expiryDate: "2026-11-30",
  },
  { name: "Harina", qtyOnHand: 1, unit: "kg", reorderThreshold: 0.5, category: "Despensa" },
];

export const tasks: {
  title: string;
  dueDate: string | null;
  assignee?: MemberKey;
  priority?: "low" | "medium" | "high" | "urgent";
  recurringPattern?: "daily" | "weekly" | "monthly";
  status?: "todo" | "done";
}[] = [
  { title: "Sacar la basura", dueDate: "2026-11-25", assignee: "carlos" },
  { title: "Pagar la luz", dueDate: "2026-11-25", priority: "high" },
  { title: "Lavar el carro", dueDate: "2026-11-25", assignee: "sofia" },
  { title: "Pagar el internet", dueDate: "2026-11-23", priority: "high" },
  { title: "Hacer la tarea de matemáticas", dueDate: "2026-11-26", assignee: "mateo" },
  {
    title: "Regar las plantas",
    dueDate: "2026-11-28",
    assignee: "sofia",
    recurringPattern: "weekly",
  },
  { title: "Cambiar el filtro del agua", dueDate: "2026-12-01" },
  { title: "Comprar regalo para Sofía", dueDate: "2026-12-01", assignee: "carlos" },
  { title: "Arreglar la puerta del baño", dueDate: null },
  { title: "Limpiar el refrigerador", dueDate: "2026-11-22", status: "done" },
  { title: "Pasear al perro", dueDate: "2026-11-24", assignee: "mateo", status: "done" },
];

/** Timed events are local times in Mexico City; `time: null` is all day. */
export const events: {
  title: string;
  date: string;
  time: string | null;
  minutes?: number;
  eventType: string;
}[] = [
  {
    title: "Clase de natación de Mateo",
    date: "2026-11-25",
    time: "17:00",
    minutes: 60,
    eventType: "family",
  },
  { title: "Cita con el pediatra", date: "2026-11-26", time: "10:30", eventType: "health" },
  {
    title: "Comida familiar",
    date: "2026-11-28",
    time: "14:00",
    minutes: 180,
    eventType: "family",
  },
  { title: "Junta de padres", date: "2026-11-30", time: "19:00", eventType: "school" },
  { title: "Cumpleaños de Sofía", date: "2026-12-02", time: null, eventType: "birthday" },
  { title: "Cita con el dentista", date: "2026-12-03", time: "16:00", eventType: "health" },
];

type Line = [quantity: number, unit: Unit, name: string];

/** The family's recipes (issue 22); the feijoada's beans soak the night before. */
export const recipes: {
  name: string;
  servings: number;
  ingredients: Line[];
  prepAhead?: { kind: "thaw" | "soak"; what: string };
}[] = [
  {
    name: "Lentejas guisadas",
    servings: 4,
    ingredients: [
      [500, "g", "Lentejas"],
      [2, "unidad", "Zanahoria"],
      [1, "unidad", "Cebolla"],
    ],
  },
  {
    name: "Tacos de pollo",
    servings: 4,
    ingredients: [
      [1, "kg", "Pollo"],
      [12, "unidad", "Tortillas"],
      [1, "unidad", "Cebolla"],
      [2, "unidad", "Limón"],
    ],
  },
  {
    name: "Feijoada",
    servings: 6,
    ingredients: [
      [1, "kg", "Frijol negro"],
      [500, "g", "Costilla de cerdo"],
      [3, "unidad", "Naranja"],
    ],
    prepAhead: { kind: "soak", what: "El frijol negro" },
  },
  {
    name: "Chilaquiles verdes",
    servings: 4,
    ingredients: [
      [12, "unidad", "Tortillas"],
      [500, "g", "Tomate verde"],
      [1, "paquete", "Queso"],
    ],
  },
  {
    name: "Arroz con pollo",
    servings: 4,
    ingredients: [
      [500, "g", "Arroz"],
      [1, "kg", "Pollo"],
      [1, "unidad", "Cebolla"],
    ],
  },
];

/** This week's plan: a recipe (by name) or free text; Monday's lunch was already cooked. */
export const plannedMeals: {
  day: string;
  slot: "breakfast" | "lunch" | "dinner";
  meal: string;
  cooked?: boolean;
}[] = [
  { day: "2026-11-23", slot: "lunch", meal: "Arroz con pollo", cooked: true },
  { day: "2026-11-24", slot: "dinner", meal: "Chilaquiles verdes" },
  { day: "2026-11-25", slot: "lunch", meal: "Tacos de pollo" },
  { day: "2026-11-25", slot: "dinner", meal: "Sopa de verduras" },
  { day: "2026-11-26", slot: "dinner", meal: "Lentejas guisadas" },
  { day: "2026-11-28", slot: "lunch", meal: "Feijoada" },
];

export interface BuiltFixture {
  /** A consistent copy of the household's database, to be copied for each case. */
  file: string;
  ownerUserId: string;
  householdId: string;
}

function instant(date: string, time: string, plusMinutes = 0): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const start = zonedTimeToUtc({ year, month, day, hour, minute, second: 0 }, evalTimeZone);
  return new Date(start.getTime() + plusMinutes * 60_000).toISOString();
}

async function expectOk<T>(
  what: string,
  response: Promise<{ status: number; body: T }>,
): Promise<T> {
  const { status, body } = await response;
  if (status >= 300) throw new Error(`fixture: ${what} answered ${status} ${JSON.stringify(body)}`);
  return body;
}

async function fill(server: TestServer): Promise<{ ownerUserId: string; householdId: string }> {
  const owner = server.client();
  const ana = await owner.signUp({ name: "Ana Rivera", email: "ana@rivera.mx" });
  await expectOk(
    "household",
    owner.put("/api/onboarding/household", { name: householdName, timeZone: evalTimeZone }),
  );
  await expectOk("profile", owner.put("/api/onboarding/profile", { name: "Ana Rivera" }));
  await expectOk("invitations", owner.post("/api/onboarding/invitations", { emails: [] }));
  await expectOk(
    "preferences",
    owner.put("/api/onboarding/preferences", {
      language: "es",
      allergies,
      assistantTone: "friendly",
    }),
  );
  await expectOk("finish", owner.post("/api/onboarding/finish", { pantryItems: [] }));

  for (const member of members.filter((m) => m.role !== "owner")) {
    const email = `${member.key}@rivera.mx`;
    await expectOk(
      "invite",
      owner.post("/api/invitations", { emails: [email], role: member.role }),
    );
    const text = server.sentEmails.findLast((message) => message.to === email)?.text ?? "";
    const token = text.match(/\/join\/([A-Za-z0-9_-]{43})/)?.[1];
    if (!token) throw new Error(`fixture: no invitation link for ${email}`);
    const client = server.client();
    await client.signUp({ name: member.name, email });
    await expectOk(`join ${member.key}`, client.post(`/api/join/${token}`));
  }
  const memberViews = await expectOk(
    "members",
    owner.get<{ profileId: string; name: string }[]>("/api/members"),
  );
  const profileOf = (key: MemberKey) => {
    const name = members.find((member) => member.key === key)?.name;
    const profile = memberViews.find((view) => view.name === name);
    if (!profile) throw new Error(`fixture: no profile for ${key}`);
    return profile.profileId;
  };

  for (const item of shoppingItems) {
    const created = await expectOk(
      `shopping ${item.name}`,
      owner.post<{ id: string }>("/api/shopping/items", {
        name: item.name,
        quantity: item.quantity,
      }),
    );
    if (item.checked) {
      await expectOk(
        `check ${item.name}`,
        owner.post(`/api/shopping/items/${created.id}/check`, { checked: true }),
      );
    }
  }
  for (const item of pantryItems) {
    await expectOk(`pantry ${item.name}`, owner.post("/api/pantry/items", item));
  }
  for (const task of tasks) {
    await expectOk(
      `task ${task.title}`,
      owner.post("/api/tasks", {
        title: task.title,
        dueDate: task.dueDate,
        priority: task.priority ?? "medium",
        assignedTo: task.assignee ? profileOf(task.assignee) : null,
        recurringPattern: task.recurringPattern ?? "none",
        status: task.status ?? "todo",
      }),
    );
  }
  for (const event of events) {
    await expectOk(
      `event ${event.title}`,
      owner.post(
        "/api/calendar/events",
        event.time
          ? {
              title: event.title,
              eventType: event.eventType,
              allDay: false,
              start: instant(event.date, event.time),
              end: instant(event.date, event.time, event.minutes ?? 60),
            }
          : { title: event.title, eventType: event.eventType, allDay: true, start: event.date },
      ),
    );
  }
  const recipeIds = new Map<string, string>();
  for (const recipe of recipes) {
    const created = await expectOk(
      `recipe ${recipe.name}`,
      owner.post<{ id: string }>("/api/meals/recipes", {
        ...recipe,
        ingredients: recipe.ingredients.map(([quantity, unit, name]) => ({ quantity, unit, name })),
      }),
    );
    recipeIds.set(recipe.name, created.id);
  }
  for (const meal of plannedMeals) {
    const recipeId = recipeIds.get(meal.meal) ?? null;
    const entry = await expectOk(
      `meal ${meal.day} ${meal.slot}`,
      owner.put<{ id: string }>("/api/meals/plan", {
        day: meal.day,
        slot: meal.slot,
        recipeId,
        title: recipeId ? null : meal.meal,
      }),
    );
    if (meal.cooked) {
      await expectOk(
        `cook ${meal.meal}`,
        owner.post(`/api/meals/plan/${entry.id}/cook`, { usePantry: false }),
      );
    }
  }
  const me = await expectOk("me", owner.get<{ membership: { householdId: string } }>("/api/me"));
  return { ownerUserId: ana.id, householdId: me.membership.householdId };
}

/**
 * Builds Casa Rivera in a throwaway server and writes a consistent copy of its SQLite database
 * to `file`. The caller shifts the clock to `evalNow` first (see clock.ts).
 */
export async function buildFixture(file: string): Promise<BuiltFixture> {
  const server = await createTestServer();
  try {
    // Always SQLite: the eval measures understanding, and a file copy per case keeps it fast.
    if (server.database.engine !== "sqlite") throw new Error("fixture: SQLite expected");
    const { ownerUserId, householdId } = await fill(server);
    await sql`vacuum into ${file}`.execute(server.database.db);
    return { file, ownerUserId, householdId };
  } finally {
    await server.close();
  }
}
