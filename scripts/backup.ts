/**
 * `npm run backup [-- --to <carpeta>]`: a copy of the whole instance (SQLite database, uploaded
 * files, session secret) into a new folder, while the server keeps running.
 * PostgreSQL instances: pg_dump (docs/backup.md).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, backupInstance } from "#server/backup/instance-backup.ts";
import { loadConfig } from "#server/config.ts";

const { values } = parseArgs({ options: { to: { type: "string" } } });
const config = loadConfig();
const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
const destination = path.resolve(values.to ?? path.join("backups", `hogaria-${stamp}`));
try {
  const manifest = await backupInstance(config, destination);
  console.log(
    `Respaldo listo en ${destination} (base de datos${manifest.uploads ? ", archivos subidos" : ""}${manifest.secret ? ", secreto de sesiones" : ""}).`,
  );
  console.log(`Para restaurarlo: npm run restore -- ${destination}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
