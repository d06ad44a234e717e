/** Where the server answers its OpenAPI 3.1 description (src/server/modules/openapi). */
export const openApiPath = "/api/openapi.json";
