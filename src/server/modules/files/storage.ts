import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { Config } from "#server/config.ts";

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. Keys always
 * start with the household id, which is how the file route checks who may read them. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

const safeKey = /^[0-9a-f-]{36}\/[a-z-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`clave de archivo inválida: ${key}`);
}

export function createStorage(settings: Config["storage"]): Storage {
  return settings.backend === "s3" ? s3Storage(settings) : localStorage(settings.directory);
}

const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

function localStorage(directory: string): Storage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(directory, key);
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      const bytes = await readFile(fileFor(key)).catch(() => null);
      if (!bytes) return null;
      const extension = key.split(".").pop() ?? "";
      return { bytes, contentType: contentTypes[extension] ?? "application/octet-stream" };
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}

function s3Storage(settings: Extract<Config["storage"], { backend: "s3" }>): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId ?? "",
    secretAccessKey: settings.secretAccessKey ?? "",
    region: settings.region,
    service: "s3",
  });
  const endpoint = (settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`).replace(
    /\/$/,
    "",
  );
  const urlFor = (key: string) => {
    assertSafeKey(key);
    return `${endpoint}/${settings.bucket}/${key}`;
  };
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlFor(key), {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: { "content-type": contentType },
      });
      if (!response.ok) throw new Error(`S3 PUT ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(urlFor(key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${response.status}`);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async delete(key) {
      const response = await client.fetch(urlFor(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${response.status}`);
    },
  };
}
