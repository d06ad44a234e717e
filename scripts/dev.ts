/** `npm run dev`: the API with --watch on $PORT (3000) and Vite with hot reload on :5173 (proxying /api there). */
import { spawn } from "node:child_process";

const children = [
  spawn("node", ["--watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn("node_modules/.bin/vite", [], { stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
