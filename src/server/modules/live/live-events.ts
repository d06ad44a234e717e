import { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import { v7 as uuidv7 } from "uuid";
import type { Logger } from "#server/logger.ts";

/** What changed: the web app refetches the queries whose key starts with `topic`. */
export interface LiveEvent {
  topic: string;
  action?: string;
  id?: string;
  /** The member who made the change, so that their own screen can skip the echo. */
  actorId?: string;
}

type Listener = (event: LiveEvent) => void;

export interface PublishOptions {
  /** Members whose open streams end right after this event, on every instance: they were removed
   * or their role changed, and a stream must not outlive the membership it was opened with (a
   * reconnect is checked again). */
  endStreamsOf?: readonly string[];
}

export interface LiveEvents {
  publish(householdId: string, event: LiveEvent, options?: PublishOptions): void;
  /** `member`: whose stream this is, and what to do when `publish` ends their streams. */
  subscribe(
    householdId: string,
    listener: Listener,
    member?: { userId: string; onEnd: () => void },
  ): () => void;
  /** Every instance drops what it keeps of these accounts' sessions (the session cache): they
   * signed out, changed their password or details, or their membership changed. Resolves once
   * the other instances have been told (on PostgreSQL, the NOTIFY sent), so that an answer
   * awaiting it is never ahead of the message. */
  forgetSessionsOf(userIds: readonly string[]): Promise<void>;
  /** Called on every instance (this one at once) for `forgetSessionsOf` and for members whose
   * streams `publish` ends. */
  onForgetSessions(listener: (userIds: readonly string[]) => void): () => void;
  /** Called for every event published by this instance (not those relayed from others, whose
   * own instance hears them): work that follows a change once, such as marking the household's
   * reminders for planning in the shared database. */
  onPublish(listener: (householdId: string, event: LiveEvent) => void): () => void;
  /** Called for every event this instance delivers, published here or relayed from another,
   * before any stream hears it: what an instance keeps of a household's data (the daily brief)
   * is dropped before a browser told of the change asks again. */
  onChange(listener: (householdId: string, event: LiveEvent) => void): () => void;
  /** Aborted when the server shuts down, so that open streams end and SIGTERM is not held up. */
  closing: AbortSignal;
  close(): Promise<void>;
}

const channel = "hogaria_live";
const forgetSessions = Symbol("forget sessions");
const published = Symbol("published here");
const changed = Symbol("delivered here");

/** In-process fan-out; on PostgreSQL, relayed through LISTEN/NOTIFY so that browsers connected
 * to any server instance hear changes made through any other. */
export function createLiveEvents(options: { postgresUrl?: string; logger: Logger }): LiveEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const shutdown = new AbortController();
  const instanceId = uuidv7();
  const endOf = (householdId: string, userId: string) => `end ${householdId} ${userId}`;
  const forget = (userIds: readonly string[]) => {
    if (userIds.length > 0) emitter.emit(forgetSessions, userIds);
  };
  const deliver = (householdId: string, event: LiveEvent, endStreamsOf: readonly string[] = []) => {
    // A membership that ended or changed: no instance answers from what it kept of it.
    forget(endStreamsOf);
    emitter.emit(changed, householdId, event);
    emitter.emit(householdId, event);
    for (const userId of endStreamsOf) emitter.emit(endOf(householdId, userId));
  };
  const onForgetSessions: LiveEvents["onForgetSessions"] = (listener) => {
    emitter.on(forgetSessions, listener);
    return () => emitter.off(forgetSessions, listener);
  };
  const onPublish: LiveEvents["onPublish"] = (listener) => {
    emitter.on(published, listener);
    return () => emitter.off(published, listener);
  };
  const onChange: LiveEvents["onChange"] = (listener) => {
    emitter.on(changed, listener);
    return () => emitter.off(changed, listener);
  };
  const subscribe: LiveEvents["subscribe"] = (householdId, listener, member) => {
    emitter.on(householdId, listener);
    if (member) emitter.on(endOf(householdId, member.userId), member.onEnd);
    return () => {
      emitter.off(householdId, listener);
      if (member) emitter.off(endOf(householdId, member.userId), member.onEnd);
    };
  };

  if (!options.postgresUrl) {
    return {
      publish: (householdId, event, publishOptions) => {
        deliver(householdId, event, publishOptions?.endStreamsOf);
        emitter.emit(published, householdId, event);
      },
      subscribe,
      onPublish,
      onChange,
      forgetSessionsOf: async (userIds) => forget(userIds),
      onForgetSessions,
      closing: shutdown.signal,
      close: async () => {
        shutdown.abort();
        emitter.removeAllListeners();
      },
    };
  }

  // Loaded only on PostgreSQL: a SQLite server never holds pg (issue 18).
  const pg = createRequire(import.meta.url)("pg") as typeof import("pg");
  const listener = new pg.Client({ connectionString: options.postgresUrl });
  const notifier = new pg.Pool({ connectionString: options.postgresUrl, max: 2 });
  notifier.on("error", (error) => options.logger.warn({ err: error }, "conexión NOTIFY perdida"));
  const ready = listener
    .connect()
    .then(() => listener.query(`listen ${channel}`))
    .catch((error: unknown) => options.logger.error({ err: error }, "LISTEN falló"));
  listener.on("notification", (message) => {
    try {
      const { origin, householdId, event, endStreamsOf, sessionsOf } = JSON.parse(
        message.payload ?? "{}",
      );
      if (origin === instanceId) return;
      if (sessionsOf) forget(sessionsOf);
      else deliver(householdId, event, endStreamsOf);
    } catch (error) {
      options.logger.warn({ err: error }, "notificación en vivo ilegible");
    }
  });
  listener.on("error", (error) => options.logger.error({ err: error }, "conexión LISTEN perdida"));

  const notify = async (message: object): Promise<void> => {
    const payload = JSON.stringify({ origin: instanceId, ...message });
    await notifier
      .query("select pg_notify($1, $2)", [channel, payload])
      .then(() => undefined)
      .catch((error: unknown) => options.logger.error({ err: error }, "NOTIFY falló"));
  };

  return {
    publish(householdId, event, publishOptions) {
      const endStreamsOf = publishOptions?.endStreamsOf;
      deliver(householdId, event, endStreamsOf);
      emitter.emit(published, householdId, event);
      // One message: another instance ends the streams after delivering the event, as here.
      void notify({ householdId, event, endStreamsOf });
    },
    subscribe,
    async forgetSessionsOf(userIds) {
      forget(userIds);
      if (userIds.length > 0) await notify({ sessionsOf: userIds });
    },
    onForgetSessions,
    onPublish,
    onChange,
    closing: shutdown.signal,
    async close() {
      shutdown.abort();
      emitter.removeAllListeners();
      await ready;
      await listener.end().catch(() => undefined);
      await notifier.end().catch(() => undefined);
    },
  };
}
