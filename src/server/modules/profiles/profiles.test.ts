import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addHouseholdMember, createHouseholdOwner } from "#tests/server/harness/households.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Profile {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  role: string;
  preferences: { language: string; allergies: string[]; assistantTone: string };
  avatarUrl: string | null;
  household: { id: string; name: string };
}

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

const png = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: "#f59e0b" } })
    .withMetadata({ exif: { IFD0: { Copyright: "GPS secreto" } } })
    .png()
    .toBuffer();

async function upload(client: TestClient, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("avatar", new File([new Uint8Array(bytes)], name, { type }));
  const response = await client.raw("/api/profiles/me/avatar", { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as Profile & ErrorBody };
}

async function storedAvatars(householdId: string): Promise<string[]> {
  const folder = path.join(server.config.dataDir, "uploads", householdId, "avatars");
  return readdir(folder).catch(() => []);
}

describe("/api/profiles/me", () => {
  it("shows the member's own profile with role and household", async () => {
    const owner = await createHouseholdOwner(server, {
      name: "Lucía Pérez",
      householdName: "Casa Pérez",
    });
    const response = await owner.client.get<Profile>("/api/profiles/me");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: owner.membership.profileId,
      name: "Lucía Pérez",
      email: owner.account.email,
      phone: null,
      dateOfBirth: null,
      role: "owner",
      avatarUrl: null,
      preferences: { language: "es", allergies: [], assistantTone: "friendly" },
      household: { id: owner.membership.householdId, name: "Casa Pérez" },
    });
  });

  it("without a household there is no profile", async () => {
    const client = server.client();
    await client.signUp();
    const response = await client.get<ErrorBody>("/api/profiles/me");
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("NO_HOUSEHOLD");
  });

  it("edits name, phone, birth date and preferences", async () => {
    const member = await createHouseholdOwner(server);
    const response = await member.client.patch<Profile>("/api/profiles/me", {
      name: " Ana María ",
      phone: "+52 55 1234 5678",
      dateOfBirth: "1990-05-17",
      preferences: { language: "en", allergies: "nueces, lactosa", assistantTone: "professional" },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: "Ana María",
      phone: "+52 55 1234 5678",
      dateOfBirth: "1990-05-17",
      preferences: {
        language: "en",
        allergies: ["nueces", "lactosa"],
        assistantTone: "professional",
      },
    });
    const cleared = await member.client.patch<Profile>("/api/profiles/me", {
      phone: "",
      dateOfBirth: "",
    });
    expect(cleared.body).toMatchObject({ phone: null, dateOfBirth: null, name: "Ana María" });
  });

  it.each([
    [{ name: "  " }, "name", "Por favor completa tu nombre"],
    [
      { phone: "555-CASA" },
      "phone",
      "Escribe un teléfono válido: solo números, espacios, guiones y +",
    ],
    [{ dateOfBirth: "2099-01-01" }, "dateOfBirth", "Escribe una fecha de nacimiento válida"],
    [{ dateOfBirth: "1990-02-31" }, "dateOfBirth", "Escribe una fecha de nacimiento válida"],
    [{ role: "owner" }, "_", "Campo no permitido"],
    [{}, "_", "No hay cambios que guardar"],
  ])("refuses %j in Spanish and changes nothing", async (body, field, message) => {
    const member = await createHouseholdOwner(server, { name: "Ana López" });
    const response = await member.client.patch<ErrorBody>("/api/profiles/me", body);
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.[field]).toBe(message);
    expect((await member.client.get<Profile>("/api/profiles/me")).body).toMatchObject({
      name: "Ana López",
      role: "owner",
      dateOfBirth: null,
    });
  });
});

describe("avatars", () => {
  it("are re-encoded, resized, served only to the household, and replace the old one", async () => {
    const owner = await createHouseholdOwner(server);
    const { householdId } = owner.membership;
    const first = await upload(owner.client, await png(), "foto.png", "image/png");
    expect(first.status).toBe(200);
    expect(first.body.avatarUrl).toMatch(
      new RegExp(`^/api/files/${householdId}/avatars/[0-9a-f-]+\\.webp$`),
    );

    const served = await owner.client.raw(first.body.avatarUrl as string);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(512);
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes("GPS secreto")).toBe(false);

    const housemate = await addHouseholdMember(server, householdId, "guest");
    expect((await housemate.client.raw(first.body.avatarUrl as string)).status).toBe(200);
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    expect((await stranger.client.raw(first.body.avatarUrl as string)).status).toBe(404);
    expect((await server.client().raw(first.body.avatarUrl as string)).status).toBe(401);

    const second = await upload(owner.client, await png(64, 64), "otra.png", "image/png");
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect(await storedAvatars(householdId)).toEqual([second.body.avatarUrl?.split("/").pop()]);
    expect((await owner.client.raw(first.body.avatarUrl as string)).status).toBe(404);
  });

  it("are judged by their content, not their name or declared type", async () => {
    const owner = await createHouseholdOwner(server);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const disguised = await upload(owner.client, html, "foto.png", "image/png");
    expect(disguised.status).toBe(415);
    expect(disguised.body.error.message).toBe("Ese tipo de archivo no está permitido");
    const pdf = await upload(
      owner.client,
      new TextEncoder().encode("%PDF-1.7"),
      "cv.pdf",
      "image/png",
    );
    expect(pdf.status).toBe(415);
    const truncated = Buffer.from(await png()).subarray(0, 120);
    expect((await upload(owner.client, truncated, "rota.png", "image/png")).status).toBe(415);
    const renamed = await upload(owner.client, await png(50, 50), "foto.txt", "text/plain");
    expect(renamed.status).toBe(200);
  });

  it("are at most 5 MB, with a clear Spanish message", async () => {
    const owner = await createHouseholdOwner(server);
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(owner.client, big, "enorme.png", "image/png");
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe("La foto no puede pesar más de 5 MB");
    const none = await owner.client.raw("/api/profiles/me/avatar", {
      method: "POST",
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect((await owner.client.get<Profile>("/api/profiles/me")).body.avatarUrl).toBeNull();
    expect(await storedAvatars(owner.membership.householdId)).toEqual([]);
  });
});
