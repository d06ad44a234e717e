import { useMemo, useSyncExternalStore } from "react";
import { v7 as uuidv7 } from "uuid";
import { ApiError, NetworkError } from "#web/lib/api-client.ts";
import { isTransient, retryDelay } from "#web/lib/connection-retry.ts";

/**
 * ADR 010: the offline outbox. Every write of the shopping list, the task board and the pantry
 * goes through here: it is kept in IndexedDB before it is sent, sent in order with its key as
 * `Idempotency-Key`, and taken out only when the server has answered. Without a network (or
 * with a server out of reach) it waits, survives a reload or a closed tab, and is sent again on
 * reconnecting; the server carries out each key once, so a replay after a lost answer never
 * makes a second item.
 */

/** The query key prefix of what a write changes, refetched once it has been sent. */
export type OutboxTopic = "shopping" | "tasks" | "pantry";

export interface OutboxWrite {
  /** Idempotency-Key, and the stand-in id of what a queued create makes. */
  key: string;
  method: "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
  topic: OutboxTopic;
  /** What the person calls it ("Leche"), for the calm note if the server refuses it later. */
  label: string;
  /** The answer carries the id of a new row: later writes to the stand-in id go to it. */
  creates?: boolean;
  createdAt: string;
}

export interface PendingWrite extends OutboxWrite {
  /** "sending": its first try is under way; "waiting": it could not be sent yet. */
  state: "sending" | "waiting";
}

export type WriteOutcome<T> = { sent: true; data: T } | { sent: false };

interface StoredWrite extends OutboxWrite {
  seq?: number;
  /** Whose write it is: another account signing in on this device never sends it. */
  userId: string;
}

interface Waiter {
  resolve: (outcome: WriteOutcome<unknown>) => void;
  reject: (error: unknown) => void;
}

const databaseName = "hogaria-outbox";
const storeName = "writes";

let pending: PendingWrite[] = [];
let currentUser: string | null = null;
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let listening = false;
const listeners = new Set<() => void>();
const waiters = new Map<string, Waiter>();
let onSent: (topic: OutboxTopic) => Promise<void> = async () => {};
let onRefused: (write: OutboxWrite, error: ApiError) => void = () => {};

function emit() {
  for (const listener of listeners) listener();
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opening: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(databaseName, 1);
    open.onupgradeneeded = () =>
      open.result.createObjectStore(storeName, { keyPath: "seq", autoIncrement: true });
    open.onsuccess = () => {
      const db = open.result;
      // Signing out deletes the database: let it.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    open.onerror = () => {
      opening = null;
      reject(open.error);
    };
  });
  return opening;
}

async function transaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T> | T,
): Promise<T> {
  const db = await database();
  const tx = db.transaction(storeName, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  const result = await work(tx.objectStore(storeName));
  await done;
  return result;
}

async function storedWrites(): Promise<StoredWrite[]> {
  const all = await transaction("readonly", (store) =>
    request(store.getAll() as IDBRequest<StoredWrite[]>),
  );
  return all.filter((write) => write.userId === currentUser);
}

async function send(write: OutboxWrite): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(write.path, {
      method: write.method,
      headers: {
        "idempotency-key": write.key,
        ...(write.body !== undefined && { "content-type": "application/json" }),
      },
      body: write.body === undefined ? undefined : JSON.stringify(write.body),
      credentials: "same-origin",
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "INTERNAL",
      error?.message ?? response.statusText,
    );
  }
  return data;
}

/** The id of the row a create made: `{ id }` or `{ task: { id } }`. */
function createdId(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const record = data as { id?: unknown; task?: { id?: unknown } };
  if (typeof record.id === "string") return record.id;
  return typeof record.task?.id === "string" ? record.task.id : null;
}

/** Takes a sent write out; later writes to its stand-in id now name the real one. Both in one
 * transaction, so that a tab closed in between leaves nothing pointing at the stand-in. */
async function settle(seq: number, write: OutboxWrite, data: unknown): Promise<string | null> {
  const realId = write.creates ? createdId(data) : null;
  await transaction("readwrite", async (store) => {
    store.delete(seq);
    if (!realId) return;
    const rest = await request(store.getAll() as IDBRequest<StoredWrite[]>);
    for (const later of rest) {
      if (!later.path.includes(write.key)) continue;
      store.put({ ...later, path: later.path.replaceAll(write.key, realId) });
    }
  });
  if (realId) {
    pending = pending.map((each) =>
      each.path.includes(write.key)
        ? { ...each, path: each.path.replaceAll(write.key, realId) }
        : each,
    );
  }
  return realId;
}

function scheduleRetry() {
  clearTimeout(retryTimer);
  if (!navigator.onLine) return; // The "online" event starts the next try.
  retryTimer = setTimeout(() => void flushOutbox(), retryDelay(failures));
}

/** Kept for later: no answer at all, or one that says "not now" (rate limited, the server or
 * its gateway down). Any other refusal, a 500 included, is told and not retried. */
function worthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return [401, 429, 502, 503, 504].includes(error.status);
  return isTransient(error);
}

