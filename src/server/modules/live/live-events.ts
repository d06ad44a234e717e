import { EventEmitter } from "node:events";
import pg from "pg";
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
  /** Aborted when the server shuts down, so that open streams end and SIGTERM is not held up. */
  closing: AbortSignal;
  close(): Promise<void>;
}

const channel = "hogaria_live";

/** In-process fan-out; on PostgreSQL, relayed through LISTEN/NOTIFY so that browsers connected
 * to any server instance hear changes made through any other. */
export function createLiveEvents(options: { postgresUrl?: string; logger: Logger }): LiveEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const shutdown = new AbortController();
  const instanceId = uuidv7();
  const endOf = (householdId: string, userId: string) => `end ${householdId} ${userId}`;
  const deliver = (householdId: string, event: LiveEvent, endStreamsOf: readonly string[] = []) => {
    emitter.emit(householdId, event);
    for (const userId of endStreamsOf) emitter.emit(endOf(householdId, userId));
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
      publish: (householdId, event, publishOptions) =>
        deliver(householdId, event, publishOptions?.endStreamsOf),
      subscribe,
      closing: shutdown.signal,
      close: async () => {
        shutdown.abort();
        emitter.removeAllListeners();
      },
    };
  }

  const listener = new pg.Client({ connectionString: options.postgresUrl });
  const notifier = new pg.Pool({ connectionString: options.postgresUrl, max: 2 });
  notifier.on("error", (error) => options.logger.warn({ err: error }, "conexión NOTIFY perdida"));
  const ready = listener
    .connect()
    .then(() => listener.query(`listen ${channel}`))
    .catch((error: unknown) => options.logger.error({ err: error }, "LISTEN falló"));
  listener.on("notification", (message) => {
    try {
      const { origin, householdId, event, endStreamsOf } = JSON.parse(message.payload ?? "{}");
      if (origin !== instanceId) deliver(householdId, event, endStreamsOf);
    } catch (error) {
      options.logger.warn({ err: error }, "notificación en vivo ilegible");
    }
  });
  listener.on("error", (error) => options.logger.error({ err: error }, "conexión LISTEN perdida"));

  return {
    publish(householdId, event, publishOptions) {
      const endStreamsOf = publishOptions?.endStreamsOf;
      deliver(householdId, event, endStreamsOf);
      // One message: another instance ends the streams after delivering the event, as here.
      const payload = JSON.stringify({ origin: instanceId, householdId, event, endStreamsOf });
      notifier
        .query("select pg_notify($1, $2)", [channel, payload])
        .catch((error: unknown) => options.logger.error({ err: error }, "NOTIFY falló"));
    },
    subscribe,
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
