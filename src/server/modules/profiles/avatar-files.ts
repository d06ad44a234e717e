import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/modules/files/storage.ts";

const filesPrefix = "/api/files/";

/** Removes an avatar that is no longer shown (replaced, or its member left). A file that cannot
 * be removed is only logged: the profile no longer points at it. */
export async function deleteAvatarFile(
  storage: Storage,
  logger: Logger,
  avatarUrl: string | null,
): Promise<void> {
  if (!avatarUrl?.startsWith(filesPrefix)) return;
  try {
    await storage.delete(avatarUrl.slice(filesPrefix.length));
  } catch (error) {
    logger.warn({ err: error, avatarUrl }, "no se pudo borrar la foto anterior");
  }
}
