import { defineConfig } from "vitest/config";

const serverSuites = ["src/server/**/*.test.ts", "tests/server/**/*.test.ts"];
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Guard rails, not speed targets: the property-based suites take ~17 s a test on these 2-core
 * machines while the other engine's suites run beside them. */
const serverTimeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

/** Database suites run on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          include: ["src/shared/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "lint",
          include: ["tests/lint/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server:sqlite",
          include: serverSuites,
          environment: "node",
          env: { HOGARIA_TEST_ENGINE: "sqlite" },
          ...serverTimeouts,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "server:postgres",
                include: serverSuites,
                environment: "node",
                env: { HOGARIA_TEST_ENGINE: "postgres", TEST_DATABASE_URL: postgresUrl },
                ...serverTimeouts,
              },
            },
          ]
        : []),
      {
        test: {
          name: "web",
          include: ["src/web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
    ],
  },
});
