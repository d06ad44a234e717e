import {
  uploadFileBytes,
  uploadFileMegabytes,
  uploadFilesPerRequest,
} from "#shared/domain/uploads.ts";

/** Community limits: the API enforces them and the composer checks them before uploading. */
export const maxPostLength = 5000;
export const maxCommentLength = 2000;
/** The same file limits as a service request's photos (#shared/domain/uploads.ts). */
export const maxAttachments = uploadFilesPerRequest;
export const maxAttachmentMegabytes = uploadFileMegabytes;
export const maxAttachmentBytes = uploadFileBytes;
/** Longest side of an attached photo once re-encoded: sharp on a phone, light on the feed. */
export const attachmentImageMaxDimension = 1600;
export const defaultFeedPageSize = 10;
export const maxFeedPageSize = 50;
/** What the file picker offers; the server decides by the bytes, not by these. */
export const attachmentAccept = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  ".pdf",
  "application/pdf",
  ".doc",
  "application/msword",
  ".docx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");
