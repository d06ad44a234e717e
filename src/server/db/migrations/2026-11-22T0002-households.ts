import type { CreateTableBuilder, Kysely } from "kysely";
import { columnTypes, nonNegative, oneOf } from "#server/db/column-types.ts";
import { planIds, subscriptionStatuses } from "#shared/domain/plans.ts";
import { householdRoles } from "#shared/domain/roles.ts";
import { serviceStatuses } from "#shared/domain/services.ts";
import { recurringPatterns, taskPriorities, taskStatuses } from "#shared/domain/tasks.ts";

type Types = ReturnType<typeof columnTypes>;

/** id, household_id (cascading), created_at and updated_at: what every household-owned row has. */
function householdTable<T extends string>(db: Kysely<unknown>, t: Types, name: T) {
  return db.schema
    .createTable(name)
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now));
}

async function index(
  db: Kysely<unknown>,
  table: string,
  columns: string[],
  options: { unique?: boolean } = {},
) {
  let builder = db.schema
    .createIndex(`${table}_${columns.join("_")}_idx`)
    .on(table)
    .columns(columns);
  if (options.unique) builder = builder.unique();
  await builder.execute();
}

const create = (builder: CreateTableBuilder<string, string>) => builder.execute();

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("households")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("es"))
    .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("America/Mexico_City"))
    .addColumn("plan", "text", (c) => c.notNull().defaultTo("gratis").check(oneOf("plan", planIds)))
    .addColumn("subscription_status", "text", (c) =>
      c.notNull().defaultTo("trial").check(oneOf("subscription_status", subscriptionStatuses)),
    )
    .addColumn("trial_ends_at", t.timestamp)
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await create(
    householdTable(db, t, "profiles")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("role", "text", (c) => c.notNull().check(oneOf("role", householdRoles)))
      .addColumn("date_of_birth", "text")
      .addColumn("preferences", t.json, (c) => c.notNull().defaultTo("{}"))
      .addColumn("avatar_url", "text"),
  );
  // One household per account: the household always comes from the signed-in user.
  await index(db, "profiles", ["user_id"], { unique: true });
  await index(db, "profiles", ["household_id", "name"]);

  await create(
    householdTable(db, t, "user_roles")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("role", "text", (c) => c.notNull().check(oneOf("role", householdRoles))),
  );
  await index(db, "user_roles", ["household_id", "user_id"], { unique: true });
  await index(db, "user_roles", ["user_id"]);

  await create(
    householdTable(db, t, "invitations")
      .addColumn("email", "text", (c) => c.notNull())
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
      .addColumn("accepted_at", t.timestamp),
  );
  await index(db, "invitations", ["household_id", "status", "created_at"]);

  await create(
    householdTable(db, t, "shopping_lists")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("is_active", t.boolean, (c) => c.notNull().defaultTo(t.true)),
  );
  await index(db, "shopping_lists", ["household_id", "is_active", "created_at"]);

  await create(
    householdTable(db, t, "shopping_items")
      .addColumn("shopping_list_id", "text", (c) =>
        c.notNull().references("shopping_lists.id").onDelete("cascade"),
      )
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("quantity", "text")
      .addColumn("category", "text")
      .addColumn("notes", "text")
      .addColumn("is_checked", t.boolean, (c) => c.notNull().defaultTo(t.false))
      .addColumn("checked_at", t.timestamp)
      .addColumn("added_by", "text", (c) => c.references("user.id").onDelete("set null")),
  );
  await index(db, "shopping_items", ["household_id", "is_checked", "created_at"]);
  await index(db, "shopping_items", ["shopping_list_id", "is_checked"]);

  await create(
    householdTable(db, t, "assistant_personas")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("system_prompt", "text", (c) => c.notNull())
      .addColumn("personality_traits", t.json, (c) => c.notNull().defaultTo("{}"))
      .addColumn("is_active", t.boolean, (c) => c.notNull().defaultTo(t.true)),
  );
  await index(db, "assistant_personas", ["household_id", "is_active"]);

  await create(
    householdTable(db, t, "tasks")
      .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("status", "text", (c) =>
        c.notNull().defaultTo("todo").check(oneOf("status", taskStatuses)),
      )
      .addColumn("priority", "text", (c) =>
        c.notNull().defaultTo("medium").check(oneOf("priority", taskPriorities)),
      )
      .addColumn("due_date", t.timestamp)
      .addColumn("assigned_to", "text", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("recurring_pattern", "text", (c) =>
        c.notNull().defaultTo("none").check(oneOf("recurring_pattern", recurringPatterns)),
      )
      .addColumn("completed_at", t.timestamp),
  );
  await index(db, "tasks", ["household_id", "created_at"]);
  await index(db, "tasks", ["household_id", "status", "due_date"]);

  await create(
    householdTable(db, t, "calendar_events")
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("event_date", t.timestamp, (c) => c.notNull())
      .addColumn("end_date", t.timestamp)
      .addColumn("all_day", t.boolean, (c) => c.notNull().defaultTo(t.false))
      .addColumn("event_type", "text", (c) => c.notNull().defaultTo("general"))
      .addColumn("notes", "text")
      .addColumn("author_id", "text", (c) => c.references("profiles.id").onDelete("set null")),
  );
  await index(db, "calendar_events", ["household_id", "event_date"]);

  await create(
    householdTable(db, t, "inventory_items")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull().defaultTo("Otros"))
      .addColumn("qty_on_hand", t.real, (c) =>
        c.notNull().defaultTo(0).check(nonNegative("qty_on_hand")),
      )
      .addColumn("unit", "text", (c) => c.notNull().defaultTo("unidad"))
      .addColumn("reorder_threshold", t.real, (c) =>
        c.notNull().defaultTo(2).check(nonNegative("reorder_threshold")),
      )
      .addColumn("location", "text")
      .addColumn("expiry_date", "text")
      .addColumn("notes", "text"),
  );
  await index(db, "inventory_items", ["household_id", "name"]);
  await index(db, "inventory_items", ["household_id", "expiry_date"]);

  await create(
    householdTable(db, t, "service_requests")
      .addColumn("requested_by", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("service_type", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("availability_notes", "text")
      .addColumn("scheduled_date", t.timestamp)
      .addColumn("photo_urls", t.json, (c) => c.notNull().defaultTo("[]"))
      .addColumn("status", "text", (c) =>
        c.notNull().defaultTo("pending").check(oneOf("status", serviceStatuses)),
      )
      .addColumn("ai_summary", "text")
      .addColumn("provider_info", t.json),
  );
  await index(db, "service_requests", ["household_id", "created_at"]);

  await create(
    householdTable(db, t, "community_posts")
      .addColumn("author_id", "text", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("content", "text", (c) => c.notNull().defaultTo("")),
  );
  await index(db, "community_posts", ["household_id", "created_at", "id"]);

  await create(
    householdTable(db, t, "community_post_attachments")
      .addColumn("post_id", "text", (c) =>
        c.notNull().references("community_posts.id").onDelete("cascade"),
      )
      .addColumn("file_url", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("file_type", "text", (c) => c.notNull())
      .addColumn("file_size", "integer", (c) => c.notNull()),
  );
  await index(db, "community_post_attachments", ["post_id"]);

  await create(
    householdTable(db, t, "community_post_reactions")
      .addColumn("post_id", "text", (c) =>
        c.notNull().references("community_posts.id").onDelete("cascade"),
      )
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("reaction_type", "text", (c) =>
        c
          .notNull()
          .defaultTo("like")
          .check(oneOf("reaction_type", ["like"])),
      ),
  );
  // One like per member per post, even under concurrent clicks.
  await index(db, "community_post_reactions", ["post_id", "user_id", "reaction_type"], {
    unique: true,
  });

  await create(
    householdTable(db, t, "community_post_comments")
      .addColumn("post_id", "text", (c) =>
        c.notNull().references("community_posts.id").onDelete("cascade"),
      )
      .addColumn("author_id", "text", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("content", "text", (c) => c.notNull()),
  );
  await index(db, "community_post_comments", ["post_id", "created_at"]);

  await create(
    householdTable(db, t, "chat_conversations")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("persona_id", "text", (c) =>
        c.references("assistant_personas.id").onDelete("set null"),
      )
      .addColumn("title", "text", (c) => c.notNull()),
  );
  await index(db, "chat_conversations", ["household_id", "user_id", "updated_at"]);

  await create(
    householdTable(db, t, "chat_messages")
      .addColumn("conversation_id", "text", (c) =>
        c.notNull().references("chat_conversations.id").onDelete("cascade"),
      )
      .addColumn("role", "text", (c) => c.notNull().check(oneOf("role", ["user", "assistant"])))
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("parts", t.json),
  );
  await index(db, "chat_messages", ["conversation_id", "created_at"]);
  await index(db, "chat_messages", ["household_id", "created_at"]);

  await create(
    householdTable(db, t, "notifications")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("body", "text")
      .addColumn("link", "text")
      .addColumn("read_at", t.timestamp),
  );
  await index(db, "notifications", ["household_id", "user_id", "created_at"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    "notifications",
    "chat_messages",
    "chat_conversations",
    "community_post_comments",
    "community_post_reactions",
    "community_post_attachments",
    "community_posts",
    "service_requests",
    "inventory_items",
    "calendar_events",
    "tasks",
    "assistant_personas",
    "shopping_items",
    "shopping_lists",
    "invitations",
    "user_roles",
    "profiles",
    "households",
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
