import type { AppContext, ServiceContext } from "#server/app-context.ts";
import type { Executor } from "#server/db/executor.ts";
import { ApiError, forbidden, notFound, spanishValidation } from "#server/http/errors.ts";
import { type AcceptedFile, normalizeImage, storeFile } from "#server/modules/files/uploads.ts";
import { findHouseholdTimeZone } from "#server/modules/households/households.repository.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import { summarizeServiceRequest } from "#server/modules/services/service-summary.ts";
import {
  findServiceRequest,
  insertServiceRequest,
  listServiceRequests as selectServiceRequests,
  updateServiceProvider,
  updateServiceStatus,
  updateServiceSummary,
} from "#server/modules/services/services.repository.ts";
import { can, canSetServiceProvider, serviceRequestActor } from "#shared/domain/permissions.ts";
import type { ServiceStatus } from "#shared/domain/services.ts";
import { localDate } from "#shared/pantry/expiry.ts";
import type {
  CreatedServiceRequestBody,
  FailedPhoto,
  NewServiceRequest,
  ServiceRequest,
} from "#shared/schemas/services.ts";
import { preferredDateToTimestamp } from "#shared/services/request-dates.ts";
import { canTransition, isValidTransition } from "#shared/services/status.ts";

/**
 * The household's service requests. Every function takes the service context, the acting
 * member's membership and input already parsed with the schemas of #shared/schemas/services.ts
 * (the routes by their contract, the assistant's tool before calling). Asking for a service needs
 * more: the log for background work, the file storage for photos, and (for tests) a different
 * summariser.
 */
export type ServiceRequestContext = ServiceContext &
  Pick<AppContext, "logger" | "storage"> & {
    summarize?: (request: ServiceRequest) => Promise<string>;
  };

/** Longest side of a stored photo: enough to see a leak, small enough for a phone's data plan. */
const photoMaxDimension = 1600;

export interface CreatedServiceRequest extends CreatedServiceRequestBody {
  /** Settles once the background summary is stored (or has failed and been logged). */
  summarized: Promise<void>;
}

function announce(
  ctx: Pick<ServiceContext, "live">,
  householdId: string,
  action: string,
  id: string,
  actorId?: string,
) {
  ctx.live.publish(householdId, { topic: "services", action, id, ...(actorId && { actorId }) });
}

export async function listServiceRequests(
  { db }: ServiceContext,
  membership: Membership,
): Promise<ServiceRequest[]> {
  return selectServiceRequests(db, membership.householdId);
}

async function requireRequest(db: Executor, membership: Membership, id: string) {
  const request = await findServiceRequest(db, membership.householdId, id);
  if (!request) throw notFound();
  return request;
}

async function storePhotos(
  membership: Membership,
  photos: AcceptedFile[],
  ctx: ServiceRequestContext,
): Promise<{ urls: string[]; keys: string[]; failed: FailedPhoto[] }> {
  const urls: string[] = [];
  const keys: string[] = [];
  const failed: FailedPhoto[] = [];
  for (const photo of photos) {
    try {
      const image = await normalizeImage(photo.bytes, photoMaxDimension);
      const stored = await storeFile(
        ctx.storage,
        membership.householdId,
        "services",
        image.bytes,
        image.type,
      );
      urls.push(stored.url);
      keys.push(stored.key);
    } catch (error) {
      ctx.logger.warn(
        { err: error, photo: photo.name },
        "no se pudo guardar una foto del servicio",
      );
      const message = error instanceof ApiError ? error.message : "No se pudo guardar la foto";
      failed.push({ name: photo.name, message });
    }
  }
  return { urls, keys, failed };
}

/** Writes the assistant's summary after the request is saved, without holding up the answer;
 * a failure is only logged, and the request stays as it was. */
function summarizeInBackground(
  ctx: ServiceRequestContext,
  householdId: string,
  request: ServiceRequest,
): Promise<void> {
  const summarize = ctx.summarize ?? summarizeServiceRequest;
  return new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    try {
      const summary = (await summarize(request)).trim().slice(0, 1000);
      if (!summary) return;
      await updateServiceSummary(ctx.db, householdId, request.id, summary);
      announce(ctx, householdId, "summarized", request.id);
    } catch (error) {
      ctx.logger.warn({ err: error, requestId: request.id }, "no se pudo resumir la solicitud");
    }
  });
}

/**
 * 'Solicitar Servicio': validates, stores the photos (each re-encoded; one that fails is named in
 * failedPhotos and the request is kept without it), saves the request as pending and asks for
 * its summary in the background.
 */
export async function createServiceRequest(
  ctx: ServiceRequestContext,
  membership: Membership,
  values: NewServiceRequest,
  photos: AcceptedFile[] = [],
): Promise<CreatedServiceRequest> {
  const { db } = ctx;
  ensureAllowed(membership, "services.request");
  if (values.scheduledDate) {
    const today = localDate(new Date(), await findHouseholdTimeZone(db, membership.householdId));
    if (values.scheduledDate < today) {
      const message = spanishValidation("preferredDatePast");
      throw new ApiError(400, "VALIDATION_FAILED", message, { scheduledDate: message });
    }
  }

  const stored = await storePhotos(membership, photos, ctx);
  let id: string;
  try {
    id = await insertServiceRequest(db, membership.householdId, {
      serviceType: values.serviceType,
      description: values.description,
      availabilityNotes: values.availabilityNotes,
      scheduledAt: values.scheduledDate ? preferredDateToTimestamp(values.scheduledDate) : null,
      photoUrls: stored.urls,
      requestedBy: membership.userId,
    });
  } catch (error) {
    await Promise.all(stored.keys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw error;
  }
  announce(ctx, membership.householdId, "created", id, membership.userId);
  const request = await requireRequest(db, membership, id);
  return {
    request,
    failedPhotos: stored.failed,
    summarized: summarizeInBackground(ctx, membership.householdId, request),
  };
}

/** Moves a request along pending → in_progress → completed, or to cancelled (see
 * src/shared/services/status.ts for who may make which move). */
export async function changeServiceStatus(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  { status }: { status: ServiceStatus },
): Promise<ServiceRequest> {
  const { db } = ctx;
  const request = await requireRequest(db, membership, id);
  const actor = serviceRequestActor(membership, request);
  if (!can(membership.role, "services.manage") && !actor.isRequester) throw forbidden();
  if (!isValidTransition(request.status, status)) {
    throw new ApiError(409, "INVALID_STATUS_TRANSITION");
  }
  if (!canTransition(actor, request.status, status)) {
    throw forbidden();
  }
  const moved = await updateServiceStatus(db, membership.householdId, id, request.status, status);
  if (!moved) throw new ApiError(409, "INVALID_STATUS_TRANSITION");
  announce(ctx, membership.householdId, "status", id, membership.userId);
  return requireRequest(db, membership, id);
}

/** Who is coming (spec §3 provider_info {name}); owners and admins keep it up to date. */
export async function setServiceProvider(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  { providerName }: { providerName: string | null },
): Promise<ServiceRequest> {
  const { db } = ctx;
  if (!canSetServiceProvider(membership)) throw forbidden();
  await requireRequest(db, membership, id);
  await updateServiceProvider(db, membership.householdId, id, providerName);
  announce(ctx, membership.householdId, "provider", id, membership.userId);
  return requireRequest(db, membership, id);
}
