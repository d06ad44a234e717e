import { z } from "zod";
import { defineContract, type ResponseBody } from "#shared/contracts/contract.ts";
import { inviteResultSchema } from "#shared/schemas/invitations.ts";
import {
  onboardingFinishSchema,
  onboardingHouseholdSchema,
  onboardingInvitationsSchema,
  onboardingProfileSchema,
  onboardingStateSchema,
} from "#shared/schemas/onboarding.ts";
import { preferencesSchema } from "#shared/schemas/profiles.ts";

/** /api/onboarding: 'Configura tu hogar', one route per step. Needs a session, not a household
 * (creating one is the point). Each step answers where the account stands now. */
export const onboardingContract = defineContract({
  id: "onboarding",
  basePath: "/api/onboarding",
  tag: "Configura tu hogar",
  routes: {
    get: {
      method: "get",
      path: "/",
      summary: "Dónde va 'Configura tu hogar': terminado, o el paso y lo ya guardado",
      auth: "session",
      responses: { 200: onboardingStateSchema },
    },
    household: {
      method: "put",
      path: "/household",
      summary: "Paso 1: crear el hogar (en su prueba de 30 días) o renombrarlo",
      auth: "session",
      body: onboardingHouseholdSchema,
      responses: { 200: onboardingStateSchema },
      errors: [409],
    },
    profile: {
      method: "put",
      path: "/profile",
      summary: "Paso 2: el perfil de quien crea el hogar",
      auth: "session",
      body: onboardingProfileSchema,
      responses: { 200: onboardingStateSchema },
      errors: [409],
    },
    invitations: {
      method: "post",
      path: "/invitations",
      summary: "Paso 3: invitar por correo (ninguno es 'Saltar')",
      auth: "session",
      body: onboardingInvitationsSchema,
      responses: {
        200: z.strictObject({ invitations: inviteResultSchema, state: onboardingStateSchema }),
      },
      errors: [409, 429],
    },
    preferences: {
      method: "put",
      path: "/preferences",
      summary: "Paso 4: idioma, alergias y tono del asistente",
      auth: "session",
      body: preferencesSchema,
      responses: { 200: onboardingStateSchema },
      errors: [409],
    },
    finish: {
      method: "post",
      path: "/finish",
      summary: "Paso 5: la despensa inicial marcada, y terminar",
      auth: "session",
      body: onboardingFinishSchema,
      responses: { 200: onboardingStateSchema },
      errors: [409],
    },
  },
});

/** Step 3's answer: how each invitation went, and where the account stands now. */
export type OnboardingInvitationsSent = ResponseBody<typeof onboardingContract.routes.invitations>;
