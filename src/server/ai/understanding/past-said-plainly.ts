import { shopsSaid } from "#server/ai/understanding/said-of-the-list.ts";

/**
 * "he comprado una docena de huevos", "hemos gastado la mitad de la harina", "se han gastado dos
 * latas", "recién compré dos kilos de azúcar": what was done, said in Spain's perfect tense or
 * after the Southern Cone's «recién» ("just"), is the plain past the phrasings know — «compré»,
 * «gastamos», «se gastaron», «compré».
 */
export function pastSaidPlainly(message: string): string | null {
  const plain = message
    .replace(perfect, (said, auxiliary: string, participle: string) => {
      const past = simplePast(auxiliary.toLowerCase(), participle.toLowerCase());
      return past ? matchCase(said, past) : said;
    })
    .replace(justBefore, "");
  return plain !== message ? plain : null;
}

const perfect = /(?<!\p{L})(he|hemos|has|ha|han)\s+(\p{L}+(?:ado|ido|ído|to|cho))(?!\p{L})/giu;
/** «recién» right before a verb in the past: "recién compré", "recién llegamos". */
const justBefore =
  /(?<!\p{L})reci[eé]n\s+(?=\p{L}+(?:é|í|ó|amos|imos|aste|iste|aron|ieron)(?!\p{L}))/giu;

const endings: Record<string, { ar: string; er: string }> = {
  he: { ar: "é", er: "í" },
  hemos: { ar: "amos", er: "imos" },
  has: { ar: "aste", er: "iste" },
  ha: { ar: "ó", er: "ió" },
  han: { ar: "aron", er: "ieron" },
};

/** Participles that are not the stem with -ado/-ido, as their stem for the past's endings. */
const irregular: Record<string, Record<string, string>> = {
  abierto: { he: "abrí", hemos: "abrimos", has: "abriste", ha: "abrió", han: "abrieron" },
  hecho: { he: "hice", hemos: "hicimos", has: "hiciste", ha: "hizo", han: "hicieron" },
  puesto: { he: "puse", hemos: "pusimos", has: "pusiste", ha: "puso", han: "pusieron" },
  vuelto: { he: "volví", hemos: "volvimos", has: "volviste", ha: "volvió", han: "volvieron" },
  roto: { he: "rompí", hemos: "rompimos", has: "rompiste", ha: "rompió", han: "rompieron" },
};

function simplePast(auxiliary: string, participle: string): string | null {
  const ending = endings[auxiliary];
  if (!ending) return null;
  const odd = irregular[participle];
  if (odd) return odd[auxiliary] ?? null;
  if (participle.endsWith("ado")) {
    const stem = participle.slice(0, -3);
    // «saqué», «pagué», «empecé»: the stem's spelling before «é».
    if (auxiliary === "he")
      return `${stem.replace(/c$/, "qu").replace(/g$/, "gu").replace(/z$/, "c")}é`;
    return `${stem}${ending.ar}`;
  }
  if (participle.endsWith("ído"))
    return auxiliary === "he" || auxiliary === "hemos"
      ? `${participle.slice(0, -3)}${ending.er}`
      : null;
  if (participle.endsWith("ido")) return `${participle.slice(0, -3)}${ending.er}`;
  return null;
}

function matchCase(said: string, past: string): string {
  return /^\p{Lu}/u.test(said) ? past.charAt(0).toUpperCase() + past.slice(1) : past;
}

/**
 * "ya pasé por las manzanas y el detergente, táchalos": «pasar por» a thing on the list, with the
 * list's closing that ticks it, is getting it — «agarré» (it had looked for «Pasé por las
 * manzanas»); so is going by the shop for them («… a la tiendita»). Without either, "pasé por la
 * farmacia" stays a place one went by.
 */
export function pickedUpSaidPlainly(message: string): string | null {
  if (!tickClosing.test(message) && !atAShop.test(message)) return null;
  const plain = message.replace(wentBy, "agarré ");
  return plain !== message ? plain : null;
}

const wentBy = /(?<!\p{L})pas[eé]\s+por\s+(?=(?:el|la|los|las|unos|unas)\s)/iu;
const atAShop = new RegExp(
  `(?<!\\p{L})(?:en|a|al|del)\\s+(?:el\\s+|la\\s+)?(?:${shopsSaid})(?!\\p{L})`,
  "iu",
);
const tickClosing =
  /(?<!\p{L})(?:t[aá]ch(?:a|alo|ala|alos|alas|ame)|m[aá]rc(?:alo|ala|alos|alas)|palom[eé](?:alo|ala|alos|alas)|r[aá]ya(?:lo|la|los|las))(?!\p{L})/iu;

