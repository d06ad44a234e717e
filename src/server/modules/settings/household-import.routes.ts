import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { ApiError } from "#server/http/errors.ts";
import { importHousehold } from "#server/modules/settings/household-import.service.ts";
import { householdImportContract } from "#shared/contracts/settings.ts";
import { maxImportBytes } from "#shared/schemas/household-import.ts";

/** POST /api/household-import: restores an export (multipart field "file", and "confirmation"
 * when it replaces a finished household). Needs a session, not a household: restoring into a
 * new one is the point. Declared from its contract; the form is read here (not JSON). */
export function householdImportRoutes(app: AppContext) {
  const ctx = serviceContext(app);
  return routesFrom(app, householdImportContract, {
    restore: async (_input, c) => {
      if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
        throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE");
      }
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError(400, "INVALID_UPLOAD");
      }
      const file = form.file;
      if (!(file instanceof File) || file.size === 0)
        throw new ApiError(400, "IMPORT_FILE_MISSING");
      if (file.size > maxImportBytes) throw new ApiError(413, "IMPORT_TOO_LARGE");
      const confirmation = typeof form.confirmation === "string" ? form.confirmation : null;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await importHousehold(ctx, c.get("user"), bytes, confirmation);
      return { status: 201, body: result };
    },
  });
}
