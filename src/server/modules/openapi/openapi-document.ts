import { z } from "zod";
import { securityFor, securitySchemes } from "#server/modules/openapi/security-schemes.ts";
import {
  type ErrorStatus,
  errorBodySchema,
  type ModuleContract,
  type RouteContract,
  type SuccessStatus,
} from "#shared/contracts/contract.ts";

type JsonObject = Record<string, unknown>;

/** Every module contract the document lists (see `describedModules`). */
export type AnyModuleContract = ModuleContract<Record<string, RouteContract>>;

const errorTexts: Record<ErrorStatus, string> = {
  400: "Datos no válidos: `error.fields` dice qué campo y por qué (en el idioma de quien lee).",
  401: "Sin sesión: inicia sesión primero.",
  403: "No permitido: tu rol no puede hacerlo, o todavía no perteneces a un hogar.",
  404: "No existe, o es de otro hogar (los ids ajenos no se distinguen de los inexistentes).",
  409: "Conflicto con el estado actual.",
  410: "Ya no está disponible.",
  413: "El cuerpo es demasiado grande (1 MB en JSON).",
  415: "El cuerpo no es JSON (`Content-Type: application/json`).",
  422: "No se puede procesar.",
  429: "Demasiadas peticiones: espera un poco.",
  502: "Un servicio externo (el correo) no respondió: inténtalo más tarde.",
  503: "Servicio no disponible por ahora.",
};

const successTexts: Record<SuccessStatus, string> = {
  200: "Correcto.",
  201: "Creado.",
  202: "Aceptado.",
  204: "Hecho, sin contenido.",
  302: "Redirige: la dirección está en `Location`.",
};

/** The errors any route of its kind can answer, besides those its contract lists. */
export function impliedErrors(route: RouteContract): ErrorStatus[] {
  const implied: ErrorStatus[] = [];
  if (route.body || route.form || route.query) implied.push(400);
  if (route.auth !== "public") implied.push(401);
  if (route.auth === "member") implied.push(403);
  if (route.body || route.form) implied.push(413, 415);
  return implied;
}

/** A zod schema as a JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). Request schemas
 * are described as a client writes them (`io: "input"`: defaults optional, before
 * transforms); answers as a client reads them. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonObject;
  return json;
}

/** "/api/tasks" + "/:id" → "/api/tasks/{id}"; "/api/tasks" + "/" → "/api/tasks". */
export function documentPath(basePath: string, path: string): string {
  const joined = path === "/" ? basePath : `${basePath}${path}`;
  return joined.replace(/:(\w+)/g, "{$1}");
}

function parametersOf(schema: z.ZodType, location: "path" | "query"): JsonObject[] {
  const json = jsonSchemaOf(schema, "input");
  const properties = json.properties as Record<string, JsonObject> | undefined;
  if (json.type !== "object" || !properties) {
    throw new Error(`The ${location} of a contract must be an object schema`);
  }
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...schemaOnly } = property;
    return {
      name,
      in: location,
      required: location === "path" || required.has(name),
      ...(typeof description === "string" && { description }),
      schema: schemaOnly,
    };
  });
}

function operationOf(contract: AnyModuleContract, name: string, route: RouteContract): JsonObject {
  const responses: JsonObject = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    const code = Number(status);
    const description =
      code >= 400 ? errorTexts[code as ErrorStatus] : successTexts[code as SuccessStatus];
    const mediaType = route.produces ?? "application/json";
    responses[status] = schema
      ? { description, content: { [mediaType]: { schema: jsonSchemaOf(schema, "output") } } }
      : { description };
  }
  const errors = [...new Set([...impliedErrors(route), ...(route.errors ?? [])])].sort();
  for (const status of errors) {
    responses[status] ??= { $ref: `#/components/responses/Error${status}` };
  }

  const parameters = [
    ...(route.params ? parametersOf(route.params, "path") : []),
    ...(route.query ? parametersOf(route.query, "query") : []),
  ];
  return {
    operationId: `${contract.id}.${name}`,
    summary: route.summary,
    ...(route.description && { description: route.description }),
    tags: [contract.tag],
    security:
      route.auth === "public" ? [] : securityFor(route.method, `${contract.basePath}${route.path}`),
    ...(parameters.length > 0 && { parameters }),
    ...(route.body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: jsonSchemaOf(route.body, "input") } },
      },
    }),
    ...(route.form && {
      requestBody: {
        required: true,
        content: { "multipart/form-data": { schema: jsonSchemaOf(route.form, "input") } },
      },
    }),
    responses,
  };
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  paths: Record<string, JsonObject>;
  [part: string]: unknown;
}

/** The OpenAPI 3.1 description of the API, generated from the module contracts. */
export function openApiDocument(
  contracts: readonly AnyModuleContract[],
  { serverUrl }: { serverUrl: string },
): OpenApiDocument {
  const paths: Record<string, JsonObject> = {};
  for (const contract of contracts) {
    for (const [name, route] of Object.entries(contract.routes)) {
      const path = documentPath(contract.basePath, route.path);
      paths[path] = { ...paths[path], [route.method]: operationOf(contract, name, route) };
    }
  }
  const errorResponses = Object.fromEntries(
    (Object.keys(errorTexts) as `${ErrorStatus}`[]).map((status) => [
      `Error${status}`,
      {
        description: errorTexts[Number(status) as ErrorStatus],
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "API de Hogaria",
      // The API has no versions of its own yet: one, kept working as it grows.
      version: "1",
      description:
        "La API JSON de Hogaria. El hogar siempre sale de la sesión, nunca del cuerpo. Los errores tienen la forma `{ error: { code, message, fields? } }`; `message` sale en el idioma de quien lee (`Accept-Language`, por defecto español).",
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(contracts.map((contract) => contract.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorBodySchema, "output") },
      responses: errorResponses,
      securitySchemes,
    },
  };
}
