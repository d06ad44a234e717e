import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";
import { memberViewSchema, roleChangeSchema } from "#shared/schemas/households.ts";
import {
  invitationCreateSchema,
  invitationPreviewSchema,
  invitationViewSchema,
  inviteResultSchema,
  joinedHouseholdSchema,
  shareLinkSchema,
} from "#shared/schemas/invitations.ts";

const profileParams = z.strictObject({ profileId: z.string() });
const members = z.array(memberViewSchema);

/** /api/members: who is in the household; owners and admins change roles and remove people. */
export const membersContract = defineContract({
  id: "members",
  basePath: "/api/members",
  tag: "Miembros",
  routes: {
    list: {
      method: "get",
      path: "/",
      summary: "Quiénes están en el hogar (los correos, solo para dueño y administradores)",
      auth: "member",
      responses: { 200: members },
    },
    changeRole: {
      method: "patch",
      path: "/:profileId",
      summary: "Cambiar el rol de un miembro",
      description:
        "El dueño cambia a cualquiera; un administrador, solo a miembros, niños e invitados. Nadie cambia su propio rol (409). Responde la lista de miembros.",
      auth: "member",
      params: profileParams,
      body: roleChangeSchema,
      responses: { 200: members },
      errors: [403, 404, 409],
    },
    remove: {
      method: "delete",
      path: "/:profileId",
      summary: "Sacar a alguien del hogar",
      auth: "member",
      params: profileParams,
      responses: { 204: null },
      errors: [403, 404, 409],
    },
    transferOwnership: {
      method: "post",
      path: "/:profileId/transfer-ownership",
      summary: "Pasar la propiedad del hogar a otro miembro (el dueño queda como administrador)",
      auth: "member",
      params: profileParams,
      responses: { 200: members },
      errors: [403, 404, 409],
    },
  },
});

const idParams = z.strictObject({ id: z.string() });

/** /api/invitations: the household's pending invitations, for owners and admins. */
export const invitationsContract = defineContract({
  id: "invitations",
  basePath: "/api/invitations",
  tag: "Miembros",
  routes: {
    list: {
      method: "get",
      path: "/",
      summary: "Invitaciones pendientes (y vencidas) del hogar",
      auth: "member",
      responses: { 200: z.array(invitationViewSchema) },
      errors: [403],
    },
    invite: {
      method: "post",
      path: "/",
      summary: "Invitar por correo a una o varias personas",
      description:
        "Dice, dirección por dirección, a quién se envió, quién ya tenía invitación, quién ya es miembro y qué correos fallaron. Hay un máximo de correos por hora (429 con `Retry-After`).",
      auth: "member",
      body: invitationCreateSchema,
      responses: { 201: inviteResultSchema },
      errors: [403, 409, 429],
    },
    shareLink: {
      method: "post",
      path: "/link",
      summary:
        "El enlace para compartir del hogar (rol miembro, un uso, 7 días): el abierto o uno nuevo",
      auth: "member",
      responses: { 200: shareLinkSchema },
      errors: [403, 409],
    },
    resend: {
      method: "post",
      path: "/:id/resend",
      summary: "Reenviar una invitación (vuelve a durar 7 días)",
      auth: "member",
      params: idParams,
      responses: { 200: invitationViewSchema },
      errors: [403, 404, 409, 429, 502],
    },
    revoke: {
      method: "delete",
      path: "/:id",
      summary: "Anular una invitación",
      auth: "member",
      params: idParams,
      responses: { 204: null },
      errors: [403, 404],
    },
  },
});

const tokenParams = z.strictObject({ token: z.string() });

/** /api/join/:token: the invitation page. */
export const joinContract = defineContract({
  id: "join",
  basePath: "/api/join",
  tag: "Miembros",
  routes: {
    preview: {
      method: "get",
      path: "/:token",
      summary: "Qué hogar invita, quién y con qué rol (para quien tiene el enlace)",
      description:
        "Sin sesión también; con sesión, `viewer` dice si ya está en este hogar o en otro. 404 si el enlace no existe; 410 si venció, se anuló o ya se usó.",
      auth: "public",
      params: tokenParams,
      responses: { 200: invitationPreviewSchema },
      errors: [404, 410],
    },
    accept: {
      method: "post",
      path: "/:token",
      summary: "Unirse al hogar con el rol de la invitación",
      auth: "session",
      params: tokenParams,
      responses: { 200: joinedHouseholdSchema },
      errors: [404, 409, 410],
    },
  },
});
