import { insertHousehold, insertMember } from "#server/modules/households/households.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import type { TestServer } from "#tests/server/harness/test-server.ts";

export interface TestMember {
  client: TestClient;
  account: { id: string; name: string; email: string; password: string };
  membership: Membership;
}

/** A signed-in account that owns a new household (what onboarding leaves behind). */
export async function createHouseholdOwner(
  server: TestServer,
  options: { name?: string; householdName?: string } = {},
): Promise<TestMember> {
  const client = server.client();
  const account = await client.signUp(options.name ? { name: options.name } : {});
  const householdId = await insertHousehold(server.database.db, account.id, {
    name: options.householdName ?? "Casa López",
    language: "es",
  });
  const membership = await insertMember(server.database.db, {
    userId: account.id,
    householdId,
    name: account.name,
    email: account.email,
    role: "owner",
  });
  return { client, account, membership };
}

/** Another signed-in account in the same household, with the given role. */
export async function addHouseholdMember(
  server: TestServer,
  householdId: string,
  role: HouseholdRole,
  options: { name?: string } = {},
): Promise<TestMember> {
  const client = server.client();
  const account = await client.signUp(options.name ? { name: options.name } : {});
  const membership = await insertMember(server.database.db, {
    userId: account.id,
    householdId,
    name: account.name,
    email: account.email,
    role,
  });
  return { client, account, membership };
}
