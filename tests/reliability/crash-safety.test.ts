import { afterEach, describe, expect, it } from "vitest";
import {
  prepareServerFolder,
  type ServerFolder,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from "#tests/server/harness/server-process.ts";
import { engine, memberApi, seedFolder, serverEnvironment, sleep } from "./support.ts";

const folders: ServerFolder[] = [];
const processes: ServerProcess[] = [];
afterEach(async () => {
  for (const server of processes.splice(0)) server.child.kill("SIGKILL");
  for (const folder of folders.splice(0)) await folder.remove();
});

/** Writes the server acknowledged (answered 2xx), by kind. */
interface Acknowledged {
  accounts: string[];
  tasks: { token: string; id: string }[];
  startedTasks: { token: string; id: string }[];
  items: { token: string; id: string }[];
  posts: { token: string; id: string }[];
}

const total = (acknowledged: Acknowledged) =>
  Object.values(acknowledged).reduce((sum, list) => sum + list.length, 0);

/** Mixed writes from many clients at once until the server dies: sign-ups, tasks created then
 * started, shopping items, posts. Each is recorded only once its answer arrived. */
async function writeUntilKilled(
  server: ServerProcess,
  tokens: string[],
  acknowledged: Acknowledged,
): Promise<void> {
  let alive = true;
  void server.exited.then(() => {
    alive = false;
  });
  const ok = (response: Response) => response.ok;
  /** The parsed answer, or null when it did not fully arrive (then it was not acknowledged). */
  const json = async (response: Response) => (response.ok ? response.json() : null);
  const failed = () => null;
  const loop = async (write: (index: number) => Promise<void>) => {
    for (let index = 0; alive && index < 500; index++) await write(index);
  };
  await Promise.all([
    ...[0, 1, 2].map((writer) =>
      loop(async (index) => {
        const email = `w${writer}.${index}@ejemplo.mx`;
        const signedUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify({ name: "Carga", email, password: "secreto123", acceptTerms: true }),
        }).then(ok, () => false);
        if (signedUp) acknowledged.accounts.push(email);
      }),
    ),
    ...tokens.flatMap((token) => {
      const api = memberApi(server, token);
      return [
        loop(async (index) => {
          const created = await api("POST", "/api/tasks", { title: `Tarea ${index}` })
            .then(json)
            .catch(failed);
          if (!created) return;
          acknowledged.tasks.push({ token, id: created.task.id });
          const started = await api("PATCH", `/api/tasks/${created.task.id}`, {
            status: "in_progress",
          }).then(ok, () => false);
          if (started) acknowledged.startedTasks.push({ token, id: created.task.id });
        }),
        loop(async (index) => {
          const item = await api("POST", "/api/shopping/items", { name: `Cosa ${index}` })
            .then(json)
            .catch(failed);
          if (item) acknowledged.items.push({ token, id: item.id });
        }),
        loop(async (index) => {
          const post = await api("POST", "/api/community/posts", { content: `Aviso ${index}` })
            .then(json)
            .catch(failed);
          if (post) acknowledged.posts.push({ token, id: post.id });
        }),
      ];
    }),
  ]);
}

async function feedPostIds(server: ServerProcess, token: string): Promise<Set<string>> {
  const api = memberApi(server, token);
  const ids = new Set<string>();
  let cursor: string | null = "";
  while (cursor !== null) {
    const page = (await (
      await api("GET", `/api/community/posts?limit=50&cursor=${encodeURIComponent(cursor)}`)
    ).json()) as { posts: { id: string }[]; nextCursor: string | null };
    for (const post of page.posts) ids.add(post.id);
    cursor = page.nextCursor;
  }
  return ids;
}

describe(`crash safety (${engine})`, () => {
  it("keeps every acknowledged write after SIGKILL in the middle of mixed concurrent writes", async () => {
    const folder = await prepareServerFolder();
    folders.push(folder);
    const households = await seedFolder(folder, 3, {
      tasks: 5,
      shoppingItems: 5,
      pantryItems: 3,
      events: 2,
      posts: 3,
    });
    const tokens = households.map((household) => household.sessionToken);
    const first = startServerProcess(folder, serverEnvironment);
    processes.push(first);
    await waitUntilReady(first);

    // Kill it mid-load: once writes of every kind were acknowledged, while others are in flight.
    const acknowledged: Acknowledged = {
      accounts: [],
      tasks: [],
      startedTasks: [],
      items: [],
      posts: [],
    };
    const writing = writeUntilKilled(first, tokens, acknowledged);
    while (
      total(acknowledged) < 60 ||
      Object.values(acknowledged).some((list) => list.length === 0)
    ) {
      await sleep(10);
    }
    first.child.kill("SIGKILL");
    await writing;

    const second = startServerProcess(folder, serverEnvironment);
    processes.push(second);
    await waitUntilReady(second);

    const missingAccounts: string[] = [];
    for (const email of acknowledged.accounts) {
      const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: second.url },
        body: JSON.stringify({ email, password: "secreto123" }),
      });
      if (signIn.status !== 200) missingAccounts.push(email);
    }
    expect(missingAccounts).toEqual([]);

    for (const token of tokens) {
      const api = memberApi(second, token);
      const board = (await (await api("GET", "/api/tasks")).json()) as {
        tasks: { id: string; status: string }[];
      };
      const status = new Map(board.tasks.map((task) => [task.id, task.status]));
      const mine = <T extends { token: string; id: string }>(list: T[]) =>
        list.filter((write) => write.token === token).map((write) => write.id);
      expect(mine(acknowledged.tasks).filter((id) => !status.has(id))).toEqual([]);
      expect(
        mine(acknowledged.startedTasks).filter((id) => status.get(id) !== "in_progress"),
      ).toEqual([]);

      const shopping = (await (await api("GET", "/api/shopping")).json()) as {
        lists: { items: { id: string }[] }[];
      };
      const itemIds = new Set(shopping.lists.flatMap((list) => list.items.map((item) => item.id)));
      expect(mine(acknowledged.items).filter((id) => !itemIds.has(id))).toEqual([]);

      const postIds = await feedPostIds(second, token);
      expect(mine(acknowledged.posts).filter((id) => !postIds.has(id))).toEqual([]);
    }
  });
});
