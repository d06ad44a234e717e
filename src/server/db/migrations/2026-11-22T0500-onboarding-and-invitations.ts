import { type Kysely, sql } from "kysely";
import { columnTypes, oneOf } from "#server/db/column-types.ts";
import { assistantTones } from "#shared/domain/preferences.ts";
import { householdRoles } from "#shared/domain/roles.ts";

/** Onboarding progress per account (so a user who left resumes where they were), the household's
 * assistant tone and default persona, and invitations without an email (shareable links). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("onboarding_progress")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    // The household step 1 created; gone with it, so a deleted household restarts onboarding.
    .addColumn("household_id", "text", (c) => c.references("households.id").onDelete("cascade"))
    .addColumn("step", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`${sql.ref("step")} between 1 and 5`),
    )
    .addColumn("completed_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex("onboarding_progress_household_id_idx")
    .on("onboarding_progress")
    .column("household_id")
    .execute();

  await db.schema
    .alterTable("households")
    .addColumn("assistant_tone", "text", (c) =>
      c.notNull().defaultTo("friendly").check(oneOf("assistant_tone", assistantTones)),
    )
    .execute();
  await db.schema
    .alterTable("households")
    .addColumn("default_persona_id", "text", (c) =>
      c.references("assistant_personas.id").onDelete("set null"),
    )
    .execute();

  // A shareable link is an invitation without an email. SQLite cannot drop NOT NULL in place,
  // so there the table is rebuilt (it is new and only this issue writes to it).
  if (t.postgres) {
    await db.schema
      .alterTable("invitations")
      .alterColumn("email", (c) => c.dropNotNull())
      .execute();
  } else {
    await db.schema
      .createTable("invitations_rebuilt")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) =>
        c.notNull().references("households.id").onDelete("cascade"),
      )
      .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn("email", "text")
      .addColumn("role", "text", (c) => c.notNull().check(oneOf("role", householdRoles)))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("pending")
          .check(oneOf("status", ["pending", "accepted", "revoked"])),
      )
      .addColumn("invited_by", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("accepted_by", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("expires_at", t.timestamp, (c) => c.notNull())
      .addColumn("accepted_at", t.timestamp)
      .execute();
    await sql`insert into invitations_rebuilt (id, household_id, created_at, updated_at, email, role, token_hash, status, invited_by, accepted_by, expires_at, accepted_at)
      select id, household_id, created_at, updated_at, email, role, token_hash, status, invited_by, accepted_by, expires_at, accepted_at from invitations`.execute(
      db,
    );
    await db.schema.dropTable("invitations").execute();
    await db.schema.alterTable("invitations_rebuilt").renameTo("invitations").execute();
    await db.schema
      .createIndex("invitations_household_id_status_created_at_idx")
      .on("invitations")
      .columns(["household_id", "status", "created_at"])
      .execute();
  }
  // Looking up whether an address already has a pending invitation.
  await db.schema
    .createIndex("invitations_household_id_email_idx")
    .on("invitations")
    .columns(["household_id", "email"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("invitations_household_id_email_idx").execute();
  await db.schema.alterTable("households").dropColumn("default_persona_id").execute();
  await db.schema.alterTable("households").dropColumn("assistant_tone").execute();
  await db.schema.dropTable("onboarding_progress").execute();
}
