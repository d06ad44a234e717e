import { dailyBriefSchema, dashboardSchema } from "#shared/brief/daily-brief.ts";
import { defineContract } from "#shared/contracts/contract.ts";

/** /api/daily-brief: the whole brief in one request. */
export const dailyBriefContract = defineContract({
  id: "dailyBrief",
  basePath: "/api/daily-brief",
  tag: "Resumen diario",
  routes: {
    read: {
      method: "get",
      path: "/",
      summary:
        "Resumen del día: saludo, eventos de hoy, tareas urgentes, compras, comidas y conteos",
      description:
        "En el calendario del hogar. `tip` es un consejo breve en el idioma de quien lee (del asistente si responde a tiempo, si no uno fijo).",
      auth: "member",
      responses: { 200: dailyBriefSchema },
    },
  },
});

/** /api/dashboard: the cards and the daily summary in one request. */
export const dashboardContract = defineContract({
  id: "dashboard",
  basePath: "/api/dashboard",
  tag: "Resumen diario",
  routes: {
    read: {
      method: "get",
      path: "/",
      summary: "Panel: los cuatro conteos y un resumen corto del día (tres de cada lista)",
      auth: "member",
      responses: { 200: dashboardSchema },
    },
  },
});
