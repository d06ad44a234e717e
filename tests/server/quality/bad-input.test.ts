import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUnstorableText } from "#server/http/validation.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";
import { routeCases, send, type Target } from "#tests/server/quality/route-cases.ts";
import { buildWorld, settle, snapshotHousehold, type World } from "#tests/server/quality/world.ts";

/**
 * Every JSON endpoint, fed malformed, wrongly typed, oversized, unicode-heavy and extra-field
 * bodies by fast-check: the answer is always a 4xx in the `{ error: { code, message } }` shape,
 * never a 5xx, and the household is unchanged. Run counts are kept moderate: the file runs on
 * SQLite and PostgreSQL.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 12);

let server: TestServer;
let world: World;
beforeAll(async () => {
  server = await createTestServer();
  world = await buildWorld(server, "Fuzz", { roles: ["owner"] });
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** Better Auth's JSON endpoints, beside the routes of the table. */
const authTargets: { route: string; target: Target }[] = [
  {
    route: "POST /api/auth/sign-up/email",
    target: {
      path: "/api/auth/sign-up/email",
      body: { name: "Nueva", email: "nueva@ejemplo.mx", password: "secreto123", acceptTerms: true },
    },
  },
  {
    route: "POST /api/auth/sign-in/email",
    target: { path: "/api/auth/sign-in/email", body: { email: "x@ejemplo.mx", password: "x" } },
  },
  {
    route: "POST /api/auth/request-password-reset",
    target: { path: "/api/auth/request-password-reset", body: { email: "x@ejemplo.mx" } },
  },
  {
    route: "POST /api/auth/reset-password",
    target: { path: "/api/auth/reset-password", body: { token: "x", newPassword: "secreto123" } },
  },
  {
    route: "POST /api/auth/change-password",
    target: {
      path: "/api/auth/change-password",
      body: { currentPassword: "equivocada", newPassword: "secreto456" },
    },
  },
];

interface Answer {
  status: number;
  text: string;
}

function expectJsonError(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
  const body = JSON.parse(answer.text) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, what).toBe("string");
  expect(typeof body.error?.message, what).toBe("string");
  expect(String(body.error?.message ?? "").length, what).toBeGreaterThan(0);
}

async function sendRaw(client: TestClient, route: string, path: string, raw: string) {
  const method = route.split(" ")[0] ?? "POST";
  const response = await client.raw(path, {
    method,
    headers: { "content-type": "application/json" },
    body: raw,
  });
  return { status: response.status, text: await response.text() };
}

const unicodeStrings = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\uD800",
    "lone \uDC00 surrogate",
    "\u202Egnp.exe",
    "مرحبا بالعالم",
    "שלום",
    "👨‍👩‍👧‍👦🏠🛒",
    "\uFEFF\u200B\u200D",
    "Z̵̡̢͇͓̓a̶̧͚͂l̷̰̈́g̶͉̈o̵̠͝",
    "<script>alert(1)</script>",
    "'; drop table tasks; --",
  ),
);

/** A value no field of any schema accepts: an object with keys, or a list of such objects. */
const wrongValue = fc.oneof(
  fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
    minKeys: 1,
    maxKeys: 3,
  }),
  fc.array(fc.dictionary(fc.string({ minLength: 1 }), fc.integer(), { minKeys: 1 }), {
    minLength: 1,
    maxLength: 3,
  }),
);

const notJson = fc
  .oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom("{", '{"a":', "[1,2", "{'a':1}", "nul", '{"a":1,}', "\u0000", '{"a":NaN}'),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

async function jsonTargets(): Promise<{ route: string; target: Target }[]> {
  const targets = [...authTargets];
  for (const kase of routeCases) {
    if (kase.destructive) continue;
    const target = await kase.target(world, world.owner.membership);
    if (target.body !== undefined && target.body !== null && typeof target.body === "object") {
      targets.push({ route: kase.route, target });
    }
  }
  return targets;
}

