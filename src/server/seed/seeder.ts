import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { v7 as uuidv7 } from "uuid";
import type { Db } from "#server/db/executor.ts";
import {
  defaultPersonaDescription,
  defaultPersonaPrompt,
  type PersonaTraits,
} from "#server/modules/onboarding/default-persona.ts";
import {
  comments,
  events,
  familyNames,
  givenNames,
  groceries,
  pantryItems,
  posts,
  tasks,
} from "#server/seed/demo-catalog.ts";
import { insertSeedRows, type SeedRow, type SeedTable } from "#server/seed/seed.repository.ts";
import { defaultPersonaName } from "#shared/domain/onboarding.ts";
import { trialDays } from "#shared/domain/plans.ts";
import { recurringPatterns, taskPriorities } from "#shared/domain/tasks.ts";

/** How many rows of each kind one household gets. */
export interface SeedVolumes {
  tasks: number;
  shoppingItems: number;
  pantryItems: number;
  events: number;
  posts: number;
}

/** A busy household after a year of use: the bench's "1×". */
export const busyHousehold: SeedVolumes = {
  tasks: 200,
  shoppingItems: 150,
  pantryItems: 80,
  events: 40,
  posts: 100,
};

/** What "Cargar datos de ejemplo" and `npm run seed:demo` give a new household: a few weeks of
 * a real family, enough to see every screen in use. */
export const demoHousehold: SeedVolumes = {
  tasks: 24,
  shoppingItems: 18,
  pantryItems: 17,
  events: 10,
  posts: 8,
};

export function scaleVolumes(volumes: SeedVolumes, factor: number): SeedVolumes {
  return {
    tasks: Math.round(volumes.tasks * factor),
    shoppingItems: Math.round(volumes.shoppingItems * factor),
    pantryItems: Math.round(volumes.pantryItems * factor),
    events: Math.round(volumes.events * factor),
    posts: Math.round(volumes.posts * factor),
  };
}

