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

export interface LiveEvents {
  publish(householdId: string, event: LiveEvent): void;
  subscribe(householdId: string, listener: Listener): () => void;
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
  const deliver = (householdId: string, event: LiveEvent) => emitter.emit(householdId, event);

  if (!options.postgresUrl) {
    return {
      publish: deliver,
      subscribe(householdId, listener) {
        emitter.on(householdId, listener);
        return () => emitter.off(householdId, listener);
      },
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
      const { origin, householdId, event } = JSON.parse(message.payload ?? "{}");
      if (origin !== instanceId) deliver(householdId, event);
    } catch (error) {
      options.logger.warn({ err: error }, "notificación en vivo ilegible");
    }
  });
  listener.on("error", (error) => options.logger.error({ err: error }, "conexión LISTEN perdida"));

  return {
    publish(householdId, event) {
      deliver(householdId, event);
      const payload = JSON.stringify({ origin: instanceId, householdId, event });
      notifier
        .query("select pg_notify($1, $2)", [channel, payload])
        .catch((error: unknown) => options.logger.error({ err: error }, "NOTIFY falló"));
    },
    subscribe(householdId, listen) {
      emitter.on(householdId, listen);
      return () => emitter.off(householdId, listen);
    },
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
