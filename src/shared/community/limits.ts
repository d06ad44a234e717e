/** Community limits: the API enforces them and the composer checks them before uploading. */
export const maxPostLength = 5000;
export const maxCommentLength = 2000;
/** Four files of 5 MB stay under the 25 MB the server accepts for one upload request. */
export const maxAttachments = 4;
export const maxAttachmentMegabytes = 5;
export const maxAttachmentBytes = maxAttachmentMegabytes * 1024 * 1024;
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
