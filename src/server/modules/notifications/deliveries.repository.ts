import { randomUUID } from "node:crypto";
import { CompiledQuery, type Kysely, type Selectable, sql } from "kysely";
import { type Executor, isPostgres } from "#server/db/executor.ts";
import { parseJson, toIso, toIsoOrNull } from "#server/db/normalize.ts";
import type { DatabaseSchema, DeliveryStatus, ReminderDeliveryTable } from "#server/db/schema.ts";
import type { ReminderChannel, ReminderKind } from "#shared/reminders/kinds.ts";

/** What a reminder says, the same for every channel (each channel formats it its own way). */
export interface ReminderMessage {
  title: string;
  body: string;
  /** In-app path the notification opens. */
  link: string;
}

export interface PlannedDelivery {
  householdId: string;
  userId: string;
  reminderKey: string;
  kind: ReminderKind;
  channel: ReminderChannel;
  dueAt: Date;
  /** When it may go out: dueAt, or the end of the member's quiet hours. */
  sendAt: Date;
  /** Or what writes it: the planner's messages are written only for rows not recorded yet. */
  message: ReminderMessage | (() => ReminderMessage);
}

export interface ClaimedDelivery {
  id: string;
  householdId: string;
  userId: string;
  reminderKey: string;
  kind: ReminderKind;
  channel: ReminderChannel;
  attempts: number;
  dueAt: string;
  message: ReminderMessage;
}

export interface DeliveryRecord {
  reminderKey: string;
  kind: ReminderKind;
  title: string;
  userId: string;
  channel: ReminderChannel;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
}

