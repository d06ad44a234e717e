import { readdir } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";
import {
  buildWorld,
  pngBytes,
  snapshotHousehold,
  type World,
} from "#tests/server/quality/world.ts";

/**
 * Uploads through every route that takes files (avatar, post attachments, service photos):
 * content that is not what it claims, polyglots, oversized files and decompression bombs,
 * hostile names. And how every stored file is served: never as a page or a script.
 */
let server: TestServer;
let world: World;
beforeAll(async () => {
  server = await createTestServer();
  world = await buildWorld(server, "Subidas", { roles: ["owner"] });
}, 60_000);
afterAll(async () => {
  await server.close();
});

const text = (value: string) => new TextEncoder().encode(value);
const pdf = () =>
  text("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF");

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes claiming 60,000 × 60,000 pixels (3.6 billion): a decompression bomb. */
function pngBomb(): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(60_001 * 4));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", rows),
      chunk("IEND", new Uint8Array()),
    ]),
  );
}

interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** The three routes that take files, each sending one file the way the web app does. */
const routes = {
  avatar: (file: Upload) => {
    const form = new FormData();
    form.append("avatar", new File([file.bytes as BlobPart], file.name, { type: file.type }));
    return world.owner.client.raw("/api/profiles/me/avatar", { method: "POST", body: form });
  },
  attachment: (file: Upload) => {
    const form = new FormData();
    form.append("content", "Miren esto");
    form.append("attachments", new File([file.bytes as BlobPart], file.name, { type: file.type }));
    return world.owner.client.raw("/api/community/posts", { method: "POST", body: form });
  },
  servicePhoto: (file: Upload) => {
    const form = new FormData();
    form.append("serviceType", "Plomería");
    form.append("description", "Gotea la llave");
    form.append("photos", new File([file.bytes as BlobPart], file.name, { type: file.type }));
    return world.owner.client.raw("/api/services", { method: "POST", body: form });
  },
};

async function storedFiles(): Promise<string[]> {
  const root = server.config.storage.backend === "local" ? server.config.storage.directory : "";
  const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return files
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function expectRefused(route: keyof typeof routes, file: Upload, status: number) {
  const filesBefore = await storedFiles();
  const before = await snapshotHousehold(server, world.householdId);
  const response = await routes[route](file);
  const body = await response.text();
  expect(response.status, `${route} ${file.name} (${file.type}): ${body}`).toBe(status);
  expect(JSON.parse(body)).toMatchObject({ error: { code: expect.any(String) } });
  expect(await storedFiles(), "a refused upload left a file").toEqual(filesBefore);
  expect(await snapshotHousehold(server, world.householdId), "a refused upload changed rows").toBe(
    before,
  );
}

describe("content that is not what it claims", () => {
  it("refuses a page, a script or an SVG, whatever its name or type says", async () => {
    const html = text("<!doctype html><script>parent.__xss = 1</script>");
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const route of ["avatar", "attachment", "servicePhoto"] as const) {
      await expectRefused(route, { bytes: html, name: "foto.png", type: "image/png" }, 415);
      await expectRefused(
        route,
        { bytes: html, name: "cotizacion.pdf", type: "application/pdf" },
        415,
      );
      await expectRefused(route, { bytes: svg, name: "dibujo.svg", type: "image/svg+xml" }, 415);
      await expectRefused(route, { bytes: svg, name: "dibujo.png", type: "image/png" }, 415);
    }
  });

  it("refuses real images and documents sent as pages, scripts or the other kind of file", async () => {
    const png = await pngBytes();
    for (const route of ["avatar", "attachment", "servicePhoto"] as const) {
      await expectRefused(route, { bytes: png, name: "foto.html", type: "text/html" }, 415);
      await expectRefused(route, { bytes: png, name: "foto.png", type: "text/html" }, 415);
      await expectRefused(route, { bytes: png, name: "foto.svg", type: "image/png" }, 415);
      await expectRefused(
        route,
        { bytes: png, name: "foto.js", type: "application/javascript" },
        415,
      );
      await expectRefused(route, { bytes: pdf(), name: "foto.jpg", type: "image/jpeg" }, 415);
    }
    await expectRefused(
      "attachment",
      { bytes: png, name: "contrato.pdf", type: "application/pdf" },
      415,
    );
    await expectRefused(
      "attachment",
      { bytes: png, name: "x.exe", type: "application/x-msdownload" },
      415,
    );
    // U+202E shows "foto\u202Egpj.exe" as "fotoexe.jpg": the name still ends in .exe.
    await expectRefused(
      "attachment",
      { bytes: png, name: "foto\u202Egpj.exe", type: "image/png" },
      415,
    );
  });

  it("refuses polyglots that only start like an image", async () => {
    const gifScript = text("GIF89a/*\u0000\u0000*/=1;parent.__xss=1;//");
    const pngHtml = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<html><script>parent.__xss=1</script></html>"),
    ]);
    for (const route of ["avatar", "attachment"] as const) {
      await expectRefused(route, { bytes: gifScript, name: "risa.gif", type: "image/gif" }, 415);
      await expectRefused(
        route,
        { bytes: new Uint8Array(pngHtml), name: "foto.png", type: "image/png" },
        415,
      );
    }
  });

  it("keeps the pixels of an image with a page appended, and drops the page", async () => {
    const polyglot = Buffer.concat([
      Buffer.from(await pngBytes()),
      Buffer.from("<script>parent.__xss=1</script>"),
    ]);
    const response = await routes.avatar({
      bytes: new Uint8Array(polyglot),
      name: "yo.png",
      type: "image/png",
    });
    expect(response.status).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    const served = await world.owner.client.raw(avatarUrl);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).includes("<script")).toBe(false);
  });
});

