import { defineContract } from "#shared/contracts/contract.ts";
import { quickLineQuerySchema, quickLineSchema } from "#shared/schemas/quick-add.ts";
import { searchQuerySchema, searchResultsSchema } from "#shared/schemas/search.ts";

/** /api/search?q=: one box that finds anything of the household. */
export const searchContract = defineContract({
  id: "search",
  basePath: "/api/search",
  tag: "Búsqueda",
  routes: {
    find: {
      method: "get",
      path: "/",
      summary:
        "Buscar en todo el hogar: tareas, listas, compras, despensa, eventos y publicaciones",
      description: "Hasta 5 resultados por tipo; una búsqueda en blanco no encuentra nada.",
      auth: "member",
      query: searchQuerySchema,
      responses: { 200: searchResultsSchema },
    },
  },
});

/** /api/quick-add/read: how a quick-add line of the tasks or the calendar reads. */
export const quickAddContract = defineContract({
  id: "quickAdd",
  basePath: "/api/quick-add",
  tag: "Búsqueda",
  routes: {
    read: {
      method: "get",
      path: "/read",
      summary:
        "Leer una línea de alta rápida: el título sin las palabras de fecha, el día y la hora",
      description:
        "Solo lee: la página crea después la tarea o el evento con su ruta de siempre. El día se entiende en el calendario del hogar.",
      auth: "member",
      query: quickLineQuerySchema,
      responses: { 200: quickLineSchema },
    },
  },
});
