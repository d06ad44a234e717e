import type { Transaction } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { type Executor, isPostgres } from "#server/db/executor.ts";
import { parseJson, toIsoOrNull } from "#server/db/normalize.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type { PersonaTraits } from "#server/modules/onboarding/default-persona.ts";
import type { OnboardingStep } from "#shared/domain/onboarding.ts";

export interface OnboardingProgress {
  userId: string;
  householdId: string | null;
  step: OnboardingStep;
  completedAt: string | null;
}

type ProgressRow = Pick<
  DatabaseSchema["onboarding_progress"],
  "user_id" | "household_id" | "step"
> & { completed_at: Date | string | null };

function toProgress(row: ProgressRow): OnboardingProgress {
  return {
    userId: row.user_id,
    householdId: row.household_id,
    step: Math.min(5, Math.max(1, Number(row.step))) as OnboardingStep,
    completedAt: toIsoOrNull(row.completed_at),
  };
}

export async function findProgress(
  db: Executor,
  userId: string,
): Promise<OnboardingProgress | null> {
  const row = await db
    .selectFrom("onboarding_progress")
    .select(["user_id", "household_id", "step", "completed_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? toProgress(row) : null;
}

/** The account's progress row, created if missing and locked until the transaction ends: two
 * clicks or two tabs submitting a step at once are applied one after the other. */
export async function lockProgress(
  trx: Transaction<DatabaseSchema>,
  userId: string,
): Promise<OnboardingProgress> {
  const now = new Date();
  await trx
    .insertInto("onboarding_progress")
    .values({ user_id: userId, step: 1, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column("user_id").doNothing())
    .execute();
  let query = trx
    .selectFrom("onboarding_progress")
    .select(["user_id", "household_id", "step", "completed_at"])
    .where("user_id", "=", userId);
  if (isPostgres(trx)) query = query.forUpdate();
  return toProgress(await query.executeTakeFirstOrThrow());
}

export async function updateProgress(
  db: Executor,
  userId: string,
  changes: { householdId?: string; step?: OnboardingStep; completedAt?: Date | null },
): Promise<void> {
  await db
    .updateTable("onboarding_progress")
    .set({
      ...(changes.householdId !== undefined && { household_id: changes.householdId }),
      ...(changes.step !== undefined && { step: changes.step }),
      ...(changes.completedAt !== undefined && { completed_at: changes.completedAt }),
      updated_at: new Date(),
    })
    .where("user_id", "=", userId)
    .execute();
}

export interface NewShoppingItem {
  name: string;
  category: string;
}

/** The initial list and its items (spec §7: shopping_lists then a batch of shopping_items). */
export async function insertShoppingList(
  db: Executor,
  input: { householdId: string; userId: string; name: string; items: NewShoppingItem[] },
): Promise<string> {
  const now = new Date();
  const listId = uuidv7();
  await db
    .insertInto("shopping_lists")
    .values({
      id: listId,
      household_id: input.householdId,
      name: input.name,
      is_active: true,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (input.items.length > 0) {
    await db
      .insertInto("shopping_items")
      .values(
        input.items.map((item) => ({
          id: uuidv7(),
          household_id: input.householdId,
          shopping_list_id: listId,
          name: item.name,
          category: item.category,
          is_checked: false,
          added_by: input.userId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return listId;
}

export interface NewPersona {
  householdId: string;
  name: string;
  description: string;
  systemPrompt: string;
  traits: PersonaTraits;
}

export async function insertPersona(db: Executor, input: NewPersona): Promise<string> {
  const now = new Date();
  const id = uuidv7();
  await db
    .insertInto("assistant_personas")
    .values({
      id,
      household_id: input.householdId,
      name: input.name,
      description: input.description,
      system_prompt: input.systemPrompt,
      personality_traits: JSON.stringify(input.traits),
      is_active: true,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function findPersonaTraits(
  db: Executor,
  householdId: string,
  personaId: string,
): Promise<Partial<PersonaTraits> | null> {
  const row = await db
    .selectFrom("assistant_personas")
    .select("personality_traits")
    .where("household_id", "=", householdId)
    .where("id", "=", personaId)
    .executeTakeFirst();
  return row ? (parseJson<Partial<PersonaTraits> | null>(row.personality_traits) ?? {}) : null;
}

export async function updatePersonaTraits(
  db: Executor,
  householdId: string,
  personaId: string,
  traits: PersonaTraits,
  systemPrompt: string,
): Promise<void> {
  await db
    .updateTable("assistant_personas")
    .set({
      personality_traits: JSON.stringify(traits),
      system_prompt: systemPrompt,
      updated_at: new Date(),
    })
    .where("household_id", "=", householdId)
    .where("id", "=", personaId)
    .execute();
}