describe("size", () => {
  it("refuses files over the limit, and bodies over 25 MB before reading them", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await pngBytes());
    await expectRefused("avatar", { bytes: big, name: "grande.png", type: "image/png" }, 413);
    await expectRefused("attachment", { bytes: big, name: "grande.png", type: "image/png" }, 413);
    const huge = new Uint8Array(26 * 1024 * 1024);
    huge.set(pdf());
    await expectRefused(
      "attachment",
      { bytes: huge, name: "enorme.pdf", type: "application/pdf" },
      413,
    );
  });

  it("refuses decompression bombs: a tiny file claiming billions of pixels", async () => {
    const bomb = { bytes: pngBomb(), name: "bomba.png", type: "image/png" };
    expect(bomb.bytes.length).toBeLessThan(300_000);
    await expectRefused("avatar", bomb, 415);
    await expectRefused("attachment", bomb, 415);
    // A service request keeps its text and reports the photo it could not keep.
    const filesBefore = await storedFiles();
    const response = await routes.servicePhoto(bomb);
    expect(response.status).toBe(201);
    const created = (await response.json()) as {
      request: { photoUrls: string[] };
      failedPhotos: unknown[];
    };
    expect(created.request.photoUrls).toEqual([]);
    expect(created.failedPhotos).toHaveLength(1);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe("hostile file names", () => {
  it("are kept as plain display names: no path, no line breaks, no markup, no direction tricks", async () => {
    const names = [
      "../../../etc/passwd.pdf",
      "..\\..\\windows\\system32.pdf",
      "cotización\r\nSet-Cookie: sesion=robada.pdf",
      '<img src=x onerror="parent.__xss=1">.pdf',
      "recibo\u202Efdp.pdf",
      `${"a".repeat(5000)}.pdf`,
      "\u0000.pdf",
    ];
    for (const name of names) {
      const response = await routes.attachment({ bytes: pdf(), name, type: "application/pdf" });
      const body = await response.text();
      expect(response.status, `${JSON.stringify(name)}: ${body}`).toBe(201);
      const post = JSON.parse(body) as { attachments: { name: string; url: string }[] };
      const [attachment] = post.attachments;
      expect(attachment?.name.length ?? 0).toBeGreaterThan(0);
      expect(attachment?.name.length ?? 999).toBeLessThanOrEqual(120);
      expect(attachment?.name).not.toMatch(/[/\\\r\n<>"\u202E]|\.\./);
      expect(attachment?.name).not.toContain(String.fromCharCode(0));
      expect(attachment?.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/[a-z-]+\/[0-9a-f-]{36}\.pdf$/);
      const served = await world.owner.client.raw(attachment?.url ?? "");
      expect(served.headers.get("content-disposition")).toBe("attachment");
    }
  });
});

describe("serving what was uploaded", () => {
  it("never as a page or a script: fixed type, nosniff, sandboxed, documents downloaded", async () => {
    const avatar = (await (
      await routes.avatar({ bytes: await pngBytes(), name: "yo.png", type: "image/png" })
    ).json()) as {
      avatarUrl: string;
    };
    const post = (await (
      await routes.attachment({ bytes: pdf(), name: "recibo.pdf", type: "application/pdf" })
    ).json()) as {
      attachments: { url: string }[];
    };
    const service = (await (
      await routes.servicePhoto({
        bytes: await pngBytes(64, 48),
        name: "fuga.png",
        type: "image/png",
      })
    ).json()) as { request: { photoUrls: string[] } };
    const urls = [avatar.avatarUrl, post.attachments[0]?.url, service.request.photoUrls[0]];
    for (const url of urls) {
      expect(url).toBeTruthy();
      const response = await world.owner.client.raw(url ?? "");
      expect(response.status, url).toBe(200);
      const type = response.headers.get("content-type") ?? "";
      expect(["image/webp", "image/jpeg", "image/png", "image/gif", "application/pdf"]).toContain(
        type,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("sandbox");
      expect(response.headers.get("content-disposition")).toBe(
        type.startsWith("image/") ? "inline" : "attachment",
      );
    }
    // A key that is not one of ours is not looked up, let alone served.
    for (const key of [
      "../../../etc/passwd",
      `${world.householdId}/avatars/x.html`,
      `${world.householdId}/../x`,
    ]) {
      const response = await world.owner.client.raw(`/api/files/${key}`);
      expect(response.status, key).toBe(404);
    }
  });
});
