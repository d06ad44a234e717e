import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import { parseWith, readJson } from "#server/http/validation.ts";
import { type AcceptedFile, readUploads } from "#server/modules/files/uploads.ts";
import {
  changeServiceStatus,
  createServiceRequest,
  listServiceRequests,
  setServiceProvider,
} from "#server/modules/services/services.service.ts";
import {
  type CreateServiceRequestInput,
  changeServiceStatusSchema,
  createServiceRequestSchema,
  serviceRequestLimits,
  setServiceProviderSchema,
} from "#shared/schemas/services.ts";

const formFields = ["serviceType", "description", "availabilityNotes", "scheduledDate"] as const;

/** /api/services: the household's service requests. A request with photos comes as
 * multipart/form-data (the fields plus `photos`); without photos, JSON works too. */
export function serviceRoutes(deps: AppContext) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listServiceRequests(db, c.get("membership"))))
    .post("/", async (c) => {
      const multipart = c.req.header("content-type")?.startsWith("multipart/form-data");
      let input: CreateServiceRequestInput;
      let photos: AcceptedFile[] = [];
      if (multipart) {
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const fields = Object.fromEntries(
          formFields.map((field) => [
            field,
            typeof form[field] === "string" ? form[field] : undefined,
          ]),
        );
        input = parseWith(createServiceRequestSchema, fields);
        photos = await readUploads(c, "photos", {
          accept: ["image"],
          maxBytes: serviceRequestLimits.photoBytes,
          maxFiles: serviceRequestLimits.photos,
        }).catch((error: unknown) => {
          // The files module speaks of files in general; the member is told the photo limit.
          if (error instanceof ApiError && error.code === "FILE_TOO_LARGE") {
            throw new ApiError(413, "PHOTO_TOO_LARGE");
          }
          throw error;
        });
      } else {
        input = await readJson(c, createServiceRequestSchema);
      }
      const created = await createServiceRequest(db, c.get("membership"), input, deps, photos);
      return c.json({ request: created.request, failedPhotos: created.failedPhotos }, 201);
    })
    .patch("/:id/status", async (c) => {
      const input = await readJson(c, changeServiceStatusSchema);
      return c.json(
        await changeServiceStatus(db, c.get("membership"), c.req.param("id"), input, deps),
      );
    })
    .patch("/:id/provider", async (c) => {
      const input = await readJson(c, setServiceProviderSchema);
      return c.json(
        await setServiceProvider(db, c.get("membership"), c.req.param("id"), input, deps),
      );
    });
}
