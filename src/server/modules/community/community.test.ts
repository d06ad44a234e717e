import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LiveEvent } from "#server/modules/live/live-events.ts";
import { maxAttachmentBytes } from "#shared/community/limits.ts";
import type { CommunityComment } from "#shared/schemas/community.ts";
import {
  docFile,
  docxFile,
  feed,
  pdfFile,
  pngFile,
  publish,
} from "#tests/server/fixtures/community-fixtures.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let server: TestServer;
let owner: TestMember;
beforeEach(async () => {
  server = await createTestServer();
  owner = await createHouseholdOwner(server, { name: "Ana López" });
});
afterEach(async () => {
  await server.close();
});

/** Files the app keeps for the household's community posts. */
async function storedCommunityFiles(householdId: string): Promise<string[]> {
  if (server.config.storage.backend !== "local") throw new Error("local storage expected");
  const folder = path.join(server.config.storage.directory, householdId, "community");
  return readdir(folder).catch(() => []);
}

describe("publishing a post", () => {
  it("publishes text for the whole household, newest first, with its author", async () => {
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member", {
      name: "Luis Pérez",
    });
    const first = await publish(owner, "  ¿Quién trae el pan mañana?  ");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      content: "¿Quién trae el pan mañana?",
      author: { profileId: owner.membership.profileId, name: "Ana López", avatarUrl: null },
      attachments: [],
      likes: 0,
      likedByMe: false,
      comments: [],
      canDelete: true,
    });
    const second = await partner.client.post("/api/community/posts", { content: "Yo lo traigo" });
    expect(second.status).toBe(201);

    const page = await feed(partner);
    expect(page.posts.map((post) => post.content)).toEqual([
      "Yo lo traigo",
      "¿Quién trae el pan mañana?",
    ]);
    expect(page.posts.map((post) => post.canDelete)).toEqual([true, false]);
    expect(page.nextCursor).toBeNull();
  });

  it("refuses a post with neither text nor attachments, and changes nothing", async () => {
    for (const content of [undefined, "", "   \n  "]) {
      const answer = (await publish(owner, content)) as unknown as {
        status: number;
        body: ErrorBody;
      };
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe("Escribe algo o adjunta al menos un archivo");
      expect(answer.body.error.fields).toEqual({
        content: "Escribe algo o adjunta al menos un archivo",
      });
    }
    const json = await owner.client.post<ErrorBody>("/api/community/posts", { content: " " });
    expect(json.status).toBe(400);
    const tooLong = await owner.client.post<ErrorBody>("/api/community/posts", {
      content: "a".repeat(5001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe("El texto es demasiado largo");
    const notText = await owner.client.post<ErrorBody>("/api/community/posts", { content: 42 });
    expect(notText.status).toBe(400);
    const plain = await owner.client.post<ErrorBody>("/api/community/posts", undefined, {
      rawBody: "hola",
      headers: { "content-type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    expect((await feed(owner)).posts).toEqual([]);
  });

  it("lets children post but not guests, who may still read and like", async () => {
    const child = await addHouseholdMember(server, owner.membership.householdId, "child");
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    expect((await publish(child, "Saqué 10 en el examen")).status).toBe(201);
    const refused = (await publish(guest, "Hola")) as unknown as {
      status: number;
      body: ErrorBody;
    };
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("No tienes permiso para hacer esto");
    const [post] = (await feed(guest)).posts;
    expect(post?.content).toBe("Saqué 10 en el examen");
    expect(post?.canDelete).toBe(false);
  });

  it("needs a signed-in member of a household", async () => {
    expect((await server.client().get("/api/community/posts")).status).toBe(401);
    const loner = server.client();
    await loner.signUp();
    const answer = await loner.get<ErrorBody>("/api/community/posts");
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("NO_HOUSEHOLD");
  });
});

describe("attachments", () => {
  it("keeps images (re-encoded), PDF, DOC and DOCX, and serves them only to the household", async () => {
    const answer = await publish(owner, "Fotos y papeles de la escuela", [
      await pngFile("salón.png"),
      pdfFile(),
      docFile(),
      { ...docxFile(), type: "application/octet-stream" },
    ]);
    expect(answer.status).toBe(201);
    const { attachments } = answer.body;
    expect(attachments.map(({ name, type, kind }) => ({ name, type, kind }))).toEqual([
      { name: "salón.png", type: "image/webp", kind: "image" },
      { name: "presupuesto.pdf", type: "application/pdf", kind: "document" },
      { name: "acta.doc", type: "application/msword", kind: "document" },
      {
        name: "lista.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        kind: "document",
      },
    ]);
    const [image, pdf] = attachments;
    if (!image || !pdf) throw new Error("attachments missing");
    expect(image.url).toMatch(
      new RegExp(`^/api/files/${owner.membership.householdId}/community/[0-9a-f-]+\\.webp$`),
    );

    const picture = await owner.client.raw(image.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-disposition")).toBe("inline");
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.byteLength).toBe(image.size);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 1600, 800]);

    const download = await owner.client.raw(pdf.url);
    expect(download.headers.get("content-disposition")).toBe("attachment");
    expect(await download.text()).toContain("%PDF-1.7");

    const partner = await addHouseholdMember(server, owner.membership.householdId, "guest");
    expect((await partner.client.raw(pdf.url)).status).toBe(200);
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    expect((await stranger.client.raw(pdf.url)).status).toBe(404);
    expect((await stranger.client.raw(image.url)).status).toBe(404);
  });

  it("accepts a post made only of attachments", async () => {
    const answer = await publish(owner, undefined, [pdfFile()]);
    expect(answer.status).toBe(201);
    expect(answer.body.content).toBe("");
  });

  it("refuses wrong types, too many and too large files with clear messages, keeping nothing", async () => {
    const cases = [
      {
        files: [
          pdfFile(),
          {
            name: "foto.png",
            bytes: new TextEncoder().encode("<script>alert(1)</script>"),
            type: "image/png",
          },
        ],
        status: 415,
        message: "Solo puedes adjuntar imágenes (JPG, PNG, GIF, WebP), PDF, DOC o DOCX",
      },
      {
        // Looks like a PNG by its first bytes but is no image: caught when re-encoding.
        files: [
          pdfFile(),
          {
            name: "falsa.png",
            bytes: new Uint8Array([
              0x89,
              0x50,
              0x4e,
              0x47,
              0x0d,
              0x0a,
              0x1a,
              0x0a,
              ...new Uint8Array(64),
            ]),
          },
        ],
        status: 415,
        message: "Solo puedes adjuntar imágenes (JPG, PNG, GIF, WebP), PDF, DOC o DOCX",
      },
      {
        files: [
          pdfFile("a.pdf"),
          pdfFile("b.pdf"),
          pdfFile("c.pdf"),
          pdfFile("d.pdf"),
          pdfFile("e.pdf"),
        ],
        status: 400,
        message: "Puedes adjuntar hasta 4 archivos por post",
      },
      {
        files: [{ name: "grande.pdf", bytes: new Uint8Array(maxAttachmentBytes + 1).fill(0x25) }],
        status: 413,
        message: "Cada archivo puede pesar hasta 5 MB",
      },
    ];
    for (const { files, status, message } of cases) {
      const answer = (await publish(owner, "con adjuntos", files)) as unknown as {
        status: number;
        body: ErrorBody;
      };
      expect(answer.status, message).toBe(status);
      expect(answer.body.error.message).toBe(message);
    }
    const exactLimit = new Uint8Array(maxAttachmentBytes).fill(0x20);
    exactLimit.set(new TextEncoder().encode("%PDF-1.7"));
    expect((await publish(owner, "justo", [{ name: "justo.pdf", bytes: exactLimit }])).status).toBe(
      201,
    );
    expect((await feed(owner)).posts.map((post) => post.content)).toEqual(["justo"]);
    expect(await storedCommunityFiles(owner.membership.householdId)).toHaveLength(1);
  });
});

describe("comments", () => {
  it("adds non-blank comments, oldest first, under their post", async () => {
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member", {
      name: "Luis Pérez",
    });
    const { body: post } = await publish(owner, "¿Pizza el viernes?");
    const path = `/api/community/posts/${post.id}/comments`;
    const first = await partner.client.post<CommunityComment>(path, { content: " ¡Sí! " });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      postId: post.id,
      content: "¡Sí!",
      author: { name: "Luis Pérez", profileId: partner.membership.profileId },
      canDelete: true,
    });
    await owner.client.post(path, { content: "Yo pido" });

    for (const content of ["", "   ", undefined]) {
      const blank = await owner.client.post<ErrorBody>(path, { content });
      expect(blank.status).toBe(400);
      expect(blank.body.error.message).toBe("El comentario no puede estar vacío");
    }
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    expect((await guest.client.post(path, { content: "Hola" })).status).toBe(403);
    expect(
      (await owner.client.post("/api/community/posts/nada/comments", { content: "x" })).status,
    ).toBe(404);

    const [shown] = (await feed(owner)).posts;
    expect(
      shown?.comments.map((comment) => [comment.author?.name, comment.content, comment.canDelete]),
    ).toEqual([
      ["Luis Pérez", "¡Sí!", true],
      ["Ana López", "Yo pido", true],
    ]);
    const [seenByPartner] = (await feed(partner)).posts;
    expect(seenByPartner?.comments.map((comment) => comment.canDelete)).toEqual([true, false]);
  });
});

