import { randomFillSync } from "node:crypto";
import { CompiledQuery, type Kysely, type Selectable, type SelectQueryBuilder, sql } from "kysely";
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

interface RecordedRow {
  household_id: string;
  user_id: string;
  reminder_key: string;
  channel: string;
}

/** `SELECT … WHERE household_id IN (…) AND user_id IN (…) AND reminder_key IN (…)` for these
 * list lengths, one text per engine and lengths (a few hundred at most). */
const recordedStatements = new Map<string, string>();

function recordedStatement(postgres: boolean, households: number, users: number, keys: number) {
  const id = `${postgres ? "pg" : "sqlite"}:${households}:${users}:${keys}`;
  let text = recordedStatements.get(id);
  if (!text) {
    let next = 0;
    const list = (length: number) =>
      Array.from({ length }, () => (postgres ? `$${++next}` : "?")).join(", ");
    text =
      `select "household_id", "user_id", "reminder_key", "channel" from "reminder_deliveries"` +
      ` where "household_id" in (${list(households)}) and "user_id" in (${list(users)})` +
      ` and "reminder_key" in (${list(keys)})`;
    if (recordedStatements.size >= 1000) recordedStatements.clear();
    recordedStatements.set(id, text);
  }
  return text;
}

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
  const postgres = isPostgres(db);
  for (let start = 0; start < keys.length; start += 500) {
    if (start > 0) await nextTurn();
    const batch = keys.slice(start, start + 500);
    // Written as text, not built by Kysely: a node per value of three IN lists, for each of a
    // household's up to 500 keys, was most of this read's cost (issue 18).
    const result = await db.executeQuery<RecordedRow>(
      CompiledQuery.raw(
        recordedStatement(postgres, households.length, users.length, batch.length),
        [...households, ...users, ...batch],
      ),
    );
    for (const row of result.rows) {
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

/** Hex digits of each byte value, and random bytes drawn 4 KB at a time (256 ids). */
const hexBytes = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));
const randomPool = Buffer.alloc(4096);
let randomOffset = randomPool.length;
/** An id's 36 characters are written here, then read as one flat string. */
const idBytes = Buffer.alloc(36);

function writeHex(byte: number, at: number) {
  const digits = hexBytes[byte] as string;
  idBytes[at] = digits.charCodeAt(0);
  idBytes[at + 1] = digits.charCodeAt(1);
}

/** A UUID v7 (the millisecond first, as the `uuid` package's, so new rows sort by time): 48 bits
 * of time, the version, 74 random bits and the variant. Written byte by byte into one buffer and
 * read out as one string: the `uuid` package's v7 allocated about 1 KB an id, and `randomUUID`
 * with its time prefix spliced in still ~900 bytes (its hex built by concatenation, then three
 * slices), 18 MB of 236 in a 200-household first pass (issue 18). */
export function uuidV7(): string {
  if (randomOffset + 10 > randomPool.length) {
    randomFillSync(randomPool);
    randomOffset = 0;
  }
  const time = Date.now();
  const high = Math.floor(time / 0x1000000); // the first 24 bits of 48
  const low = time % 0x1000000;
  writeHex((high >>> 16) & 0xff, 0);
  writeHex((high >>> 8) & 0xff, 2);
  writeHex(high & 0xff, 4);
  writeHex((low >>> 16) & 0xff, 6);
  idBytes[8] = 0x2d; // "-"
  writeHex((low >>> 8) & 0xff, 9);
  writeHex(low & 0xff, 11);
  const random = randomPool;
  let next = randomOffset;
  randomOffset += 10;
  // 7xxx: the version, then 12 random bits.
  idBytes[13] = 0x2d;
  writeHex(0x70 | ((random[next++] as number) & 0x0f), 14);
  writeHex(random[next++] as number, 16);
  // 8xxx–bxxx: the variant, then 14 random bits; then 48 random bits.
  idBytes[18] = 0x2d;
  writeHex(0x80 | ((random[next++] as number) & 0x3f), 19);
  writeHex(random[next++] as number, 21);
  idBytes[23] = 0x2d;
  for (let index = 0; index < 6; index++) writeHex(random[next++] as number, 24 + index * 2);
  return idBytes.toString("latin1", 0, 36);
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
  // One text per instant: a household's deliveries share a handful of moments (issue 18).
  const isoTexts = new Map<number, string>();
  const instant = (date: Date): Date | string => {
    if (postgres) return date;
    const time = date.getTime();
    let text = isoTexts.get(time);
    if (text === undefined) {
      text = date.toISOString();
      isoTexts.set(time, text);
    }
    return text;
  };
  const createdAt = instant(now);
  for (let start = 0; start < missing.length; start += insertBatch) {
    await nextTurn();
    const batch = missing.slice(start, start + insertBatch);
    const parameters: unknown[] = [];
    for (const delivery of batch) {
      parameters.push(
        uuidV7(),
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
 * Takes up to `limit` deliveries that are due, for this instance alone, for `leaseMs`: first rows
 * whose claim ran out (their instance died mid-send), then the oldest due. Each is one UPDATE …
 * WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) … RETURNING, so two instances on one PostgreSQL
 * never take the same row (SQLite has a single writer, so the statement is atomic there too).
 *
 * Two statements rather than one `(waiting) OR (sending, lease over) ORDER BY next_attempt_at`:
 * that had no index order to follow and sorted every due row to take 25 (33–36 ms of blocked
 * event loop a batch on SQLite after a first pass of ~100,000 rows, issue 18). Now the waiting
 * rows are read in order and the claim stops at `limit`: on PostgreSQL off
 * `reminder_deliveries_claimable_idx` (its partial WHERE is written here as literals, as the
 * index is, or it could not be matched), on SQLite off the status index one status at a time,
 * stopping early; the lapsed claims are the few `sending` rows off the status index.
 */
export async function claimDueDeliveries(
  db: Kysely<DatabaseSchema>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const postgres = isPostgres(db);
  const claim = async (
    due: SelectQueryBuilder<DatabaseSchema, "reminder_deliveries", { id: string }>,
  ) => {
    const rows = await db
      .updateTable("reminder_deliveries")
      .set({
        status: "sending",
        claimed_until: new Date(now.getTime() + leaseMs),
        attempts: sql`attempts + 1`,
        updated_at: now,
      })
      .where("id", "in", postgres ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .execute();
    return rows.map(toClaimed);
  };
  const lapsed = await claim(
    db
      .selectFrom("reminder_deliveries")
      .select("id")
      .where("status", "=", "sending")
      .where("claimed_until", "<", now)
      .orderBy("next_attempt_at")
      .limit(limit),
  );
  if (lapsed.length >= limit) return lapsed;
  const waiting = await claim(
    db
      .selectFrom("reminder_deliveries")
      .select("id")
      .where(sql<boolean>`status in ('pending', 'retry')`)
      .where("next_attempt_at", "<=", now)
      .orderBy("next_attempt_at")
      .limit(limit - lapsed.length),
  );
  return lapsed.length === 0 ? waiting : [...lapsed, ...waiting];
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
