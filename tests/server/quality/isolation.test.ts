import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";
import { allowedRoles, routeCases, send } from "#tests/server/quality/route-cases.ts";
import { buildWorld, roles, snapshotHousehold, type World } from "#tests/server/quality/world.ts";

/**
 * Walks every API route of the app twice: as the owner of household Beta aimed at household
 * Alfa's records, and as each role of a household aimed at its own records. The route table is
 * tests/server/quality/route-cases.ts; a route without an entry there fails this file.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const routeKey = (method: string, path: string) => `${method} ${path}`;

describe("the route table", () => {
  it("has an entry for every route of the app, and no entry for a route that is gone", () => {
    const appRoutes = new Set(
      server.app.routes
        .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
        .map((route) => routeKey(route.method, route.path)),
    );
    const covered = new Set(routeCases.map((kase) => kase.route));
    expect(
      [...appRoutes].filter((route) => !covered.has(route)),
      "routes without a case",
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !appRoutes.has(route)),
      "cases without a route",
    ).toEqual([]);
  });
});

describe("a member of another household", () => {
  let alfa: World;
  let beta: World;
  beforeAll(async () => {
    alfa = await buildWorld(server, "Alfa");
    beta = await buildWorld(server, "Beta", { roles: ["owner"] });
  }, 60_000);

  // Destructive ones last: they act on Beta itself.
  const ordered = [...routeCases].sort((a, b) => Number(!!a.destructive) - Number(!!b.destructive));
  for (const kase of ordered) {
    it(`${kase.route}${kase.label ? ` (${kase.label})` : ""}: reads and changes nothing of Alfa`, async () => {
      const target = await kase.target(alfa, null);
      const before = await snapshotHousehold(server, alfa.householdId);
      const answer = await send(beta.owner.client, kase.route, target);
      expect(answer.status, answer.text).toBeLessThan(500);
      if (kase.stranger !== "own") expect(answer.status, answer.text).toBe(kase.stranger);
      for (const secret of [alfa.householdId, "Alfa", alfa.owner.account.email]) {
        expect(answer.text, `${kase.route} answered with Alfa's data`).not.toContain(secret);
      }
      expect(await snapshotHousehold(server, alfa.householdId)).toBe(before);
    });
  }
});

describe("each role", () => {
  const worlds = new Map<string, World>();
  /** One household per role, holding its owner and the member of that role. */
  const worldFor = async (role: (typeof roles)[number], fresh: boolean) => {
    const key = fresh ? `${role}-${crypto.randomUUID()}` : role;
    let world = worlds.get(key);
    if (!world) {
      world = await buildWorld(server, `Casa${role}`, { roles: ["owner", role] });
      worlds.set(key, world);
    }
    return world;
  };

  const householdCases = routeCases.filter((kase) => kase.allowed !== "account");
  for (const role of roles) {
    for (const kase of householdCases) {
      const allowed = allowedRoles(kase).includes(role);
      const expected = kase.allowedStatus?.[role] ?? (allowed ? "2xx" : 403);
      it(`${role}: ${kase.route}${kase.label ? ` (${kase.label})` : ""} → ${expected}`, async () => {
        const world = await worldFor(role, !!kase.destructive);
        const actor = world.members[role];
        if (!actor) throw new Error(`no ${role} in the world`);
        const target = await kase.target(world, actor.membership);
        const before = await snapshotHousehold(server, world.householdId);
        const answer = await send(actor.client, kase.route, target);
        if (expected === "2xx") {
          expect(answer.status, answer.text).toBeGreaterThanOrEqual(200);
          expect(answer.status, answer.text).toBeLessThan(300);
        } else {
          expect(answer.status, answer.text).toBe(expected);
          if (answer.status >= 400) {
            expect(JSON.parse(answer.text)).toMatchObject({ error: { code: expect.any(String) } });
            expect(
              await snapshotHousehold(server, world.householdId),
              "a refusal changed rows",
            ).toBe(before);
          }
        }
      });
    }
  }
});
