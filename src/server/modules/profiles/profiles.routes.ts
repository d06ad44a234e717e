import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import { readJson } from "#server/http/validation.ts";
import { readUploads } from "#server/modules/files/uploads.ts";
import {
  getMyProfile,
  updateMyProfile,
  uploadAvatar,
} from "#server/modules/profiles/profiles.service.ts";
import { avatarMaxBytes, profileUpdateSchema } from "#shared/schemas/profiles.ts";

/** /api/profiles/me: the signed-in member's own profile and photo. */
export function profileRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/me", async (c) => c.json(await getMyProfile(app, c.get("membership"))))
    .patch("/me", async (c) => {
      const input = await readJson(c, profileUpdateSchema);
      return c.json(await updateMyProfile(app, c.get("membership"), input));
    })
    .post("/me/avatar", async (c) => {
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
      return c.json(await uploadAvatar(app, c.get("membership"), file));
    });
}
