/** What a file really is, read from its first bytes: never trust its name or the browser's type. */
export interface DetectedFileType {
  mime: string;
  extension: string;
  kind: "image" | "document";
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

function isZipWithEntry(bytes: Uint8Array, entry: string): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  // A .docx is a zip whose entry names include word/…; scanning the central directory names is
  // enough to tell it from any other zip without unpacking it.
  return Buffer.from(bytes).includes(entry, 0, "latin1");
}

export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { mime: "image/jpeg", extension: "jpg", kind: "image" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: "image/png", extension: "png", kind: "image" };
  }
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) {
    return { mime: "image/gif", extension: "gif", kind: "image" };
  }
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    return { mime: "image/webp", extension: "webp", kind: "image" };
  }
  if (startsWith(bytes, ascii("%PDF-")))
    return { mime: "application/pdf", extension: "pdf", kind: "document" };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { mime: "application/msword", extension: "doc", kind: "document" };
  }
  if (isZipWithEntry(bytes, "word/")) {
    return {
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
      kind: "document",
    };
  }
  return null;
}