describe("deleting", () => {
  it("lets members delete their own posts and comments, and the owner and admins anyone's", async () => {
    const admin = await addHouseholdMember(server, owner.membership.householdId, "admin");
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const other = await addHouseholdMember(server, owner.membership.householdId, "member");

    const { body: post } = await publish(member, "Vendo bicicleta", [await pngFile(), pdfFile()]);
    const comment = await other.client.post<CommunityComment>(
      `/api/community/posts/${post.id}/comments`,
      { content: "¿Cuánto?" },
    );
    const commentPath = `/api/community/comments/${comment.body.id}`;

    expect((await member.client.delete(commentPath)).status).toBe(403);
    expect((await other.client.delete(`/api/community/posts/${post.id}`)).status).toBe(403);
    expect((await other.client.delete(commentPath)).status).toBe(204);
    expect((await other.client.delete(commentPath)).status).toBe(404);

    const second = await owner.client.post<CommunityComment>(
      `/api/community/posts/${post.id}/comments`,
      { content: "Me interesa" },
    );
    expect((await admin.client.delete(`/api/community/comments/${second.body.id}`)).status).toBe(
      204,
    );
    expect((await feed(member)).posts[0]?.comments).toEqual([]);

    expect(await storedCommunityFiles(owner.membership.householdId)).toHaveLength(2);
    expect((await member.client.delete(`/api/community/posts/${post.id}`)).status).toBe(204);
    expect((await feed(member)).posts).toEqual([]);
    expect(await storedCommunityFiles(owner.membership.householdId)).toEqual([]);
    for (const attachment of post.attachments) {
      expect((await member.client.raw(attachment.url)).status).toBe(404);
    }

    const { body: adminPost } = await publish(admin, "Del admin");
    const { body: memberPost } = await publish(member, "Del miembro");
    expect((await admin.client.delete(`/api/community/posts/${memberPost.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/community/posts/${adminPost.id}`)).status).toBe(204);
    expect((await feed(owner)).posts).toEqual([]);
  });
});

