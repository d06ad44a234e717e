import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceContext } from "#server/app-context.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import type { LiveEvent } from "#server/modules/live/live-events.ts";
import { createServiceRequest } from "#server/modules/services/services.service.ts";
import { maxAttachmentBytes } from "#shared/community/limits.ts";
import { localDate } from "#shared/pantry/expiry.ts";
import type { FailedPhoto, ServiceRequest } from "#shared/schemas/services.ts";
import { createServiceRequestSchema, serviceRequestLimits } from "#shared/schemas/services.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Created {
  request: ServiceRequest;
  failedPhotos: FailedPhoto[];
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

function dayFromToday(days: number): string {
  const date = new Date(`${localDate(new Date(), "America/Mexico_City")}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function postForm(
  member: TestMember,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array; type?: string }[] = [],
): Promise<{ status: number; body: Created & ErrorBody }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      "photos",
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "image/png" }),
    );
  }
  const response = await member.client.raw("/api/services", { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as Created & ErrorBody };
}

const list = async (member: TestMember) =>
  (await member.client.get<ServiceRequest[]>("/api/services")).body;

/** The summary is written in the background: wait for it like a browser waiting for its event. */
async function waitForSummary(member: TestMember, id: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const summary = (await list(member)).find((request) => request.id === id)?.aiSummary;
    if (summary) return summary;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("no summary");
}

const setStatus = (member: TestMember, id: string, status: string) =>
  member.client.patch<ServiceRequest & ErrorBody>(`/api/services/${id}/status`, { status });

describe("requesting a service", () => {
  it("saves a pending request and writes its summary in the background", async () => {
    const owner = await createHouseholdOwner(server);
    const events: LiveEvent[] = [];
    const stop = server.live.subscribe(owner.membership.householdId, (event) => events.push(event));
    const preferred = dayFromToday(2);
    const created = await owner.client.post<Created>("/api/services", {
      serviceType: "Plomería",
      description: "Hay una fuga urgente debajo del fregadero. Se moja toda la cocina.",
      availabilityNotes: "Por las tardes después de las 4",
      scheduledDate: preferred,
    });
    expect(created.status).toBe(201);
    expect(created.body.failedPhotos).toEqual([]);
    expect(created.body.request).toMatchObject({
      serviceType: "Plomería",
      status: "pending",
      scheduledDate: preferred,
      photoUrls: [],
      providerName: null,
      requestedBy: owner.account.id,
      requestedByName: owner.account.name,
    });

    const summary = await waitForSummary(owner, created.body.request.id);
    expect(summary).toContain("Solicitud de Plomería, urgencia alta (menciona: urgente, fuga)");
    expect(summary).toContain("Problema: Hay una fuga urgente debajo del fregadero.");
    expect(summary).toContain("Disponibilidad: Por las tardes después de las 4.");
    expect(summary).toMatch(/Fecha preferida: \p{L}+ \d+ de \p{L}+ de \d{4}\./u);
    stop();
    expect(events.map((event) => [event.topic, event.action])).toEqual([
      ["services", "created"],
      ["services", "summarized"],
    ]);
  });

  it("stores several photos, re-encoded, visible only to the household", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const created = await postForm(
      owner,
      { serviceType: "Electricidad", description: "El enchufe de la sala echa chispas" },
      [
        { name: "enchufe.png", bytes: await png("#ff0000") },
        { name: "tablero.png", bytes: await png("#0000ff") },
      ],
    );
    expect(created.status).toBe(201);
    expect(created.body.failedPhotos).toEqual([]);
    const urls = created.body.request.photoUrls;
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/api/files/${owner.membership.householdId}/services/`));
      const photo = await owner.client.raw(url);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/webp");
      expect((await stranger.client.raw(url)).status).toBe(404);
    }
    expect(await waitForSummary(owner, created.body.request.id)).toContain("2 fotos adjuntas.");
  });

  it("refuses wrong file types, oversized and too many photos, creating nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const fields = { serviceType: "Pintura" };
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const wrongType = await postForm(owner, fields, [
      { name: "foto.png", bytes: await png("#00ff00") },
      { name: "foto.jpg", bytes: html, type: "image/jpeg" },
    ]);
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error.message).toBe("Ese tipo de archivo no está permitido");

    // The same limit as a post's attachments: 5 MB a file, said in the refusal.
    expect(serviceRequestLimits.photoBytes).toBe(maxAttachmentBytes);
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(await png("#00ff00"));
    const oversized = await postForm(owner, fields, [{ name: "grande.png", bytes: huge }]);
    expect(oversized.status).toBe(413);
    expect(oversized.body.error.message).toBe("Cada foto puede pesar hasta 5 MB");

    const photo = await png("#00ff00");
    const five = Array.from({ length: 5 }, (_, index) => ({ name: `f${index}.png`, bytes: photo }));
    expect((await postForm(owner, fields, five)).status).toBe(400);
    expect(await list(owner)).toEqual([]);
  });

  it("keeps the request and names the photos that could not be stored", async () => {
    const owner = await createHouseholdOwner(server);
    // Starts like a PNG, so it passes the type check, but cannot be decoded.
    const broken = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new Uint8Array(200),
    ]);
    const created = await postForm(owner, { serviceType: "Gas" }, [
      { name: "medidor.png", bytes: await png("#ffff00") },
      { name: "rota.png", bytes: broken },
    ]);
    expect(created.status).toBe(201);
    expect(created.body.failedPhotos).toEqual([
      { name: "rota.png", message: "Ese tipo de archivo no está permitido" },
    ]);
    expect(created.body.request.photoUrls).toHaveLength(1);
    expect((await list(owner)).map((request) => request.id)).toEqual([created.body.request.id]);
  });

  it("refuses bad input with a Spanish message and changes nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "serviceType", "Elige el tipo de servicio"],
      [{ serviceType: "Astrología" }, "serviceType", "Elige el tipo de servicio"],
      [
        { serviceType: "Gas", scheduledDate: "mañana" },
        "scheduledDate",
        "Escribe una fecha válida",
      ],
      [
        { serviceType: "Gas", scheduledDate: dayFromToday(-1) },
        "scheduledDate",
        "La fecha preferida no puede estar en el pasado",
      ],
      [
        { serviceType: "Gas", description: "x".repeat(2001) },
        "description",
        "El texto es demasiado largo",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.client.post<ErrorBody>("/api/services", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields?.[field]).toBe(message);
    }
    const form = await postForm(owner, { serviceType: "" }, [
      { name: "a.png", bytes: await png("#000") },
    ]);
    expect(form.status).toBe(400);
    expect(await list(owner)).toEqual([]);
  });

  it("is for owners, admins and members: children and guests cannot spend the family's money", async () => {
    const owner = await createHouseholdOwner(server);
    for (const role of ["child", "guest"] as const) {
      const member = await addHouseholdMember(server, owner.membership.householdId, role);
      const response = await member.client.post("/api/services", { serviceType: "Limpieza" });
      expect(response.status).toBe(403);
    }
    const admin = await addHouseholdMember(server, owner.membership.householdId, "admin");
    expect((await admin.client.post("/api/services", { serviceType: "Limpieza" })).status).toBe(
      201,
    );
  });

  it("never loses the request when the summary fails; the failure is only logged", async () => {
    const owner = await createHouseholdOwner(server);
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
    const created = await createServiceRequest(
      {
        ...serviceContext(server),
        logger,
        storage: createStorage(server.config.storage),
        summarize: async () => {
          throw new Error("el modelo no responde");
        },
      },
      owner.membership,
      createServiceRequestSchema.parse({
        serviceType: "Jardinería",
        description: "Podar el árbol",
      }),
    );
    await created.summarized;
    expect(await list(owner)).toMatchObject([
      { id: created.request.id, status: "pending", aiSummary: null },
    ]);
    expect(lines.join("")).toContain("no se pudo resumir la solicitud");
  });
});

