import { randomFillSync } from "node:crypto";
import { CompiledQuery, type Kysely, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import { compiledWriteOnce } from "#server/db/compiled-query.ts";
import { type Executor, isPostgres } from "#server/db/executor.ts";
import { parseJson, toIso, toIsoOrNull } from "#server/db/normalize.ts";
import type { DatabaseSchema, DeliveryStatus, ReminderDeliveryTable } from "#server/db/schema.ts";
import {
  type EventLoopTurns,
  eventLoopTurns,
} from "#server/modules/notifications/event-loop-turns.ts";
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

interface RecordedRow {
  household_id: string;
  user_id: string;
  reminder_key: string;
  channel: string;
}

/** Members' keys a recorded-keys read looks up, each a (household, member, key) triple: 3
 * parameters. */
const pairsPerRead = 300;
/** A read's triples are padded to a multiple of this (the last one again): a handful of SQL
 * texts serve every read and stay prepared in SQLite's statement cache, where a text for each
 * read's own lengths would be prepared anew every time and push the others out. */
const pairsStep = 50;

/** `SELECT … FROM (VALUES (household, user, key), …) JOIN reminder_deliveries ON …`: one probe of
 * the unique index per pair. One text per engine and length. */
const recordedStatements = new Map<string, string>();

function recordedStatement(postgres: boolean, pairs: number): string {
  const id = `${postgres ? "pg" : "sqlite"}:${pairs}`;
  let text = recordedStatements.get(id);
  if (!text) {
    let next = 0;
    const placeholder = () => (postgres ? `$${++next}` : "?");
    const row = () => `(${placeholder()}, ${placeholder()}, ${placeholder()})`;
    // VALUES names its columns column1, column2… on both engines.
    text =
      `select d."household_id", d."user_id", d."reminder_key", d."channel"` +
      ` from (values ${Array.from({ length: pairs }, row).join(", ")}) as v` +
      ` join "reminder_deliveries" as d on d."household_id" = v."column1"` +
      ` and d."user_id" = v."column2" and d."reminder_key" = v."column3"`;
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
  turns: EventLoopTurns,
): Promise<PlannedDelivery[]> {
  if (planned.length === 0) return planned;
  // Each (household, member, key) once: a reminder's channels are planned one after another,
  // and are one row each in the answer.
  const pairs: string[] = [];
  let previous: PlannedDelivery | undefined;
  for (const delivery of planned) {
    if (
      previous?.reminderKey !== delivery.reminderKey ||
      previous.userId !== delivery.userId ||
      previous.householdId !== delivery.householdId
    ) {
      pairs.push(delivery.householdId, delivery.userId, delivery.reminderKey);
    }
    previous = delivery;
  }
  // By key, the few rows each (members × channels): looked up without a string written for
  // each planned delivery (issue 18).
  const recorded = new Map<string, RecordedRow[]>();
  const postgres = isPostgres(db);
  for (let start = 0; start < pairs.length; start += pairsPerRead * 3) {
    if (turns.due()) await turns.take();
    const count = Math.min(pairsPerRead, (pairs.length - start) / 3);
    const padded = Math.ceil(count / pairsStep) * pairsStep;
    const parameters: string[] = new Array(padded * 3);
    for (let index = 0; index < padded * 3; index++) {
      // Past the read's own pairs, its last pair again.
      const from = index < count * 3 ? index : (count - 1) * 3 + (index % 3);
      parameters[index] = pairs[start + from] as string;
    }
    const result = await db.executeQuery<RecordedRow>(
      CompiledQuery.raw(recordedStatement(postgres, padded), parameters),
    );
    for (const row of result.rows) {
      const rows = recorded.get(row.reminder_key);
      if (rows) rows.push(row);
      else recorded.set(row.reminder_key, [row]);
    }
  }
  if (recorded.size === 0) return planned;
  return planned.filter(
    (delivery) =>
      !recorded
        .get(delivery.reminderKey)
        ?.some(
          (row) =>
            row.household_id === delivery.householdId &&
            row.user_id === delivery.userId &&
            row.channel === delivery.channel,
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

/** Rows a planned-deliveries INSERT holds: 13 parameters each, well under either engine's
 * limit; a statement of them takes ~1 ms on SQLite. */
const insertBatch = 100;

const insertColumns = [
  "id",
  "household_id",
  "user_id",
  "reminder_key",
  "kind",
  "channel",
  "status",
  "attempts",
  "due_at",
  "next_attempt_at",
  "payload",
  "created_at",
  "updated_at",
] as const satisfies readonly (keyof ReminderDeliveryTable)[];

/** The INSERT of `rows` planned deliveries, written once per engine and row count. Written as
 * text, as the recorded-keys read is: Kysely building 100 rows of 13 values (the builder, the
 * SQLite values plugin and the compiler) allocated more than running the statement, once per
 * row count a pass meets (issue 18; 021, "Hot queries compiled once"). */
const insertStatements = new Map<string, string>();

function insertStatement(postgres: boolean, rows: number): string {
  const id = `${postgres ? "pg" : "sqlite"}:${rows}`;
  let text = insertStatements.get(id);
  if (!text) {
    let next = 0;
    const row = () => `(${insertColumns.map(() => (postgres ? `$${++next}` : "?")).join(", ")})`;
    const columns = insertColumns.map((column) => `"${column}"`).join(", ");
    text =
      `insert into "reminder_deliveries" (${columns})` +
      ` values ${Array.from({ length: rows }, row).join(", ")}` +
      ` on conflict ("household_id", "user_id", "reminder_key", "channel") do nothing`;
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
  // On SQLite each statement is synchronous work: a turn of the event loop once the work (the
  // planning that handed these over included) has run a few milliseconds.
  turns: EventLoopTurns = eventLoopTurns(),
): Promise<number> {
  const missing = await leaveOutRecorded(db, planned, turns);
  let inserted = 0;
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
  // One JSON text per message: the members and channels of a reminder share its message.
  const payloads = new Map<ReminderMessage, string>();
  const payloadOf = (delivery: PlannedDelivery) => {
    const message = typeof delivery.message === "function" ? delivery.message() : delivery.message;
    let payload = payloads.get(message);
    if (payload === undefined) {
      payload = JSON.stringify(message);
      payloads.set(message, payload);
    }
    return payload;
  };
  const createdAt = instant(now);
  for (let start = 0; start < missing.length; start += insertBatch) {
    if (turns.due()) await turns.take();
    const rows = Math.min(insertBatch, missing.length - start);
    const parameters: unknown[] = new Array(rows * insertColumns.length);
    let next = 0;
    for (let index = start; index < start + rows; index++) {
      const delivery = missing[index] as PlannedDelivery;
      parameters[next++] = uuidV7();
      parameters[next++] = delivery.householdId;
      parameters[next++] = delivery.userId;
      parameters[next++] = delivery.reminderKey;
      parameters[next++] = delivery.kind;
      parameters[next++] = delivery.channel;
      parameters[next++] = "pending";
      parameters[next++] = 0;
      parameters[next++] = instant(delivery.dueAt);
      parameters[next++] = instant(delivery.sendAt);
      parameters[next++] = payloadOf(delivery);
      parameters[next++] = createdAt;
      parameters[next++] = createdAt;
    }
    const result = await db.executeQuery(
      CompiledQuery.raw(insertStatement(postgres, rows), parameters),
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

/** The outcome of a claim as each kind records it: built by Kysely once per engine, for each
 * delivery sent (issue 18: building it was ~12 KB a send). */
const recordSent = compiledWriteOnce(
  (db: Executor, id: string, attempts: number, at: Date, note: string | null) =>
    db
      .updateTable("reminder_deliveries")
      .set({ status: "sent", claimed_until: null, updated_at: at, sent_at: at, last_error: note })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .where("attempts", "=", attempts),
);

const recordRetry = compiledWriteOnce(
  (db: Executor, id: string, attempts: number, at: Date, nextAttemptAt: Date, error: string) =>
    db
      .updateTable("reminder_deliveries")
      .set({
        status: "retry",
        claimed_until: null,
        updated_at: at,
        next_attempt_at: nextAttemptAt,
        last_error: error,
      })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .where("attempts", "=", attempts),
);

const recordFinal = compiledWriteOnce(
  (
    db: Executor,
    id: string,
    attempts: number,
    status: "failed" | "skipped",
    at: Date,
    error: string,
  ) =>
    db
      .updateTable("reminder_deliveries")
      .set({ status, claimed_until: null, updated_at: at, last_error: error })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .where("attempts", "=", attempts),
);

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
  const updated =
    outcome.status === "sent"
      ? await recordSent(db, claim.id, claim.attempts, outcome.at, outcome.note ?? null)
      : outcome.status === "retry"
        ? await recordRetry(
            db,
            claim.id,
            claim.attempts,
            outcome.at,
            outcome.nextAttemptAt,
            outcome.error,
          )
        : await recordFinal(
            db,
            claim.id,
            claim.attempts,
            outcome.status,
            outcome.at,
            outcome.error,
          );
  return updated === 1;
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