describe("isolation between households", () => {
  it("never shows, changes or reveals another household's posts", async () => {
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const { body: post } = await publish(owner, "Solo para la familia", [pdfFile()]);
    const comment = await owner.client.post<CommunityComment>(
      `/api/community/posts/${post.id}/comments`,
      { content: "Privado" },
    );

    expect((await feed(stranger)).posts).toEqual([]);
    const attempts = [
      stranger.client.put(`/api/community/posts/${post.id}/like`),
      stranger.client.delete(`/api/community/posts/${post.id}/like`),
      stranger.client.post(`/api/community/posts/${post.id}/comments`, { content: "Hola" }),
      stranger.client.delete(`/api/community/posts/${post.id}`),
      stranger.client.delete(`/api/community/comments/${comment.body.id}`),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(404);

    const [mine] = (await feed(owner)).posts;
    expect(mine).toMatchObject({ id: post.id, likes: 0 });
    expect(mine?.comments.map((c) => c.content)).toEqual(["Privado"]);
  });
});

describe("live updates", () => {
  it("announces new posts, likes, comments and deletions to the household only", async () => {
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const mine: LiveEvent[] = [];
    const theirs: LiveEvent[] = [];
    const stopMine = server.live.subscribe(owner.membership.householdId, (event) =>
      mine.push(event),
    );
    const stopTheirs = server.live.subscribe(stranger.membership.householdId, (event) =>
      theirs.push(event),
    );
    const { body: post } = await publish(owner, "¡Hola!");
    await owner.client.put(`/api/community/posts/${post.id}/like`);
    await owner.client.delete(`/api/community/posts/${post.id}/like`);
    const comment = await owner.client.post<CommunityComment>(
      `/api/community/posts/${post.id}/comments`,
      { content: "Primero" },
    );
    await owner.client.delete(`/api/community/comments/${comment.body.id}`);
    await owner.client.delete(`/api/community/posts/${post.id}`);
    stopMine();
    stopTheirs();

    expect(mine.map(({ topic, action, id }) => ({ topic, action, id }))).toEqual(
      ["created", "liked", "unliked", "commented", "commentDeleted", "deleted"].map((action) => ({
        topic: "community",
        action,
        id: post.id,
      })),
    );
    expect(mine.every((event) => event.actorId === owner.account.id)).toBe(true);
    expect(theirs).toEqual([]);
  });
});
