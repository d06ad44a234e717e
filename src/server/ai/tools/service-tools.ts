import { tool, zodSchema } from "ai";
import { z } from "zod";
import { dateField, type ToolEnvironment, toolContext } from "#server/ai/tools/tool-environment.ts";
import { attempt } from "#server/ai/tools/tool-messages.ts";
import { validationError } from "#server/http/errors.ts";
import { createServiceRequest } from "#server/modules/services/services.service.ts";
import type { ToolFailure, ToolOutputs } from "#shared/assistant/tool-results.ts";
import { serviceTypes } from "#shared/domain/services.ts";
import { createServiceRequestSchema } from "#shared/schemas/services.ts";

const inputs = {
  createServiceRequest: zodSchema(
    z.object({
      serviceType: z
        .enum(serviceTypes)
        .describe(
          "The kind of service, in Spanish as listed: Plomería (plumber), Electricidad (electrician), Limpieza (cleaning), Jardinería (gardening), Pintura (painting), Carpintería (carpentry), Gas, Aire Acondicionado (air conditioning), Fumigación (pest control), Otro (other)",
        ),
      description: z
        .string()
        .max(1000)
        .nullish()
        .describe("What is wrong or needed, in the member's words"),
      date: dateField.nullish().describe("The preferred day for the visit, YYYY-MM-DD"),
    }),
  ),
};

export function serviceTools(env: ToolEnvironment) {
  const { ctx, membership, app, language } = toolContext(env);

  return {
    createServiceRequest: tool({
      description:
        "Ask for a home service (a plumber, an electrician, cleaning…), optionally for a preferred day. It appears in Services as pending.",
      inputSchema: inputs.createServiceRequest,
      execute: async (input): Promise<ToolOutputs["createServiceRequest"] | ToolFailure> =>
        attempt(language, async () => {
          // The model's words, checked as the services form checks them.
          const values = createServiceRequestSchema.safeParse({
            serviceType: input.serviceType,
            description: input.description ?? null,
            scheduledDate: input.date ?? null,
          });
          if (!values.success) throw validationError(values.error);
          const created = await createServiceRequest(
            { ...ctx, logger: app.logger, storage: app.storage },
            membership,
            values.data,
          );
          // The summary is written in the background; the chat does not wait for it.
          created.summarized.catch(() => undefined);
          return {
            ok: true as const,
            serviceType: input.serviceType,
            scheduledDate: input.date ?? null,
          };
        }),
    }),
  };
}
