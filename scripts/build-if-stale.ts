/** `npm start` on a fresh clone: build the web app when it is missing or older than its sources. */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const builtPage = "dist/web/index.html";
const sources = ["src/web", "src/shared", "scripts/prerender.ts", "vite.config.ts", "package.json"];

function newestChange(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestChange(path.join(entry, child))));
}

const built = statSync(builtPage, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (built < Math.max(...sources.map(newestChange))) {
  console.log("Construyendo la aplicación web…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