describe("service request status", () => {
  async function household() {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const other = await addHouseholdMember(server, owner.membership.householdId, "member");
    const request = async (by: TestMember) =>
      (await by.client.post<Created>("/api/services", { serviceType: "Carpintería" })).body.request;
    return { owner, member, other, request };
  }

  it("moves pending → in_progress → completed for owners and admins; completed is final", async () => {
    const { owner, member, request } = await household();
    const { id } = await request(member);
    expect((await setStatus(member, id, "in_progress")).status).toBe(403);
    expect((await setStatus(owner, id, "completed")).body.error.message).toBe(
      "La solicitud no puede pasar a ese estado",
    );
    expect((await setStatus(owner, id, "in_progress")).body.status).toBe("in_progress");
    expect((await setStatus(owner, id, "pending")).status).toBe(409);
    expect((await setStatus(owner, id, "completed")).body.status).toBe("completed");
    for (const status of ["pending", "in_progress", "cancelled"]) {
      expect((await setStatus(owner, id, status)).status).toBe(409);
    }
    expect((await setStatus(owner, id, "terminado")).status).toBe(400);
    expect((await list(owner))[0]?.status).toBe("completed");
  });

  it("lets the requester cancel their own request while pending, and nobody else's", async () => {
    const { owner, member, other, request } = await household();
    const mine = await request(member);
    expect((await setStatus(other, mine.id, "cancelled")).status).toBe(403);
    expect((await setStatus(member, mine.id, "cancelled")).body.status).toBe("cancelled");

    const started = await request(member);
    await setStatus(owner, started.id, "in_progress");
    expect((await setStatus(member, started.id, "cancelled")).status).toBe(403);
    expect((await setStatus(owner, started.id, "cancelled")).body.status).toBe("cancelled");
  });

  it("records the provider, set by owners and admins", async () => {
    const { owner, member, request } = await household();
    const { id } = await request(member);
    const path = `/api/services/${id}/provider`;
    expect((await member.client.patch(path, { providerName: "Don Chuy" })).status).toBe(403);
    const set = await owner.client.patch<ServiceRequest>(path, { providerName: " Don Chuy " });
    expect(set.body.providerName).toBe("Don Chuy");
    const cleared = await owner.client.patch<ServiceRequest>(path, { providerName: "" });
    expect(cleared.body.providerName).toBeNull();
  });
});

describe("household isolation", () => {
  it("answers 404 for another household's requests and changes nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const { body } = await owner.client.post<Created>("/api/services", {
      serviceType: "Fumigación",
    });
    const id = body.request.id;
    expect(await list(stranger)).toEqual([]);
    expect((await setStatus(stranger, id, "cancelled")).status).toBe(404);
    expect(
      (await stranger.client.patch(`/api/services/${id}/provider`, { providerName: "X" })).status,
    ).toBe(404);
    expect(await list(owner)).toMatchObject([{ id, status: "pending", providerName: null }]);
  });
});
