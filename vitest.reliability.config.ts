import { defineConfig } from "vitest/config";

/** `npm run test:reliability`: crash safety, soak and several instances, with real server
 * processes. On SQLite always, and on PostgreSQL when TEST_DATABASE_URL is set (as in CI). One
 * file at a time: each one loads the machine on purpose. */
const postgresUrl = process.env.TEST_DATABASE_URL;
const include = ["tests/reliability/**/*.test.ts"];

export default defineConfig({
  test: {
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: "reliability:sqlite",
          include,
          environment: "node",
          env: { HOGARIA_TEST_ENGINE: "sqlite" },
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "reliability:postgres",
                include,
                environment: "node",
                env: { HOGARIA_TEST_ENGINE: "postgres", TEST_DATABASE_URL: postgresUrl },
                testTimeout: 120_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
