import type { Db } from "#server/db/executor.ts";
import type { Logger } from "#server/logger.ts";
import type { LiveEvent, LiveEvents } from "#server/modules/live/live-events.ts";
import { markRemindersChanged } from "#server/modules/notifications/reminder-plans.repository.ts";

/** Topics whose changes never move a reminder: the bell itself (a reminder delivered, one read). */
const ignoredTopics = new Set(["notifications"]);

interface Watcher {
  /** Resolves once every change announced so far is marked in the database. */
  settled(): Promise<void>;
}

const watchers = new WeakMap<LiveEvents, Watcher>();

/**
 * Every change this instance announces (the live-event relay: tasks, events, pantry, services,
 * meals, members, household settings) marks that household's reminders for planning, in the
 * shared database (`reminder_plans`), so that whichever instance runs the next pass plans it,
 * also after a restart. Changes announced together are marked in one statement.
 */
export function watchReminderChanges(deps: {
  live: LiveEvents;
  db: Db;
  logger: Logger;
}): () => void {
  const pending = new Set<string>();
  let flushing: Promise<void> = Promise.resolve();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.size === 0) return flushing;
    const ids = [...pending];
    pending.clear();
    flushing = flushing
      .then(() => markRemindersChanged(deps.db, ids))
      .catch((error: unknown) =>
        deps.logger.error(
          { err: error, households: ids.length },
          "recordatorios: cambio sin marcar; se planifica al vencer su plazo",
        ),
      );
    return flushing;
  };
  const stop = deps.live.onPublish((householdId: string, event: LiveEvent) => {
    if (ignoredTopics.has(event.topic)) return;
    pending.add(householdId);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });
  watchers.set(deps.live, { settled: () => flush() });
  return () => {
    stop();
    watchers.delete(deps.live);
  };
}

/** What this instance announced is in the database: a pass here starts after it. */
export async function reminderChangesSettled(live: LiveEvents): Promise<void> {
  await watchers.get(live)?.settled();
}
