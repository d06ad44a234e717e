import type { Kysely } from "kysely";
import { columnTypes, oneOf } from "#server/db/column-types.ts";

/**
 * Personal API tokens (issue 19, ADR 024): a member's credential for scripts and home automation.
 * Only the SHA-256 of the token is kept (`token_hash`, unique: each request finds its token by
 * it); `token_hint` is the first characters, shown in the list to tell tokens apart. A revoked
 * token's row is deleted. `last_used_at` is written at most once a minute per token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("scope", "text", (c) => c.notNull().check(oneOf("scope", ["read", "read-write"])))
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("token_hint", "text", (c) => c.notNull())
    .addColumn("expires_at", t.timestamp)
    .addColumn("last_used_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("api_tokens_hash")
    .on("api_tokens")
    .column("token_hash")
    .unique()
    .execute();
  await db.schema
    .createIndex("api_tokens_member")
    .on("api_tokens")
    .columns(["household_id", "user_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("api_tokens").execute();
}
