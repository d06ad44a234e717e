import type { Insertable, Transaction } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";

type Trx = Transaction<DatabaseSchema>;

/** The rows a restore writes, already given new ids and pointing only at each other. */
export interface ImportRows {
  household: Insertable<DatabaseSchema["households"]>;
  defaultPersonaId: string | null;
  profile: Insertable<DatabaseSchema["profiles"]>;
  role: Insertable<DatabaseSchema["user_roles"]>;
  assistant_personas: Insertable<DatabaseSchema["assistant_personas"]>[];
  shopping_lists: Insertable<DatabaseSchema["shopping_lists"]>[];
  shopping_items: Insertable<DatabaseSchema["shopping_items"]>[];
  tasks: Insertable<DatabaseSchema["tasks"]>[];
  calendar_events: Insertable<DatabaseSchema["calendar_events"]>[];
  inventory_items: Insertable<DatabaseSchema["inventory_items"]>[];
  service_requests: Insertable<DatabaseSchema["service_requests"]>[];
  community_posts: Insertable<DatabaseSchema["community_posts"]>[];
  community_post_reactions: Insertable<DatabaseSchema["community_post_reactions"]>[];
  community_post_comments: Insertable<DatabaseSchema["community_post_comments"]>[];
  chat_conversations: Insertable<DatabaseSchema["chat_conversations"]>[];
  chat_messages: Insertable<DatabaseSchema["chat_messages"]>[];
}

/** Rows per INSERT: well under SQLite's limit of bound values per statement. */
const chunkSize = 100;

async function insertAll<Table extends keyof DatabaseSchema & string>(
  trx: Trx,
  table: Table,
  rows: Insertable<DatabaseSchema[Table]>[],
): Promise<void> {
  for (let index = 0; index < rows.length; index += chunkSize) {
    await trx
      .insertInto(table)
      .values(rows.slice(index, index + chunkSize) as never)
      .execute();
  }
}

/**
 * Writes a restored household in one go (the caller's transaction makes it all-or-nothing).
 * A task's next occurrence and the household's default persona point at rows written after
 * them, so they are set once those rows exist.
 */
export async function insertImportedHousehold(trx: Trx, rows: ImportRows): Promise<void> {
  await trx.insertInto("households").values(rows.household).execute();
  await trx.insertInto("profiles").values(rows.profile).execute();
  await trx.insertInto("user_roles").values(rows.role).execute();
  await insertAll(trx, "assistant_personas", rows.assistant_personas);
  if (rows.defaultPersonaId) {
    await trx
      .updateTable("households")
      .set({ default_persona_id: rows.defaultPersonaId })
      .where("id", "=", rows.household.id)
      .execute();
  }
  await insertAll(trx, "shopping_lists", rows.shopping_lists);
  await insertAll(trx, "shopping_items", rows.shopping_items);
  const nextOccurrences = rows.tasks.filter((task) => task.next_occurrence_id);
  await insertAll(
    trx,
    "tasks",
    rows.tasks.map((task) => ({ ...task, next_occurrence_id: null })),
  );
  for (const task of nextOccurrences) {
    await trx
      .updateTable("tasks")
      .set({ next_occurrence_id: task.next_occurrence_id })
      .where("id", "=", task.id)
      .execute();
  }
  await insertAll(trx, "calendar_events", rows.calendar_events);
  await insertAll(trx, "inventory_items", rows.inventory_items);
  await insertAll(trx, "service_requests", rows.service_requests);
  await insertAll(trx, "community_posts", rows.community_posts);
  await insertAll(trx, "community_post_reactions", rows.community_post_reactions);
  await insertAll(trx, "community_post_comments", rows.community_post_comments);
  await insertAll(trx, "chat_conversations", rows.chat_conversations);
  await insertAll(trx, "chat_messages", rows.chat_messages);
}
