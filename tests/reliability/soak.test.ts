import { afterEach, describe, expect, it } from "vitest";
import { demoHousehold } from "#server/seed/seeder.ts";
import {
  prepareServerFolder,
  type ServerFolder,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from "#tests/server/harness/server-process.ts";
import { engine, memberApi, residentMb, seedFolder, serverEnvironment, sleep } from "./support.ts";

/** 200 simulated people using the app at once for a minute (SOAK_SECONDS to change it). */
const users = 200;
const liveListeners = 40;
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const warmUpSeconds = Math.min(15, seconds / 4);
/** "Memory flat": after warm-up, resident memory may wobble with the garbage collector but must
 * not keep climbing. A leak of a few KB per request grows far past this in a minute. */
const allowedGrowth = { ratio: 1.25, mb: 40 };

const folders: ServerFolder[] = [];
const processes: ServerProcess[] = [];
afterEach(async () => {
  for (const server of processes.splice(0)) server.child.kill("SIGKILL");
  for (const folder of folders.splice(0)) await folder.remove();
});

type Api = ReturnType<typeof memberApi>;

/** One person's session: reads most of the time, writes now and then, thinks in between. */
async function simulateUser(
  api: Api,
  until: number,
  record: (label: string, response: Response | Error, ms: number) => void,
) {
  const created: { tasks: string[]; items: string[]; posts: string[] } = {
    tasks: [],
    items: [],
    posts: [],
  };
  let step = 0;
  const call = async (label: string, method: string, route: string, body?: unknown) => {
    const started = performance.now();
    try {
      const response = await api(method, route, body);
      const text = await response.text();
      record(label, response, performance.now() - started);
      return response.ok && text ? JSON.parse(text) : null;
    } catch (error) {
      record(label, error as Error, performance.now() - started);
      return null;
    }
  };
  const actions: (() => Promise<void>)[] = [
    async () => void (await call("daily brief", "GET", "/api/daily-brief")),
    async () => void (await call("task list", "GET", "/api/tasks")),
    async () => {
      const answer = await call("create task", "POST", "/api/tasks", {
        title: `Tarea ${step}`,
        priority: "high",
      });
      if (answer) created.tasks.push(answer.task.id);
    },
    async () => {
      const id = created.tasks.shift();
      if (id) await call("complete task", "PATCH", `/api/tasks/${id}`, { status: "done" });
    },
    async () => void (await call("shopping", "GET", "/api/shopping")),
    async () => {
      const answer = await call("add item", "POST", "/api/shopping/items", {
        name: "Leche",
        quantity: "1 L",
      });
      if (answer) created.items.push(answer.id);
    },
    async () => {
      const id = created.items.shift();
      if (id)
        await call("toggle item", "POST", `/api/shopping/items/${id}/check`, { checked: true });
    },
    async () => void (await call("feed", "GET", "/api/community/posts")),
    async () => {
      const answer = await call("post", "POST", "/api/community/posts", {
        content: `¡Hola familia! ${step}`,
      });
      if (answer) created.posts.push(answer.id);
    },
    async () => {
      const id = created.posts.shift();
      if (id) await call("like", "PUT", `/api/community/posts/${id}/like`);
    },
    async () => void (await call("pantry", "GET", "/api/pantry")),
    async () => void (await call("me", "GET", "/api/me")),
  ];
  while (Date.now() < until) {
    step++;
    await actions[Math.floor(Math.random() * actions.length)]!();
    // People read what they opened before the next tap: one to three seconds.
    await sleep(1000 + Math.random() * 2000);
  }
}

/** Holds /api/live open the whole run, as an open browser tab does. */
async function listen(
  api: Api,
  stop: AbortSignal,
  record: (label: string, response: Response | Error, ms: number) => void,
) {
  const started = performance.now();
  try {
    const response = await api("GET", "/api/live").then(
      (r) => r,
      (error: Error) => error,
    );
    if (response instanceof Error || !response.ok || !response.body) {
      record("live", response, performance.now() - started);
      return;
    }
    const reader = response.body.getReader();
    stop.addEventListener("abort", () => void reader.cancel().catch(() => undefined));
    while (!(await reader.read()).done) {
      // Events are read and dropped: only the connection matters here.
    }
  } catch (error) {
    if (!stop.aborted) record("live", error as Error, performance.now() - started);
  }
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe(`soak (${engine})`, () => {
  it(
    `serves ${users} concurrent users for ${seconds} s of mixed traffic without errors, memory flat`,
    async () => {
      const folder = await prepareServerFolder();
      folders.push(folder);
      const households = await seedFolder(folder, users, demoHousehold);
      const server = startServerProcess(folder, serverEnvironment);
      processes.push(server);
      await waitUntilReady(server);
      const pid = server.child.pid!;

      const failures: string[] = [];
      const latencies: number[] = [];
      const record = (label: string, response: Response | Error, ms: number) => {
        if (response instanceof Error) {
          // fetch hides what went wrong on the socket in `cause` (reset, timeout…).
          const cause = (response.cause as { code?: string; message?: string } | undefined) ?? {};
          failures.push(`${label}: ${response.message} (${cause.code ?? cause.message ?? "?"})`);
        } else if (!response.ok) failures.push(`${label}: HTTP ${response.status}`);
        else latencies.push(ms);
      };

      const memory: { at: number; mb: number }[] = [];
      const startedAt = Date.now();
      const sampler = setInterval(
        () => memory.push({ at: (Date.now() - startedAt) / 1000, mb: residentMb(pid) }),
        1000,
      );
      const stopListening = new AbortController();
      const until = startedAt + seconds * 1000;
      const listeners = households
        .slice(0, liveListeners)
        .map((household) =>
          listen(memberApi(server, household.sessionToken), stopListening.signal, record),
        );
      await Promise.all(
        households.map((household) =>
          simulateUser(memberApi(server, household.sessionToken), until, record),
        ),
      );
      stopListening.abort();
      await Promise.all(listeners);
      clearInterval(sampler);

      const early = median(
        memory
          .filter((sample) => sample.at >= warmUpSeconds && sample.at < warmUpSeconds + 10)
          .map((s) => s.mb),
      );
      const late = median(memory.filter((sample) => sample.at >= seconds - 10).map((s) => s.mb));
      const sorted = latencies.toSorted((a, b) => a - b);
      const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
      console.info(
        `soak ${engine}: ${latencies.length} requests in ${seconds} s (${Math.round(latencies.length / seconds)}/s), ` +
          `p50 ${Math.round(median(sorted))} ms, p99 ${Math.round(p99)} ms, RSS ${Math.round(early)} → ${Math.round(late)} MB, ` +
          `${failures.length} failures; RSS every 5 s: ${memory
            .filter((_, index) => index % 5 === 0)
            .map((sample) => Math.round(sample.mb))
            .join(" ")}`,
      );

      expect(failures.slice(0, 20)).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      // Enough traffic to mean something: every user got through many requests.
      expect(latencies.length).toBeGreaterThan(users * 5);
      expect(late).toBeLessThanOrEqual(early * allowedGrowth.ratio + allowedGrowth.mb);
    },
    (seconds + 90) * 1000,
  );
});