/**
 * "pon en la lista mantequilla, y el detergente ya lo compré", "coloca manteiga na lista, e o
 * detergente já comprei", "add butter to the list, and I already got the detergent": after
 * things added, the one already bought is ticked — said as the list's own request (it had ticked
 * «Pon en la lista mantequilla» as bought).
 */
export function boughtAfterAnAdd(message: string): string | null {
  for (const { said, plain } of boughtAfterAdds) {
    const found = said.exec(message)?.groups;
    if (found) return plain(found as Record<string, string>);
  }
  return null;
}

/** What adds to the list, in Spanish and in Portuguese, and how a tick may close the telling. */
const addVerbEs =
  "(?:p[oó]n(?:me)?|pone|agreg[aá](?:me)?|a[nñ]ade|anot[aá](?:me)?|apunt[aá](?:me)?|sum[aá]|met[eé])";
const addVerbPt = "(?:coloca|bota|p[oõ]e|adiciona|anota|acrescenta)";
const closingEs =
  "(?:\\s*[,;.]?\\s*(?:t[aá]ch(?:a|alo|ala|alos|alas)|m[aá]rc(?:alo|ala|alos|alas)|r[aá]ya(?:lo|la|los|las)))?";
const closingPt =
  "(?:\\s*[,;.]?\\s*(?:pode\\s+)?(?:riscar|risca|marcar|marca)(?:\\s+(?:ela|ele|elas|eles))?)?";

const boughtAfterAdds: { said: RegExp; plain: (found: Record<string, string>) => string }[] = [
  {
    // "…, y el bolillo ya lo compré, táchalo".
    said: new RegExp(
      `^(?<add>.*?(?<!\\p{L})${addVerbEs}(?!\\p{L}).*?)\\s*[,;.]?\\s+y\\s+(?<thing>(?:el|la|los|las)\\s+[^,;.]+?)\\s+ya\\s+(?:lo|la|los|las)\\s+(?:compr[eé]|compramos|agarr[eé]|consegu[ií]|traje)${closingEs}\\s*[.!]?\\s*$`,
      "iu",
    ),
    plain: ({ add, thing }) => `${add}, y tacha ${thing} que ya lo compré`,
  },
  {
    // "…, y ya compré el bolillo, márcalo".
    said: new RegExp(
      `^(?<add>.*?(?<!\\p{L})${addVerbEs}(?!\\p{L}).*?)\\s*[,;.]\\s*(?:y\\s+)?ya\\s+(?:compr[eé]|compramos|traje)\\s+(?<thing>(?:el|la|los|las)\\s+[^,;.]+?)${closingEs}\\s*[.!]?\\s*$`,
      "iu",
    ),
    plain: ({ add, thing }) => `${add}, y tacha ${thing} que ya lo compré`,
  },
  {
    said: new RegExp(
      `^(?<add>.*?(?<!\\p{L})${addVerbPt}(?!\\p{L}).*?)\\s*[,;.]?\\s+e\\s+(?<thing>(?:o|a|os|as)\\s+[^,;.]+?)\\s+j[aá]\\s+(?:comprei|compramos|peguei)${closingPt}\\s*[.!]?\\s*$`,
      "iu",
    ),
    plain: ({ add, thing }) => `${add}, e risca ${thing} que já comprei`,
  },
  {
    // "…, e já comprei as maçãs, pode riscar".
    said: new RegExp(
      `^(?<add>.*?(?<!\\p{L})${addVerbPt}(?!\\p{L}).*?)\\s*[,;.]\\s*(?:e\\s+)?j[aá]\\s+(?:comprei|compramos|peguei)\\s+(?<thing>(?:o|a|os|as)\\s+[^,;.]+?)${closingPt}\\s*[.!]?\\s*$`,
      "iu",
    ),
    plain: ({ add, thing }) => `${add}, e risca ${thing} que já comprei`,
  },
  {
    said: /^(?<add>.*?(?<!\p{L})(?:add|put)(?!\p{L}).*?)\s*[,;.]?\s+(?:and|but)\s+(?:i|we)\s+(?:already\s+)?(?:got|bought|picked up)\s+(?:the\s+)?(?<thing>[^,;.]+?)(?:\s+already)?\s*[.!]?\s*$/iu,
    plain: ({ add, thing }) => `${add}, and check off the ${thing}`,
  },
];
