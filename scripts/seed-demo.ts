/**
 * `npm run seed:demo` — realistic Spanish household data, on the database the server uses
 * (DATA_DIR's SQLite file, or DATABASE_URL).
 *
 *   npm run seed:demo                          a demo account with a household full of life
 *   npm run seed:demo -- --email ana@ejemplo.mx  fills that account's household (a new user's
 *                                              empty household gets a few weeks of a family)
 *   npm run seed:demo -- --households 1000 [--scale 100]
 *                                              busy households for load tests (what the bench uses)
 */
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config.ts";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { findMembershipByUser } from "#server/modules/households/households.repository.ts";
import {
  busyHousehold,
  demoHousehold,
  fillWithDemoData,
  scaleVolumes,
  seedHouseholds,
} from "#server/seed/seeder.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    households: { type: "string" },
    scale: { type: "string", default: "1" },
  },
});

const config = loadConfig();
const database = openDatabase(config.database);
await migrateToLatest(database.db);
const demoPassword = "hogaria-demo-2026";

try {
  if (values.households) {
    const count = Number(values.households);
    const volumes = scaleVolumes(busyHousehold, Number(values.scale));
    const started = performance.now();
    const seeded = await seedHouseholds(database.db, {
      households: count,
      volumes,
      password: demoPassword,
      onProgress: (done) => process.stdout.write(`\r${done}/${count} hogares`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n${seeded.length} hogares sembrados en ${seconds} s (${database.engine}).`);
    console.log(`Ejemplo: ${seeded[0]?.owner.email} / ${demoPassword}`);
  } else if (values.email) {
    const user = await database.db
      .selectFrom("user")
      .select(["id"])
      .where("email", "=", values.email.toLowerCase())
      .executeTakeFirst();
    const membership = user ? await findMembershipByUser(database.db, user.id) : null;
    if (!membership) {
      console.error(`No hay ninguna cuenta con hogar para ${values.email}.`);
      process.exitCode = 1;
    } else {
      await fillWithDemoData(database.db, membership.householdId, [
        { userId: membership.userId, profileId: membership.profileId },
      ]);
      console.log(`Datos de ejemplo cargados en el hogar de ${values.email}.`);
    }
  } else {
    const existing = await database.db
      .selectFrom("user")
      .select("email")
      .where("email", "like", "familia.demo.%")
      .executeTakeFirst();
    if (existing) {
      console.log(`Ya existe la cuenta de ejemplo: ${existing.email} / ${demoPassword}`);
    } else {
      const [household] = await seedHouseholds(database.db, {
        households: 1,
        volumes: demoHousehold,
        label: "demo",
        password: demoPassword,
        seed: Date.now(),
      });
      console.log(`Hogar de ejemplo "${household?.name}" creado.`);
      console.log(`Entra con ${household?.owner.email} / ${demoPassword}`);
    }
  }
} finally {
  await database.close();
}
