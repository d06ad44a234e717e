import type { Context } from "hono";
import { v7 as uuidv7 } from "uuid";
import { ApiError } from "#server/http/errors.ts";
import { type DetectedFileType, detectFileType } from "#server/modules/files/file-types.ts";
import type { Storage } from "#server/modules/files/storage.ts";

export interface UploadRules {
  /** Which kinds of content are accepted, decided from the bytes. */
  accept: DetectedFileType["kind"][];
  maxBytes: number;
  maxFiles: number;
}

export interface AcceptedFile {
  /** The name the user gave it, cleaned for display (never used as a path). */
  name: string;
  bytes: Uint8Array;
  type: DetectedFileType;
}

/** Names are shown to people and offered as download names: keep letters, digits and . _ - */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "archivo";
  const cleaned = base
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._ -]/gu, "_")
    .slice(0, 120)
    .trim();
  return cleaned.replace(/^\.+/, "") || "archivo";
}

const kindOfExtension: Record<string, DetectedFileType["kind"]> = {
  jpg: "image",
  jpeg: "image",
  jfif: "image",
  png: "image",
  gif: "image",
  webp: "image",
  pdf: "document",
  doc: "document",
  docx: "document",
};

/** Names and types a browser would run or render as a page: never accepted, whatever the bytes. */
const activeExtension =
  /\.(x?html?|xht|svgz?|xml|xsl|js|mjs|cjs|css|swf|php\d?|aspx?|jsp|exe|bat|cmd|sh|ps1|hta|vbs|wasm)$/i;
const activeType =
  /^(text\/(html|xml|javascript|ecmascript|css|x-sh)|application\/(xhtml\+xml|xml|javascript|ecmascript|x-sh|x-msdownload|wasm)|image\/svg\+xml)\b/i;

/** The content must be what the file claims to be: a name or a browser type that says "page",
 * "script" or the other kind of file (a PDF called foto.jpg) is refused. An image named as
 * another image format (a JPEG called .png) is common and harmless: it is re-encoded anyway. */
function declaredAs(file: File, type: DetectedFileType): boolean {
  if (activeExtension.test(file.name) || activeType.test(file.type)) return false;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const claimed = extension ? kindOfExtension[extension] : undefined;
  if (claimed && claimed !== type.kind) return false;
  if (file.type.startsWith("image/") && type.kind !== "image") return false;
  if (file.type === "application/pdf" && type.mime !== "application/pdf") return false;
  return true;
}

/** Reads the files of a multipart form field and checks each by its content. */
export async function readUploads(
  c: Context,
  field: string,
  rules: UploadRules,
): Promise<AcceptedFile[]> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, "INVALID_UPLOAD");
  }
  const entries = [form[field] ?? form[`${field}[]`]]
    .flat()
    .filter((value): value is File => value instanceof File);
  if (entries.length > rules.maxFiles) throw new ApiError(400, "TOO_MANY_FILES");
  const accepted: AcceptedFile[] = [];
  for (const file of entries) {
    if (file.size > rules.maxBytes) throw new ApiError(413, "FILE_TOO_LARGE");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectFileType(bytes);
    if (!type || !rules.accept.includes(type.kind) || !declaredAs(file, type)) {
      throw new ApiError(415, "UNSUPPORTED_FILE_TYPE");
    }
    accepted.push({ name: cleanFileName(file.name), bytes, type });
  }
  return accepted;
}

/** Decodes and re-encodes an image: strips metadata and anything hidden after the pixels
 * (polyglots), refuses decompression bombs, and caps its size. */
export async function normalizeImage(
  bytes: Uint8Array,
  maxDimension: number,
): Promise<{ bytes: Uint8Array; type: DetectedFileType }> {
  try {
    // Loaded with the first image, not at start (issue 18: it holds ~20 MB).
    const { default: sharp } = await import("sharp");
    const output = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" })
      .rotate()
      .resize({
        width: maxDimension,
        height: maxDimension,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    return {
      bytes: new Uint8Array(output),
      type: { mime: "image/webp", extension: "webp", kind: "image" },
    };
  } catch {
    throw new ApiError(415, "UNSUPPORTED_FILE_TYPE");
  }
}

/** Stores a file under the household's prefix and returns its key and the URL the app serves. */
export async function storeFile(
  storage: Storage,
  householdId: string,
  area: string,
  bytes: Uint8Array,
  type: DetectedFileType,
): Promise<{ key: string; url: string }> {
  const key = `${householdId}/${area}/${uuidv7()}.${type.extension}`;
  await storage.put(key, bytes, type.mime);
  return { key, url: `/api/files/${key}` };
}
