import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "locales");
const languages = ["es", "en", "pt-BR"];

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, language, file), "utf8")) as unknown;

describe("translations", () => {
  const namespaces = readdirSync(path.join(root, "es")).filter((file) => file.endsWith(".json"));

  it.each(namespaces)("%s has the same keys in es, en and pt-BR, none empty", (file) => {
    const spanish = keys(read("es", file)).sort();
    for (const language of languages) {
      const entries = read(language, file);
      expect(keys(entries).sort(), `${language}/${file}`).toEqual(spanish);
      const empty = JSON.stringify(entries).match(/:""/g);
      expect(empty, `${language}/${file} has empty texts`).toBeNull();
    }
  });

  it("has no namespace only in another language", () => {
    for (const language of languages) {
      const files = readdirSync(path.join(root, language)).filter((file) => file.endsWith(".json"));
      expect(files.sort()).toEqual(namespaces.sort());
    }
  });
});
