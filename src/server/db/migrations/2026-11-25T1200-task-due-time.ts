import type { Kysely } from "kysely";

/** A task may be due at a time of its day ("pagar el gas el viernes a las 10"): local wall time
 * "HH:mm" in the household's zone, like the due date it belongs to. Null: any time that day. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tasks").addColumn("due_time", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tasks").dropColumn("due_time").execute();
}