/** A small deterministic generator, so that two bench runs seed the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof random>;

/** A copy in a random order (Fisher–Yates), reproducible from the seed. */
function shuffled<T>(rnd: Random, values: readonly T[]): T[] {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = rnd.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayAt = (offsetDays: number) =>
  new Date(`${isoDay(new Date(Date.now() + offsetDays * dayMs))}T00:00:00.000Z`);

/** Rows waiting to be written, table by table, in foreign-key order. */
class Batch {
  readonly rows = new Map<SeedTable, SeedRow[]>();
  add(table: SeedTable, row: SeedRow) {
    const list = this.rows.get(table) ?? [];
    list.push(row);
    this.rows.set(table, list);
  }
}

interface Member {
  userId: string;
  profileId: string;
}

/** Fills a household's organiser, shopping, pantry, calendar and feed. */
function addHouseholdContent(
  batch: Batch,
  rnd: Random,
  householdId: string,
  members: Member[],
  volumes: SeedVolumes,
): void {
  const now = Date.now();
  const stamp = (offsetMs: number) => new Date(now + offsetMs);
  const owner = members[0] as Member;

  const listIds = [uuidv7(), uuidv7()];
  ["Súper de la semana", "Farmacia y otros"].forEach((name, index) => {
    batch.add("shopping_lists", {
      id: listIds[index],
      household_id: householdId,
      name,
      is_active: true,
      created_by: owner.userId,
      created_at: stamp(-60 * dayMs + index),
      updated_at: stamp(-60 * dayMs + index),
    });
  });
  for (let index = 0; index < volumes.shoppingItems; index++) {
    const grocery = rnd.pick(groceries);
    const checked = rnd.chance(0.6);
    const created = stamp(-rnd.int(0, 60 * 24 * 60) * 60_000);
    batch.add("shopping_items", {
      id: uuidv7(),
      household_id: householdId,
      shopping_list_id: rnd.chance(0.85) ? listIds[0] : listIds[1],
      name: grocery.name,
      quantity: grocery.quantity,
      category: grocery.category,
      notes: rnd.chance(0.1) ? "De la marca de siempre" : null,
      is_checked: checked,
      checked_at: checked ? created : null,
      added_by: rnd.pick(members).userId,
      restocked_at: null,
      created_at: created,
      updated_at: created,
    });
  }

  // Each chore once before any repeats (a household of a few weeks has no chore twice), and
  // always with its own note.
  const chores = shuffled(rnd, tasks);
  for (let index = 0; index < volumes.tasks; index++) {
    const chore = chores[index % chores.length];
    const status = rnd.pick(["todo", "todo", "in_progress", "done", "done"] as const);
    const due = rnd.chance(0.8) ? dayAt(rnd.int(-20, 30)) : null;
    const created = stamp(-rnd.int(1, 90 * 24) * 3_600_000);
    batch.add("tasks", {
      id: uuidv7(),
      household_id: householdId,
      created_by: owner.userId,
      title: chore?.title,
      description: chore?.description ?? null,
      status,
      priority: rnd.pick(taskPriorities),
      due_date: due,
      assigned_to: rnd.chance(0.8) ? rnd.pick(members).profileId : null,
      recurring_pattern: rnd.chance(0.15) ? rnd.pick(recurringPatterns) : "none",
      completed_at: status === "done" ? created : null,
      created_at: created,
      updated_at: created,
    });
  }

  for (let index = 0; index < volumes.pantryItems; index++) {
    const item = rnd.pick(pantryItems);
    const created = stamp(-rnd.int(1, 120) * dayMs);
    batch.add("inventory_items", {
      id: uuidv7(),
      household_id: householdId,
      name:
        index < pantryItems.length
          ? item.name
          : `${item.name} ${Math.floor(index / pantryItems.length) + 1}`,
      category: item.category,
      qty_on_hand: rnd.chance(0.2) ? 0 : item.quantity,
      unit: item.unit,
      reorder_threshold: item.threshold,
      location: item.location,
      expiry_date: item.category === "Refrigerados" ? isoDay(dayAt(rnd.int(-2, 20))) : null,
      notes: null,
      created_by: owner.userId,
      created_at: created,
      updated_at: created,
    });
  }

  for (let index = 0; index < volumes.events; index++) {
    const event = rnd.pick(events);
    const day = dayAt(rnd.int(-30, 45));
    const start = new Date(day.getTime() + (event.hour + 6) * 3_600_000);
    batch.add("calendar_events", {
      id: uuidv7(),
      household_id: householdId,
      title: event.title,
      event_date: start,
      end_date: new Date(start.getTime() + 3_600_000),
      all_day: false,
      event_type: event.type,
      notes: null,
      author_id: rnd.pick(members).profileId,
      created_at: stamp(-40 * dayMs),
      updated_at: stamp(-40 * dayMs),
    });
  }

  for (let index = 0; index < volumes.posts; index++) {
    const postId = uuidv7();
    const created = stamp(-index * 7 * 3_600_000 - rnd.int(0, 3_600_000));
    batch.add("community_posts", {
      id: postId,
      household_id: householdId,
      author_id: rnd.pick(members).profileId,
      content: rnd.pick(posts),
      created_at: created,
      updated_at: created,
    });
    if (rnd.chance(0.4)) {
      const commentAt = new Date(created.getTime() + 600_000);
      batch.add("community_post_comments", {
        id: uuidv7(),
        household_id: householdId,
        post_id: postId,
        author_id: rnd.pick(members).profileId,
        content: rnd.pick(comments),
        created_at: commentAt,
        updated_at: commentAt,
      });
    }
    for (const member of members) {
      if (!rnd.chance(0.5)) continue;
      batch.add("community_post_reactions", {
        id: uuidv7(),
        household_id: householdId,
        post_id: postId,
        user_id: member.userId,
        reaction_type: "like",
        created_at: created,
        updated_at: created,
      });
    }
  }
}

export interface SeededHousehold {
  householdId: string;
  name: string;
  owner: { userId: string; profileId: string; email: string };
  /** A session of the owner, as stored: `signedBearerToken(sessionToken, secret)` is its
   * `Authorization: Bearer` token. */
  sessionToken: string;
}

export interface SeedOptions {
  households: number;
  volumes?: SeedVolumes;
  /** Distinguishes the accounts of several seeding runs on one database. */
  label?: string;
  /** Every owner's password (hashed once). */
  password?: string;
  seed?: number;
  onProgress?: (done: number) => void;
  /** Batches written at once (PostgreSQL: up to its pool size). */
  parallel?: number;
}

class PendingWrites {
  #pending: Promise<unknown>[] = [];
  get size() {
    return this.#pending.length;
  }
  add(write: Promise<unknown>) {
    this.#pending.push(write);
  }
  splice(start: number) {
    return this.#pending.splice(start);
  }
}

/** Households with two adult members each, both with accounts, and a year of content, written
 * with bulk inserts (a thousand busy households take seconds, not minutes). */
export async function seedHouseholds(db: Db, options: SeedOptions): Promise<SeededHousehold[]> {
  const volumes = options.volumes ?? busyHousehold;
  const label = options.label ?? randomBytes(3).toString("hex");
  const passwordHash = await hashPassword(options.password ?? "hogaria-demo-2026");
  const rnd = random(options.seed ?? 2026);
  const seeded: SeededHousehold[] = [];
  const now = new Date();
  // Enough households per transaction to amortise the commit, few enough to bound memory.
  const perBatch = Math.max(
    1,
    Math.floor(20_000 / (volumes.tasks + volumes.shoppingItems + volumes.posts * 2 + 10)),
  );

  const writing = new PendingWrites();
  for (let start = 0; start < options.households; start += perBatch) {
    const batch = new Batch();
    for (let index = start; index < Math.min(options.households, start + perBatch); index++) {
      const family = rnd.pick(familyNames);
      const householdId = uuidv7();
      const members: (Member & { name: string; email: string })[] = [0, 1].map((n) => {
        const name = `${rnd.pick(givenNames)} ${family}`;
        return {
          userId: uuidv7(),
          profileId: uuidv7(),
          name,
          email: `familia.${label}.${index}.${n}@ejemplo.mx`,
        };
      });
      for (const [n, member] of members.entries()) {
        batch.add("user", {
          id: member.userId,
          name: member.name,
          email: member.email,
          emailVerified: true,
          image: null,
          country: "MX",
          language: "ES",
          termsAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        batch.add("account", {
          id: uuidv7(),
          accountId: member.userId,
          providerId: "credential",
          userId: member.userId,
          password: passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        batch.add("profiles", {
          id: member.profileId,
          household_id: householdId,
          user_id: member.userId,
          name: member.name,
          email: member.email,
          phone: null,
          role: n === 0 ? "owner" : "admin",
          preferences: "{}",
          created_at: now,
          updated_at: now,
        });
        batch.add("user_roles", {
          id: uuidv7(),
          household_id: householdId,
          user_id: member.userId,
          role: n === 0 ? "owner" : "admin",
          created_at: now,
          updated_at: now,
        });
      }
      const owner = members[0]!;
      const sessionToken = randomBytes(24).toString("base64url");
      batch.add("session", {
        id: uuidv7(),
        token: sessionToken,
        userId: owner.userId,
        expiresAt: new Date(now.getTime() + 7 * dayMs),
        createdAt: now,
        updatedAt: now,
        ipAddress: null,
        userAgent: "hogaria-seed",
      });
      const name = `Casa ${family}`;
      batch.add("households", {
        id: householdId,
        name,
        language: "es",
        time_zone: "America/Mexico_City",
        plan: "familiar",
        subscription_status: "trial",
        trial_ends_at: new Date(now.getTime() + trialDays * dayMs),
        created_by: owner.userId,
        created_at: now,
        updated_at: now,
      });
      // The persona onboarding would have made: a seeded household skips onboarding.
      const traits: PersonaTraits = { tone: "friendly", language: "es", allergies: [] };
      batch.add("assistant_personas", {
        id: uuidv7(),
        household_id: householdId,
        name: defaultPersonaName,
        description: defaultPersonaDescription,
        system_prompt: defaultPersonaPrompt(traits),
        personality_traits: JSON.stringify(traits),
        is_active: true,
        created_at: now,
        updated_at: now,
      });
      addHouseholdContent(batch, rnd, householdId, members, volumes);
      seeded.push({
        householdId,
        name,
        owner: { userId: owner.userId, profileId: owner.profileId, email: owner.email },
        sessionToken,
      });
    }
    const done = seeded.length;
    writing.add(
      db
        .transaction()
        .execute((trx) => insertSeedRows(trx, batch.rows))
        .then(() => options.onProgress?.(done)),
    );
    // PostgreSQL writes several batches at once on its pool; SQLite has one connection anyway.
    if (writing.size >= (options.parallel ?? 1)) await Promise.all(writing.splice(0));
  }
  await Promise.all(writing.splice(0));
  return seeded;
}

/** "Cargar datos de ejemplo": a few weeks of a real family's tasks, shopping, pantry, calendar
 * and feed, written into an existing household by its members. */
export async function fillWithDemoData(
  db: Db,
  householdId: string,
  members: Member[],
  volumes: SeedVolumes = demoHousehold,
): Promise<void> {
  const batch = new Batch();
  addHouseholdContent(batch, random(Date.now()), householdId, members, volumes);
  await db.transaction().execute((trx) => insertSeedRows(trx, batch.rows));
}
