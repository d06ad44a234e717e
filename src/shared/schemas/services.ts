import { z } from "zod";
import { serviceStatuses, serviceTypes } from "#shared/domain/services.ts";
import { uploadFileBytes, uploadFilesPerRequest } from "#shared/domain/uploads.ts";
import { optionalCalendarDate, optionalText } from "#shared/schemas/fields.ts";

export const serviceRequestLimits = {
  description: 2000,
  availabilityNotes: 500,
  /** Photos per request and bytes per photo (before they are re-encoded to WebP): the same
   * limits as a post's attachments (#shared/domain/uploads.ts). */
  photos: uploadFilesPerRequest,
  photoBytes: uploadFileBytes,
} as const;

/** The image formats the server reads (src/server/modules/files/file-types.ts). Asking the
 * browser for these makes iPhones send their HEIC photos as JPEG. */
export const acceptedPhotoTypes = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

export const createServiceRequestSchema = z.object({
  serviceType: z.enum(serviceTypes, { error: "serviceTypeRequired" }),
  description: optionalText(serviceRequestLimits.description),
  availabilityNotes: optionalText(serviceRequestLimits.availabilityNotes),
  /** A calendar day ("2026-11-28"); the service refuses days already past in the household. */
  scheduledDate: optionalCalendarDate,
});
export type CreateServiceRequestInput = z.input<typeof createServiceRequestSchema>;
export type NewServiceRequest = z.output<typeof createServiceRequestSchema>;

export const changeServiceStatusSchema = z.object({
  status: z.enum(serviceStatuses, { error: "statusInvalid" }),
});

export const setServiceProviderSchema = z.object({
  providerName: optionalText(80),
});

/** What /api/services answers. */
export const serviceRequestSchema = z
  .strictObject({
    id: z.string(),
    serviceType: z.string(),
    description: z.string().nullable(),
    availabilityNotes: z.string().nullable(),
    /** The preferred calendar day, "2026-11-28". */
    scheduledDate: z.string().nullable(),
    /** /api/files/… addresses, served only to members of the household. */
    photoUrls: z.array(z.string()),
    status: z.enum(serviceStatuses),
    aiSummary: z.string().nullable(),
    providerName: z.string().nullable(),
    requestedBy: z.string().nullable(),
    requestedByName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({
    id: "ServiceRequest",
    description: "Una solicitud de servicio (fontanería, limpieza…).",
  });
export type ServiceRequest = z.output<typeof serviceRequestSchema>;

export const failedPhotoSchema = z.strictObject({ name: z.string(), message: z.string() });
export type FailedPhoto = z.output<typeof failedPhotoSchema>;

export const createdServiceRequestSchema = z.strictObject({
  request: serviceRequestSchema,
  /** Photos that could not be stored; the request is kept without them. */
  failedPhotos: z.array(failedPhotoSchema),
});
export type CreatedServiceRequestBody = z.output<typeof createdServiceRequestSchema>;