function toClaimed(row: Selectable<ReminderDeliveryTable>): ClaimedDelivery {
  return {
    id: row.id,
    householdId: row.household_id,
    userId: row.user_id,
    reminderKey: row.reminder_key,
    kind: row.kind as ReminderKind,
    channel: row.channel as ReminderChannel,
    attempts: row.attempts,
    dueAt: toIso(row.due_at),
    message: parseJson<ReminderMessage>(row.payload),
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const deliveryKey = (householdId: string, userId: string, reminderKey: string, channel: string) =>
  `${householdId}|${userId}|${reminderKey}|${channel}`;

/** What is not recorded yet. Every pass plans again what is still due, so after the first pass
 * nearly everything is: a read by the unique index skips it without an INSERT, which on SQLite
 * would queue behind (and hold up) the single writer. */
async function leaveOutRecorded(
  db: Executor,
  planned: PlannedDelivery[],
): Promise<PlannedDelivery[]> {
  if (planned.length === 0) return planned;
  const households = [...new Set(planned.map((delivery) => delivery.householdId))];
  const users = [...new Set(planned.map((delivery) => delivery.userId))];
  const keys = [...new Set(planned.map((delivery) => delivery.reminderKey))];
  const recorded = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    if (start > 0) await nextTurn();
    const rows = await db
      .selectFrom("reminder_deliveries")
      .select(["household_id", "user_id", "reminder_key", "channel"])
      .where("household_id", "in", households)
      .where("user_id", "in", users)
      .where("reminder_key", "in", keys.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      recorded.add(deliveryKey(row.household_id, row.user_id, row.reminder_key, row.channel));
    }
  }
  return planned.filter(
    (delivery) =>
      !recorded.has(
        deliveryKey(delivery.householdId, delivery.userId, delivery.reminderKey, delivery.channel),
      ),
  );
}

/** A UUID v7 (the millisecond first, as the `uuid` package's, so new rows sort by time) made from
 * Node's native v4: its random bits and variant stay, the first 48 bits become the time and the
 * version 7. The package's v7 allocated about 1 KB an id, the first pass's largest single
 * allocation after the statements (issue 18). */
function deliveryId(): string {
  const time = Date.now().toString(16).padStart(12, "0");
  const random = randomUUID();
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(15)}`;
}

/** Rows a planned-deliveries INSERT holds: 13 parameters each, well under SQLite's limit. */
const insertBatch = 50;

/** The INSERT of `rows` planned deliveries, built by Kysely once per engine and row count and
 * then run with each batch's parameters: building it (50 rows of 13 values through the query
 * builder, the SQLite values plugin and the compiler) for every batch was a third of what the
 * first pass of a fresh database allocated (issue 18; 021, "Hot queries compiled once"). */
const insertStatements = new Map<string, string>();

function insertStatement(db: Executor, postgres: boolean, rows: number): string {
  const id = `${postgres ? "pg" : "sqlite"}:${rows}`;
  let text = insertStatements.get(id);
  if (!text) {
    const placeholder = new Date(0);
    const compiled = db
      .insertInto("reminder_deliveries")
      .values(
        Array.from({ length: rows }, () => ({
          id: "",
          household_id: "",
          user_id: "",
          reminder_key: "",
          kind: "",
          channel: "",
          status: "pending" as const,
          attempts: 0,
          due_at: placeholder,
          next_attempt_at: placeholder,
          payload: "",
          created_at: placeholder,
          updated_at: placeholder,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["household_id", "user_id", "reminder_key", "channel"]).doNothing(),
      )
      .compile();
    // The parameters below follow the columns in this order, one row after another.
    if (compiled.parameters.length !== rows * 13) {
      throw new Error("reminder_deliveries INSERT: unexpected parameters");
    }
    text = compiled.sql;
    insertStatements.set(id, text);
  }
  return text;
}

/** Inserts the rows that do not exist yet; an existing key (planned by this or another
 * instance, earlier or at the same moment) is left alone: the unique index is the exactly-once
 * guard, and ON CONFLICT DO NOTHING covers a row another instance inserts meanwhile. */
export async function insertPlannedDeliveries(
  db: Executor,
  planned: PlannedDelivery[],
  now: Date,
): Promise<number> {
  const missing = await leaveOutRecorded(db, planned);
  let inserted = 0;
  // Small batches keep each statement under SQLite's bound-parameter limit, with a turn of the
  // event loop before each (on SQLite each is synchronous work, the read above too).
  const postgres = isPostgres(db);
  // SQLite binds instants as ISO text (what the values plugin does for built queries).
  const instant = (date: Date): Date | string => (postgres ? date : date.toISOString());
  const createdAt = instant(now);
  for (let start = 0; start < missing.length; start += insertBatch) {
    await nextTurn();
    const batch = missing.slice(start, start + insertBatch);
    const parameters: unknown[] = [];
    for (const delivery of batch) {
      parameters.push(
        deliveryId(),
        delivery.householdId,
        delivery.userId,
        delivery.reminderKey,
        delivery.kind,
        delivery.channel,
        "pending",
        0,
        instant(delivery.dueAt),
        instant(delivery.sendAt),
        JSON.stringify(
          typeof delivery.message === "function" ? delivery.message() : delivery.message,
        ),
        createdAt,
        createdAt,
      );
    }
    const result = await db.executeQuery(
      CompiledQuery.raw(insertStatement(db, postgres, batch.length), parameters),
    );
    inserted += Number(result.numAffectedRows ?? 0);
  }
  return inserted;
}

/**
 * Takes up to `limit` deliveries that are due, for this instance alone, for `leaseMs`: one
 * UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) … RETURNING, so two instances on one
 * PostgreSQL never take the same row (SQLite has a single writer, so the statement is atomic
 * there too). A row whose lease ran out (its instance died mid-send) can be taken again.
 */
export async function claimDueDeliveries(
  db: Kysely<DatabaseSchema>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const postgres = isPostgres(db);
  let due = db
    .selectFrom("reminder_deliveries")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "in", ["pending", "retry"]), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("claimed_until", "<", now)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(limit);
  if (postgres) due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable("reminder_deliveries")
    .set({
      status: "sending",
      claimed_until: new Date(now.getTime() + leaseMs),
      attempts: sql`attempts + 1`,
      updated_at: now,
    })
    .where("id", "in", due)
    .returningAll()
    .execute();
  return rows.map(toClaimed);
}

/** Records the outcome of a claim. Only the claim that is still current may: `attempts` was
 * raised by that claim, so an instance whose lease ran out (and whose row another instance took)
 * changes nothing. Answers whether the row was updated. */
export async function finishDelivery(
  db: Executor,
  claim: { id: string; attempts: number },
  outcome:
    | { status: "sent"; at: Date; note?: string }
    | { status: "retry"; at: Date; nextAttemptAt: Date; error: string }
    | { status: "failed" | "skipped"; at: Date; error: string },
): Promise<boolean> {
  const result = await db
    .updateTable("reminder_deliveries")
    .set({
      status: outcome.status,
      claimed_until: null,
      updated_at: outcome.at,
      ...(outcome.status === "sent" && { sent_at: outcome.at, last_error: outcome.note ?? null }),
      ...(outcome.status === "retry" && {
        next_attempt_at: outcome.nextAttemptAt,
        last_error: outcome.error,
      }),
      ...((outcome.status === "failed" || outcome.status === "skipped") && {
        last_error: outcome.error,
      }),
    })
    .where("id", "=", claim.id)
    .where("status", "=", "sending")
    .where("attempts", "=", claim.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What was sent to whom, for tests and the member's own history. */
export async function listDeliveries(
  db: Executor,
  householdId: string,
  filter: { userId?: string } = {},
): Promise<DeliveryRecord[]> {
  let query = db
    .selectFrom("reminder_deliveries")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("due_at")
    .orderBy("reminder_key")
    .orderBy("channel");
  if (filter.userId) query = query.where("user_id", "=", filter.userId);
  const rows = await query.execute();
  return rows.map((row) => ({
    reminderKey: row.reminder_key,
    kind: row.kind as ReminderKind,
    title: parseJson<ReminderMessage>(row.payload).title,
    userId: row.user_id,
    channel: row.channel as ReminderChannel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: toIsoOrNull(row.sent_at),
    nextAttemptAt: toIso(row.next_attempt_at),
  }));
}

/** Finished rows older than `before` go: no planner window reaches that far back, so their keys
 * can never be planned again. At most `limit` rows a call, read off the status index: a finished
 * row was claimed once its `next_attempt_at` had come, so that is no later than its last update,
 * and the range ends at `before` instead of reading every row sent in the last 90 days. */
export async function pruneDeliveries(db: Executor, before: Date, limit = 500): Promise<number> {
  const result = await db
    .deleteFrom("reminder_deliveries")
    .where(
      "id",
      "in",
      db
        .selectFrom("reminder_deliveries")
        .select("id")
        .where("status", "in", ["sent", "failed", "skipped"])
        .where("next_attempt_at", "<", before)
        .where("updated_at", "<", before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