async function flushOnce(): Promise<void> {
  // Creates answered in this run: the writes read before them still name the stand-in.
  const realIds = new Map<string, string>();
  for (const stored of await storedWrites()) {
    const seq = stored.seq as number;
    let path = stored.path;
    for (const [key, id] of realIds) path = path.replaceAll(key, id);
    const write = { ...stored, path };
    let data: unknown;
    try {
      data = await send(write);
    } catch (error) {
      if (worthRetrying(error)) {
        failures += 1;
        pending = pending.map((each) => ({ ...each, state: "waiting" }));
        emit();
        for (const [key, waiter] of waiters) {
          waiter.resolve({ sent: false });
          waiters.delete(key);
        }
        if (!(error instanceof ApiError && error.status === 401)) scheduleRetry();
        return;
      }
      // Refused (gone meanwhile, no longer allowed…): it will not succeed by asking again.
      await transaction("readwrite", (store) => store.delete(seq));
      pending = pending.filter((each) => each.key !== write.key);
      emit();
      const waiter = waiters.get(write.key);
      waiters.delete(write.key);
      if (waiter) waiter.reject(error);
      else if (error instanceof ApiError) onRefused(write, error);
      await onSent(write.topic);
      continue;
    }
    failures = 0;
    const realId = await settle(seq, write, data);
    if (realId) realIds.set(write.key, realId);
    const waiter = waiters.get(write.key);
    waiters.delete(write.key);
    waiter?.resolve({ sent: true, data });
    // The stand-in stays on screen until the refetched data shows the real row.
    void onSent(write.topic).finally(() => {
      pending = pending.filter((each) => each.key !== write.key);
      emit();
    });
  }
}

/** Sends what is waiting, in order; one run at a time. */
export function flushOutbox(): Promise<void> {
  if (!currentUser) return Promise.resolve();
  flushing ??= flushOnce()
    .catch(() => {
      // IndexedDB unavailable: writes were sent directly (see submitWrite).
    })
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/**
 * Keeps the write, then sends it (after any written before it). Resolves with the server's
 * answer, or `{ sent: false }` when it is kept for later; rejects when the server refused it.
 */
export async function submitWrite<T>(
  write: Omit<OutboxWrite, "key" | "createdAt"> & { key?: string },
): Promise<WriteOutcome<T>> {
  const full: OutboxWrite = {
    ...write,
    key: write.key ?? uuidv7(),
    createdAt: new Date().toISOString(),
  };
  const userId = currentUser;
  // Before the shell has started the outbox (a moment after sign-in), or without IndexedDB (a
  // private window in some browsers), it is sent as before, without a queue.
  if (!userId) return { sent: true, data: (await send(full)) as T };
  try {
    await transaction("readwrite", (store) => store.add({ ...full, userId }));
  } catch {
    return { sent: true, data: (await send(full)) as T };
  }
  pending = [...pending, { ...full, state: navigator.onLine ? "sending" : "waiting" }];
  emit();
  const outcome = new Promise<WriteOutcome<T>>((resolve, reject) => {
    waiters.set(full.key, { resolve: resolve as Waiter["resolve"], reject });
  });
  if (!navigator.onLine) {
    waiters.get(full.key)?.resolve({ sent: false });
    waiters.delete(full.key);
  } else if (flushing) {
    // A run is under way: it may have read the store before this write; run again after it.
    void flushing.then(() => flushOutbox());
  } else {
    void flushOutbox();
  }
  return outcome;
}

/** Loads what an earlier visit left waiting, and sends it whenever the network comes back. */
export async function startOutbox(
  userId: string,
  hooks: {
    onSent: (topic: OutboxTopic) => Promise<void>;
    onRefused: (write: OutboxWrite, error: ApiError) => void;
  },
): Promise<void> {
  onSent = hooks.onSent;
  onRefused = hooks.onRefused;
  // Same member, same database: already started. (Signing out and in deletes the database.)
  if (currentUser === userId && opening) return;
  currentUser = userId;
  pending = [];
  if (!listening) {
    listening = true;
    window.addEventListener("online", () => void flushOutbox());
  }
  try {
    const stored = await storedWrites();
    const earlier: PendingWrite[] = stored.map(({ seq: _seq, userId: _user, ...write }) => ({
      ...write,
      state: "waiting",
    }));
    // Writes made while the store was being read are kept too.
    pending = [...earlier, ...pending.filter((write) => !stored.some((s) => s.key === write.key))];
    emit();
  } catch {
    pending = [];
  }
  if (navigator.onLine) void flushOutbox();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The writes of one topic not yet confirmed by the server, oldest first. */
export function usePendingWrites(topic: OutboxTopic): PendingWrite[] {
  const all = useSyncExternalStore(
    subscribeOutbox,
    () => pending,
    () => pending,
  );
  return useMemo(() => all.filter((write) => write.topic === topic), [all, topic]);
}

/** The write is kept on this device, not yet on the server: what the pending marker shows. */
export const isWaiting = (write: PendingWrite | undefined) => write?.state === "waiting";

/** Every write not yet confirmed by the server (a stable array until the next change). */
export function pendingWrites(): PendingWrite[] {
  return pending;
}
