import type { Context } from "hono";
import { ApiError } from "#server/http/errors.ts";
import { type AcceptedFile, normalizeImage, readUploads } from "#server/modules/files/uploads.ts";
import {
  attachmentImageMaxDimension,
  maxAttachmentBytes,
  maxAttachments,
} from "#shared/community/limits.ts";

/** The files module speaks of files in general; a post's author is told the post's own limits. */
const clearerCodes: Record<string, string> = {
  TOO_MANY_FILES: "TOO_MANY_ATTACHMENTS",
  FILE_TOO_LARGE: "ATTACHMENT_TOO_LARGE",
  UNSUPPORTED_FILE_TYPE: "UNSUPPORTED_ATTACHMENT",
};

function clearer(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const code = clearerCodes[error.code];
  return code ? new ApiError(error.status, code) : error;
}

/** The "attachments" field of a post form: images, PDF, DOC and DOCX, told apart by content. */
export async function readAttachments(c: Context): Promise<AcceptedFile[]> {
  try {
    return await readUploads(c, "attachments", {
      accept: ["image", "document"],
      maxBytes: maxAttachmentBytes,
      maxFiles: maxAttachments,
    });
  } catch (error) {
    throw clearer(error);
  }
}

/** Photos are re-encoded (metadata and hidden payloads dropped); documents are kept as sent. */
export async function prepareAttachment(file: AcceptedFile): Promise<AcceptedFile> {
  if (file.type.kind !== "image") return file;
  try {
    return { name: file.name, ...(await normalizeImage(file.bytes, attachmentImageMaxDimension)) };
  } catch (error) {
    throw clearer(error);
  }
}
