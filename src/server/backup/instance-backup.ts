import { cp, mkdir, readdir, readFile, readlink, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Config } from "#server/config.ts";

/**
 * `npm run backup` / `npm run restore` for a whole SQLite instance: the database (copied with
 * SQLite's online backup, so the server may keep running), the uploaded files, and the secret
 * that signs sessions and links. PostgreSQL instances use pg_dump / pg_restore instead
 * (docs/backup.md): these commands say so and stop.
 */

export const backupFormat = "hogaria-backup";
const databaseName = "hogaria.sqlite";
const secretName = ".auth-secret";

export interface BackupManifest {
  format: typeof backupFormat;
  version: 1;
  engine: "sqlite";
  createdAt: string;
  uploads: boolean;
  secret: boolean;
}

export class BackupError extends Error {}

const postgresHelp = (command: "backup" | "restore") =>
  command === "backup"
    ? [
        "Esta instancia usa PostgreSQL (DATABASE_URL): respáldala con pg_dump, y copia la carpeta de archivos subidos:",
        '  pg_dump --format=custom --file=hogaria.dump "$DATABASE_URL"',
        "  cp -r $DATA_DIR/uploads respaldo-uploads   (o tu bucket S3)",
        "Más detalles en docs/backup.md.",
      ].join("\n")
    : [
        "Esta instancia usa PostgreSQL (DATABASE_URL): restaura con pg_restore sobre una base vacía, con el servidor detenido:",
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" hogaria.dump',
        "Más detalles en docs/backup.md.",
      ].join("\n");

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Copies the instance into a new folder `destination` and returns its manifest. */
export async function backupInstance(config: Config, destination: string): Promise<BackupManifest> {
  if (config.database.engine !== "sqlite") throw new BackupError(postgresHelp("backup"));
  const source = config.database.file;
  if (!(await exists(source))) {
    throw new BackupError(`No hay una base de datos de Hogaria en ${source}: nada que respaldar.`);
  }
  if (await exists(destination)) {
    const entries = await readdir(destination);
    if (entries.length > 0) {
      throw new BackupError(`La carpeta ${destination} ya existe y no está vacía: elige otra.`);
    }
  }
  await mkdir(destination, { recursive: true });
  const database = new SQLite(source, { fileMustExist: true });
  try {
    // SQLite's online backup: a consistent copy even while the server writes.
    await database.backup(path.join(destination, databaseName));
  } finally {
    database.close();
  }
  const uploadsDir = config.storage.backend === "local" ? config.storage.directory : null;
  const uploads = uploadsDir !== null && (await exists(uploadsDir));
  if (uploadsDir && uploads) {
    await cp(uploadsDir, path.join(destination, "uploads"), { recursive: true });
  }
  const secretFile = path.join(config.dataDir, secretName);
  const secret = await exists(secretFile);
  if (secret) await cp(secretFile, path.join(destination, secretName));
  const manifest: BackupManifest = {
    format: backupFormat,
    version: 1,
    engine: "sqlite",
    createdAt: new Date().toISOString(),
    uploads,
    secret,
  };
  await writeFile(
    path.join(destination, "manifest.json"),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8"));
  } catch {
    throw new BackupError(
      `${folder} no es un respaldo de Hogaria (falta manifest.json). Indica la carpeta que creó npm run backup.`,
    );
  }
  if (manifest.format !== backupFormat || manifest.version !== 1 || manifest.engine !== "sqlite") {
    throw new BackupError(
      `${folder} no es un respaldo de Hogaria que esta versión sepa restaurar.`,
    );
  }
  const copy = path.join(folder, databaseName);
  if (!(await exists(copy))) throw new BackupError(`Al respaldo le falta ${databaseName}.`);
  try {
    const database = new SQLite(copy, { readonly: true, fileMustExist: true });
    const result = database.pragma("integrity_check", { simple: true });
    database.close();
    if (result !== "ok") throw new Error(String(result));
  } catch {
    throw new BackupError(
      `La base de datos del respaldo está dañada (${copy}): no se restauró nada.`,
    );
  }
  return manifest as BackupManifest;
}

/** Processes (Linux) that have the instance's database open: a running server among them. */
async function processesUsing(file: string): Promise<number[]> {
  const targets = new Set([file, `${file}-wal`, `${file}-shm`]);
  const found: number[] = [];
  const pids = await readdir("/proc").catch(() => [] as string[]);
  for (const pid of pids) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      if (targets.has(target)) {
        found.push(Number(pid));
        break;
      }
    }
  }
  return found;
}

export interface RestoreOutcome {
  /** Where the data that was there before went (with --overwrite), or null. */
  setAside: string | null;
}

/**
 * Puts a backup in place of the instance's data. Refuses while a server has the database open,
 * and refuses to replace existing data unless `overwrite` is given; even then the old data is
 * moved aside, not deleted.
 */
export async function restoreInstance(
  config: Config,
  folder: string,
  options: { overwrite: boolean },
): Promise<RestoreOutcome> {
  if (config.database.engine !== "sqlite") throw new BackupError(postgresHelp("restore"));
  const manifest = await readManifest(folder);
  const target = config.database.file;
  const running = await processesUsing(target);
  if (running.length > 0) {
    throw new BackupError(
      `Hogaria está en marcha con estos datos (proceso ${running.join(", ")}). Detén el servidor y vuelve a intentarlo.`,
    );
  }
  const uploadsDir = config.storage.backend === "local" ? config.storage.directory : null;
  const present = [target, `${target}-wal`, `${target}-shm`, ...(uploadsDir ? [uploadsDir] : [])];
  const existing: string[] = [];
  for (const file of present) if (await exists(file)) existing.push(file);
  let setAside: string | null = null;
  if (existing.length > 0) {
    if (!options.overwrite) {
      throw new BackupError(
        `${config.dataDir} ya tiene datos de Hogaria. Para reemplazarlos por el respaldo, repite con --overwrite (lo actual se guarda aparte, no se borra).`,
      );
    }
    setAside = path.join(
      config.dataDir,
      `antes-de-restaurar-${new Date().toISOString().replace(/[:.]/g, "-")}`,
    );
    await mkdir(setAside, { recursive: true });
    for (const file of existing) await rename(file, path.join(setAside, path.basename(file)));
    const secretFile = path.join(config.dataDir, secretName);
    if (manifest.secret && (await exists(secretFile))) {
      await rename(secretFile, path.join(setAside, secretName));
    }
  }
  await mkdir(config.dataDir, { recursive: true });
  await cp(path.join(folder, databaseName), target);
  if (manifest.uploads && uploadsDir) {
    await cp(path.join(folder, "uploads"), uploadsDir, { recursive: true });
  }
  if (manifest.secret) {
    await cp(path.join(folder, secretName), path.join(config.dataDir, secretName));
  }
  return { setAside };
}
