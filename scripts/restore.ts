/**
 * `npm run restore -- <carpeta> [--overwrite]`: puts a backup made by `npm run backup` in place
 * of DATA_DIR's data. Stop the server first; existing data is only replaced with --overwrite,
 * and then it is moved aside, not deleted. PostgreSQL instances: pg_restore (docs/backup.md).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, restoreInstance } from "#server/backup/instance-backup.ts";
import { loadConfig } from "#server/config.ts";

const { values, positionals } = parseArgs({
  options: { overwrite: { type: "boolean", default: false } },
  allowPositionals: true,
});
const folder = positionals[0];
if (!folder) {
  console.error("Indica la carpeta del respaldo: npm run restore -- backups/hogaria-AAAA-MM-DD-…");
  process.exit(1);
}
const config = loadConfig();
try {
  const outcome = await restoreInstance(config, path.resolve(folder), {
    overwrite: values.overwrite,
  });
  console.log(`Respaldo restaurado en ${config.dataDir}.`);
  if (outcome.setAside) console.log(`Los datos que había quedaron en ${outcome.setAside}.`);
  console.log("Ya puedes iniciar el servidor: npm start");
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
