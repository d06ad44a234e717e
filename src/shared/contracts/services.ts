import { z } from "zod";
import { defineContract, idParams } from "#shared/contracts/contract.ts";
import {
  changeServiceStatusSchema,
  createdServiceRequestSchema,
  createServiceRequestSchema,
  serviceRequestSchema,
  setServiceProviderSchema,
} from "#shared/schemas/services.ts";

/** /api/services: the household's service requests (a plumber, an electrician…). */
export const servicesContract = defineContract({
  id: "services",
  basePath: "/api/services",
  tag: "Servicios",
  routes: {
    list: {
      method: "get",
      path: "/",
      summary: "Solicitudes de servicio del hogar, las más recientes primero",
      auth: "member",
      responses: { 200: z.array(serviceRequestSchema) },
    },
    create: {
      method: "post",
      path: "/",
      summary: "Pedir un servicio",
      description:
        "Con fotos, `multipart/form-data`: los campos `serviceType`, `description`, `availabilityNotes`, `scheduledDate` y hasta 4 archivos `photos` (imágenes, 413 `PHOTO_TOO_LARGE` si una pasa el límite). Sin fotos sirve también JSON con esos campos. `failedPhotos` lista las fotos que no se pudieron guardar; la solicitud queda sin ellas.",
      auth: "member",
      form: createServiceRequestSchema.extend({ photos: z.array(z.file()).optional() }),
      responses: { 201: createdServiceRequestSchema },
      errors: [403],
    },
    changeStatus: {
      method: "patch",
      path: "/:id/status",
      summary: "Cambiar el estado de una solicitud",
      description:
        "Pendiente → En progreso → Completada, o Cancelada. Dueños y administradores hacen todo; quien la pidió puede cancelarla mientras está pendiente (409 si el paso no existe).",
      auth: "member",
      params: idParams,
      body: changeServiceStatusSchema,
      responses: { 200: serviceRequestSchema },
      errors: [403, 404, 409],
    },
    setProvider: {
      method: "patch",
      path: "/:id/provider",
      summary: "Anotar quién hará el servicio",
      auth: "member",
      params: idParams,
      body: setServiceProviderSchema,
      responses: { 200: serviceRequestSchema },
      errors: [403, 404],
    },
  },
});
