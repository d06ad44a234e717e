import { describe, expect, it } from "vitest";
import { splitLinks } from "#shared/community/links.ts";

const links = (text: string) =>
  splitLinks(text)
    .filter((segment) => segment.kind === "link")
    .map((segment) => segment.text);

describe("splitLinks", () => {
  it("finds http and https links and keeps the rest as text, in order", () => {
    const text = "Receta en https://recetas.mx/mole?x=1#paso2 y http://ejemplo.com también";
    expect(splitLinks(text)).toEqual([
      { kind: "text", text: "Receta en " },
      {
        kind: "link",
        text: "https://recetas.mx/mole?x=1#paso2",
        href: "https://recetas.mx/mole?x=1#paso2",
      },
      { kind: "text", text: " y " },
      { kind: "link", text: "http://ejemplo.com", href: "http://ejemplo.com/" },
      { kind: "text", text: " también" },
    ]);
  });

  it("leaves the punctuation that closes a sentence out of the link", () => {
    expect(links("Mira https://a.mx/x.")).toEqual(["https://a.mx/x"]);
    expect(links("(ver https://a.mx/x), gracias!")).toEqual(["https://a.mx/x"]);
    expect(links("https://es.wikipedia.org/wiki/Mole_(salsa)")).toEqual([
      "https://es.wikipedia.org/wiki/Mole_(salsa)",
    ]);
  });

  it("never makes anything but http(s) clickable", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "ftp://archivos.mx/a",
      '<a href="javascript:alert(1)">hola</a>',
      "https://",
    ]) {
      expect(links(text), text).toEqual([]);
      expect(splitLinks(text)).toEqual([{ kind: "text", text }]);
    }
  });

  it("gives back the text unchanged when its pieces are joined", () => {
    const text = "a https://x.mx/(b) c\nhttps://y.mx, <script>alert('x')</script>";
    expect(
      splitLinks(text)
        .map((segment) => segment.text)
        .join(""),
    ).toBe(text);
    expect(splitLinks("")).toEqual([]);
  });
});
