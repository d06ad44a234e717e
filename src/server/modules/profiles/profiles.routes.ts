import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { ApiError } from "#server/http/errors.ts";
import { readUploads } from "#server/modules/files/uploads.ts";
import {
  getMyProfile,
  updateMyProfile,
  uploadAvatar,
} from "#server/modules/profiles/profiles.service.ts";
import { profilesContract } from "#shared/contracts/profiles.ts";
import { avatarMaxBytes } from "#shared/schemas/profiles.ts";

/** /api/profiles/me: the signed-in member's own profile and photo, declared from its contract
 * (the photo's form is read here). */
export function profileRoutes(app: AppContext) {
  const ctx = serviceContext(app);
  const withFiles = { ...ctx, storage: app.storage, logger: app.logger };
  return routesFrom(app, profilesContract, {
    get: async (_input, c) => ({
      status: 200,
      body: await getMyProfile(ctx, c.get("membership")),
    }),
    update: async ({ body }, c) => ({
      status: 200,
      body: await updateMyProfile(ctx, c.get("membership"), body),
    }),
    avatar: async (_input, c) => {
      const files = await readUploads(c, "avatar", {
        accept: ["image"],
        maxBytes: avatarMaxBytes,
        maxFiles: 1,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === "FILE_TOO_LARGE") {
          throw new ApiError(413, "AVATAR_TOO_LARGE");
        }
        throw error;
      });
      const [file] = files;
      if (!file) throw new ApiError(400, "NO_AVATAR");
      return { status: 200, body: await uploadAvatar(withFiles, c.get("membership"), file) };
    },
  });
}
