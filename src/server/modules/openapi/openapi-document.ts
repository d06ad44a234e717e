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
  401: "Sin sesión: inicia sesión primero (o el token de API está revocado o caducado).",
  403: "No permitido: tu rol no puede hacerlo, todavía no perteneces a un hogar, el token de API es de solo lectura, o una escritura con cookie llega de otro sitio (`Origin`).",
  404: "No existe, o es de otro hogar (los ids ajenos no se distinguen de los inexistentes).",
  409: "Conflicto con el estado actual.",
  410: "Ya no está disponible.",
  413: "El cuerpo es demasiado grande (1 MB en JSON).",
  415: "El cuerpo no es JSON (`Content-Type: application/json`).",
  422: "No se puede procesar.",
  429: "Demasiadas peticiones: espera un poco (`Retry-After` dice cuántos segundos).",
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

/** The errors any route of its kind can answer, besides those its contract lists. A route a
 * personal API token may call (decision 024) can also answer 429 (the token's limit per
 * minute) and, when it writes, 403 (a read-only token). */
export function impliedErrors(route: RouteContract, takesApiToken = false): ErrorStatus[] {
  const implied: ErrorStatus[] = [];
  if (route.body || route.form || route.query) implied.push(400);
  if (route.auth !== "public") implied.push(401);
  if (route.auth === "member" || (takesApiToken && route.method !== "get")) implied.push(403);
  if (route.body || route.form) implied.push(413, 415);
  if (takesApiToken) implied.push(429);
  return implied;
}

/**
 * The named schemas of the document (`components.schemas`). A zod schema given an id with
 * `.meta({ id: "Task" })` (its one definition, in #shared) is not inlined where it is used: zod
 * puts it in `$defs`, and this collects it once as a component and points every use at it with
 * `$ref`. A request (`io: "input"`: defaults optional, before transforms) and an answer can see
 * the same schema differently; when they do, the request's is `<id>Input`.
 */
export class SchemaComponents {
  private readonly seen = { input: new Map<string, string>(), output: new Map<string, string>() };
  private readonly bodies = {
    input: new Map<string, JsonObject>(),
    output: new Map<string, JsonObject>(),
  };

  /** A zod schema as a JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), its named parts
   * as references to components. */
  schemaOf(schema: z.ZodType, io: "input" | "output"): JsonObject {
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
    }) as JsonObject & { $defs?: Record<string, JsonObject> };
    for (const [id, body] of Object.entries($defs ?? {})) {
      if (!/^[A-Z][A-Za-z0-9]*$/.test(id)) {
        throw new Error(
          `A schema reached the OpenAPI document as "${id}" (a cycle, or an id that is not a component name): give it a PascalCase id with .meta({ id })`,
        );
      }
      const rewritten = withComponentRefs(body, io);
      const text = JSON.stringify(rewritten);
      const before = this.seen[io].get(id);
      if (before !== undefined && before !== text) {
        throw new Error(`Two different schemas have the id "${id}": ids name one schema`);
      }
      this.seen[io].set(id, text);
      this.bodies[io].set(id, rewritten);
    }
    return withComponentRefs(json, io);
  }

  /** The components, and the names the requests' references resolve to. */
  finish(): { schemas: Record<string, JsonObject>; inputNames: Map<string, string> } {
    const schemas: Record<string, JsonObject> = {};
    const inputNames = new Map<string, string>();
    for (const [id, body] of this.bodies.output) schemas[id] = body;
    for (const [id, body] of this.bodies.input) {
      const output = this.seen.output.get(id);
      const name = output === undefined || output === this.seen.input.get(id) ? id : `${id}Input`;
      if (name !== id && (this.seen.output.has(name) || this.seen.input.has(name))) {
        throw new Error(`"${name}" is taken: the request form of "${id}" needs its own id`);
      }
      inputNames.set(id, name);
      schemas[name] ??= body;
    }
    return { schemas: sortedByKey(schemas), inputNames };
  }
}

const inputMarker = "@input";

