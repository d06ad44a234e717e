import { randomBytes } from "node:crypto";
import pg from "pg";

/** Each test file gets a database of its own: a new SQLite file, or, when the suite runs on
 * PostgreSQL, a new database on the server named by TEST_DATABASE_URL (dropped afterwards). */
export async function createTestDatabaseUrl(): Promise<{
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  if (process.env.HOGARIA_TEST_ENGINE !== "postgres") {
    return { url: undefined, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("HOGARIA_TEST_ENGINE=postgres needs TEST_DATABASE_URL");
  const name = `hogaria_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
