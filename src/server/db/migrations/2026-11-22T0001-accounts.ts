import type { Kysely } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";

/** Better Auth's tables (user, session, account, verification, rateLimit), kept in our migrations
 * so that household tables can reference "user" with real foreign keys. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("image", "text")
    .addColumn("country", "text", (c) => c.notNull().defaultTo("MX"))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("ES"))
    .addColumn("termsAcceptedAt", t.timestamp)
    .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", t.timestamp)
    .addColumn("refreshTokenExpiresAt", t.timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
    .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();

  // Stored in the database so that several server instances share one count per client.
  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["rateLimit", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).execute();
  }
}