describe("bad input on every JSON endpoint", () => {
  let targets: { route: string; target: Target }[];
  const client = () => world.owner.client;
  const unchanged = async (check: () => Promise<void>) => {
    const before = await snapshotHousehold(server, world.householdId);
    await check();
    expect(await snapshotHousehold(server, world.householdId), "the household changed").toBe(
      before,
    );
  };
  beforeAll(async () => {
    targets = await jsonTargets();
  });

  it("covers the JSON endpoints", () => {
    expect(targets.length).toBeGreaterThan(35);
  });

  it("malformed JSON: 400, nothing changes", async () => {
    await unchanged(async () => {
      for (const { route, target } of targets) {
        const valid = JSON.stringify(target.body);
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              notJson,
              fc.integer({ min: 1, max: valid.length - 1 }).map((end) => valid.slice(0, end)),
            ),
            async (raw) => {
              const answer = await sendRaw(client(), route, target.path, raw);
              expectJsonError(answer, `${route} ${JSON.stringify(raw)}`);
            },
          ),
          { numRuns: runs },
        );
      }
    });
  });

  it("a body that is not an object, or a field of the wrong type: 4xx, nothing changes", async () => {
    await unchanged(async () => {
      for (const { route, target } of targets) {
        const body = target.body as Record<string, unknown>;
        const keys = Object.keys(body);
        const wrongTop = fc.oneof(
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.string(),
          fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
        );
        const wrongField = fc
          .tuple(fc.constantFrom(...keys), wrongValue)
          .map(([key, value]) => ({ ...body, [key]: value }));
        await fc.assert(
          fc.asyncProperty(keys.length ? fc.oneof(wrongTop, wrongField) : wrongTop, async (bad) => {
            const answer = await send(client(), route, { path: target.path, body: bad });
            expectJsonError(answer, `${route} ${JSON.stringify(bad)}`);
          }),
          { numRuns: runs },
        );
      }
    });
  });

  it("fields it does not know: 400, nothing changes", async () => {
    await unchanged(async () => {
      for (const { route, target } of targets) {
        const body = target.body as Record<string, unknown>;
        const extra = fc
          .tuple(
            fc.oneof(
              fc.constantFrom(
                "householdId",
                "household_id",
                "role",
                "createdBy",
                "id",
                "__proto__x",
              ),
              fc.string({ minLength: 1, maxLength: 12 }),
            ),
            fc.jsonValue({ maxDepth: 1 }),
          )
          .filter(([key]) => !(key in body));
        await fc.assert(
          fc.asyncProperty(extra, async ([key, value]) => {
            const bad = { ...body, [key]: value };
            const answer = await send(client(), route, { path: target.path, body: bad });
            expectJsonError(answer, `${route} ${JSON.stringify(bad)}`);
          }),
          { numRuns: Math.ceil(runs / 2) },
        );
      }
    });
  });

  it("oversized: a body over 1 MB is 413, a field far over its limit is 4xx", async () => {
    await unchanged(async () => {
      for (const { route, target } of targets) {
        const body = target.body as Record<string, unknown>;
        const huge = JSON.stringify({ ...body, padding: "x".repeat(1024 * 1024 + 10) });
        const answer = await sendRaw(client(), route, target.path, huge);
        expectJsonError(answer, `${route} huge body`);
        expect(answer.status, route).toBe(413);
        for (const [key, value] of Object.entries(body)) {
          if (typeof value !== "string" || key === "ics") continue;
          const long = await send(client(), route, {
            path: target.path,
            body: { ...body, [key]: "ñ".repeat(200_000) },
          });
          expectJsonError(long, `${route} ${key} of 200,000 characters`);
        }
      }
    });
  });

  it("deeply nested bodies (300,000 lists, 100,000 objects): 400 in Spanish, nothing changes", async () => {
    const depth = 300_000;
    const nestedLists = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const nestedObjects = `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`;
    const nestedField = (body: Record<string, unknown>) =>
      JSON.stringify({ ...body, extra: 1 }).replace('"extra":1', `"extra":${nestedLists}`);
    await unchanged(async () => {
      for (const { route, target } of targets) {
        const body = target.body as Record<string, unknown>;
        for (const raw of [nestedLists, nestedObjects, nestedField(body)]) {
          const answer = await sendRaw(client(), route, target.path, raw);
          expectJsonError(answer, `${route} nested ${raw.slice(0, 12)}…`);
          expect(answer.status, route).toBe(400);
        }
      }
    });
  });

  it("unicode-heavy text (emoji, RTL, NUL, lone surrogates): never a 5xx; refused text changes nothing", async () => {
    for (const { route, target } of targets) {
      const body = target.body as Record<string, unknown>;
      const stringKeys = Object.keys(body).filter((key) => typeof body[key] === "string");
      if (stringKeys.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...stringKeys), unicodeStrings, async (key, text) => {
          await settle(server, world.householdId);
          const before = await snapshotHousehold(server, world.householdId);
          // The case's own target (its `drain` too): an accepted chat message is read to the
          // end, so the assistant's actions land before the next run's snapshot, not during it.
          const answer = await send(client(), route, { ...target, body: { ...body, [key]: text } });
          const what = `${route} ${key}=${JSON.stringify(text)}`;
          expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
          if (answer.status >= 400) {
            expectJsonError(answer, what);
            expect(await snapshotHousehold(server, world.householdId), what).toBe(before);
          }
          if (isUnstorableText(text)) {
            expect(answer.status, `${what} must be refused`).toBe(400);
          }
        }),
        { numRuns: runs },
      );
    }
  }, 180_000);

  it("ids and query strings with NUL, broken escapes or lone surrogates: 4xx, nothing changes", async () => {
    const hostile = [
      "%00",
      "a%00b",
      "%ED%A0%80",
      "%E0%A4%A",
      "%",
      "..%2F..%2Fetc%2Fpasswd",
      "x".repeat(3000),
      "1e999",
      "-1",
      "99999-01-01",
    ];
    await unchanged(async () => {
      for (const kase of routeCases) {
        if (kase.destructive || !kase.route.includes(":")) continue;
        const [method = "GET", pattern = ""] = kase.route.split(" ");
        for (const value of hostile) {
          const path = pattern.replace(/:[a-zA-Z]+/g, value);
          const answer = await send(client(), kase.route, {
            path,
            ...(method === "GET" || method === "DELETE" ? {} : { body: {} }),
          });
          expect(answer.status, `${method} ${path}: ${answer.text}`).toBeGreaterThanOrEqual(400);
          expectJsonError(answer, `${method} ${path}`);
        }
      }
      for (const path of [
        "/api/tasks?assignedTo=",
        "/api/community/posts?cursor=",
        "/api/calendar?from=",
        "/api/calendar?to=2026-12-01&from=",
        "/api/calendar?from=2026-11-01&to=",
      ]) {
        for (const value of hostile) {
          // Read as text, a query value that does not decode is just text that matches nothing.
          const answer = await send(client(), `GET ${path}`, { path: `${path}${value}` });
          expect(answer.status, `${path}${value}: ${answer.text}`).toBeLessThan(500);
          if (answer.status >= 400) expectJsonError(answer, `${path}${value}`);
        }
      }
    });
  });
});