/** zod's "#/$defs/Task" → "#/components/schemas/Task" (a request's marked, named at the end). */
function withComponentRefs<T>(node: T, io: "input" | "output"): T {
  if (Array.isArray(node)) return node.map((item) => withComponentRefs(item, io)) as T;
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" && value.startsWith("#/$defs/")
        ? `#/components/schemas/${value.slice("#/$defs/".length)}${io === "input" ? inputMarker : ""}`
        : withComponentRefs(value, io),
    ]),
  ) as T;
}

/** Resolves the requests' marked references once every component is known. */
function resolveInputRefs<T>(node: T, inputNames: Map<string, string>): T {
  if (Array.isArray(node)) return node.map((item) => resolveInputRefs(item, inputNames)) as T;
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === "$ref" && typeof value === "string" && value.endsWith(inputMarker)) {
        const id = value.slice("#/components/schemas/".length, -inputMarker.length);
        return [key, `#/components/schemas/${inputNames.get(id) ?? id}`];
      }
      return [key, resolveInputRefs(value, inputNames)];
    }),
  ) as T;
}

function sortedByKey<V>(record: Record<string, V>): Record<string, V> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** "/api/tasks" + "/:id" → "/api/tasks/{id}"; "/api/tasks" + "/" → "/api/tasks". */
export function documentPath(basePath: string, path: string): string {
  const joined = path === "/" ? basePath : `${basePath}${path}`;
  return joined.replace(/:(\w+)/g, "{$1}");
}

function parametersOf(
  components: SchemaComponents,
  schema: z.ZodType,
  location: "path" | "query",
): JsonObject[] {
  const json = components.schemaOf(schema, "input");
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

function operationOf(
  components: SchemaComponents,
  contract: AnyModuleContract,
  name: string,
  route: RouteContract,
): JsonObject {
  const responses: JsonObject = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    const code = Number(status);
    const description =
      code >= 400 ? errorTexts[code as ErrorStatus] : successTexts[code as SuccessStatus];
    const mediaType = route.produces ?? "application/json";
    responses[status] = schema
      ? { description, content: { [mediaType]: { schema: components.schemaOf(schema, "output") } } }
      : { description };
  }
  const security =
    route.auth === "public" ? [] : securityFor(route.method, `${contract.basePath}${route.path}`);
  const takesApiToken = security.some((scheme) => "personalToken" in scheme);
  const errors = [
    ...new Set([...impliedErrors(route, takesApiToken), ...(route.errors ?? [])]),
  ].sort();
  for (const status of errors) {
    responses[status] ??= { $ref: `#/components/responses/Error${status}` };
  }

  const parameters = [
    ...(route.params ? parametersOf(components, route.params, "path") : []),
    ...(route.query ? parametersOf(components, route.query, "query") : []),
  ];
  return {
    operationId: `${contract.id}.${name}`,
    summary: route.summary,
    ...(route.description && { description: route.description }),
    tags: [contract.tag],
    security,
    ...(parameters.length > 0 && { parameters }),
    ...(route.body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: components.schemaOf(route.body, "input") } },
      },
    }),
    ...(route.form && {
      requestBody: {
        required: true,
        content: { "multipart/form-data": { schema: components.schemaOf(route.form, "input") } },
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
  const components = new SchemaComponents();
  const errorBody = components.schemaOf(errorBodySchema, "output");
  let paths: Record<string, JsonObject> = {};
  for (const contract of contracts) {
    for (const [name, route] of Object.entries(contract.routes)) {
      const path = documentPath(contract.basePath, route.path);
      paths[path] = {
        ...paths[path],
        [route.method]: operationOf(components, contract, name, route),
      };
    }
  }
  const errorResponses = Object.fromEntries(
    (Object.keys(errorTexts) as `${ErrorStatus}`[]).map((status) => [
      `Error${status}`,
      {
        description: errorTexts[Number(status) as ErrorStatus],
        content: { "application/json": { schema: errorBody } },
      },
    ]),
  );
  const { schemas, inputNames } = components.finish();
  paths = resolveInputRefs(paths, inputNames);
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
      schemas,
      responses: errorResponses,
      securitySchemes,
    },
  };
}
