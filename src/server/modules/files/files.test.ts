import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { detectFileType } from "#server/modules/files/file-types.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { cleanFileName, normalizeImage, storeFile } from "#server/modules/files/uploads.ts";
import { createHouseholdOwner } from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();

describe("detectFileType", () => {
  it("tells files by their bytes, not their names", async () => {
    expect(detectFileType(await png())?.mime).toBe("image/png");
    expect(detectFileType(new TextEncoder().encode("%PDF-1.7\n..."))?.extension).toBe("pdf");
    expect(detectFileType(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
    expect(
      detectFileType(new TextEncoder().encode("PK\u0003\u0004 not a word document")),
    ).toBeNull();
  });
});

describe("normalizeImage", () => {
  it("re-encodes images to bounded WebP and drops bytes appended after the pixels", async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from("<script>alert(1)</script>")]);
    const { bytes, type } = await normalizeImage(polyglot, 16);
    expect(type.mime).toBe("image/webp");
    const metadata = await sharp(bytes).metadata();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(16);
    expect(Buffer.from(bytes).includes("<script>")).toBe(false);
  });

  it("refuses something that only looks like an image", async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    await expect(normalizeImage(fake, 64)).rejects.toMatchObject({ status: 415 });
  });
});

describe("cleanFileName", () => {
  it("keeps a readable name and nothing that could be a path or markup", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("Cotización <b>baño.pdf")).toBe("Cotización _b_baño.pdf");
    expect(cleanFileName("...")).toBe("archivo");
  });
});

describe("GET /api/files/*", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it("serves a household's file to its members only, never as something runnable", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const storage = createStorage(server.config.storage);
    const pdf = new TextEncoder().encode("%PDF-1.7 presupuesto");
    const stored = await storeFile(storage, owner.membership.householdId, "community", pdf, {
      mime: "application/pdf",
      extension: "pdf",
      kind: "document",
    });

    const mine = await owner.client.raw(stored.url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("content-disposition")).toBe("attachment");
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new TextDecoder().decode(await mine.arrayBuffer())).toBe("%PDF-1.7 presupuesto");

    expect((await stranger.client.raw(stored.url)).status).toBe(404);
    expect((await server.client().raw(stored.url)).status).toBe(401);
  });
});
