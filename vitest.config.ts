import { defineConfig } from "vitest/config";

const serverSuites = ["src/server/**/*.test.ts"];
const postgresUrl = process.env.TEST_DATABASE_URL;

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
          name: "server:sqlite",
          include: serverSuites,
          environment: "node",
          env: { HOGARIA_TEST_ENGINE: "sqlite" },
          testTimeout: 20_000,
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
                testTimeout: 20_000,
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
