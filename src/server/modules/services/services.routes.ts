import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { ApiError } from "#server/http/errors.ts";
import { parseWith, readJson } from "#server/http/validation.ts";
import { type AcceptedFile, readUploads } from "#server/modules/files/uploads.ts";
import {
  changeServiceStatus,
  createServiceRequest,
  listServiceRequests,
  setServiceProvider,
} from "#server/modules/services/services.service.ts";
import { servicesContract } from "#shared/contracts/services.ts";
import {
  createServiceRequestSchema,
  type NewServiceRequest,
  serviceRequestLimits,
} from "#shared/schemas/services.ts";

const formFields = ["serviceType", "description", "availabilityNotes", "scheduledDate"] as const;

/** /api/services: the household's service requests, declared from its contract. A request with
 * photos comes as multipart/form-data (the fields plus `photos`); without photos, JSON works
 * too — so the create route reads its own body (JSON or form), the one place it is validated. */
export function serviceRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  const requestContext = { ...ctx, logger: deps.logger, storage: deps.storage };
  return routesFrom(deps, servicesContract, {
    list: async (_input, c) => ({
      status: 200,
      body: await listServiceRequests(ctx, c.get("membership")),
    }),
    create: async (_input, c) => {
      const multipart = c.req.header("content-type")?.startsWith("multipart/form-data");
      let input: NewServiceRequest;
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
      const created = await createServiceRequest(
        requestContext,
        c.get("membership"),
        input,
        photos,
      );
      return {
        status: 201,
        body: { request: created.request, failedPhotos: created.failedPhotos },
      };
    },
    changeStatus: async ({ params, body }, c) => ({
      status: 200,
      body: await changeServiceStatus(ctx, c.get("membership"), params.id, body),
    }),
    setProvider: async ({ params, body }, c) => ({
      status: 200,
      body: await setServiceProvider(ctx, c.get("membership"), params.id, body),
    }),
  });
}
