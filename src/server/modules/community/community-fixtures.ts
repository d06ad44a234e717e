import sharp from "sharp";
import type { TestMember } from "#server/testing/households.ts";
import type { CommunityPost, FeedPage } from "#shared/schemas/community.ts";

/** Test helpers for the community suites: files of each accepted kind and a few API calls. */

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
  /** What the browser claims; the server ignores it and reads the bytes. */
  type?: string;
}

export async function pngFile(name = "foto.png", width = 2400, height = 1200): Promise<UploadFile> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: "#0f766e" },
  })
    .png()
    .toBuffer();
  return { name, bytes: new Uint8Array(bytes), type: "image/png" };
}

export const pdfFile = (name = "presupuesto.pdf"): UploadFile => ({
  name,
  bytes: new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF"),
  type: "application/pdf",
});

export const docxFile = (name = "lista.docx"): UploadFile => ({
  name,
  bytes: new Uint8Array([
    0x50,
    0x4b,
    0x03,
    0x04,
    ...new TextEncoder().encode("....[Content_Types].xml....word/document.xml...."),
  ]),
});

export const docFile = (name = "acta.doc"): UploadFile => ({
  name,
  bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(64)]),
});

export interface Answer<T> {
  status: number;
  body: T;
}

/** Publishes a post the way the composer does: a multipart form. */
export async function publish(
  member: TestMember,
  content: string | undefined,
  files: UploadFile[] = [],
): Promise<Answer<CommunityPost & { error?: { code: string; message: string } }>> {
  const form = new FormData();
  if (content !== undefined) form.set("content", content);
  for (const file of files) {
    form.append(
      "attachments",
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "" }),
    );
  }
  const response = await member.client.raw("/api/community/posts", { method: "POST", body: form });
  return { status: response.status, body: await response.json() };
}

export async function feed(member: TestMember, query = ""): Promise<FeedPage> {
  const response = await member.client.get<FeedPage>(`/api/community/posts${query}`);
  if (response.status !== 200) throw new Error(`feed ${response.status}`);
  return response.body;
}

/** Every post of the feed, page after page. */
export async function wholeFeed(member: TestMember, limit: number): Promise<CommunityPost[]> {
  const posts: CommunityPost[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const page = await feed(member, query);
    posts.push(...page.posts);
    cursor = page.nextCursor;
  } while (cursor);
  return posts;
}
