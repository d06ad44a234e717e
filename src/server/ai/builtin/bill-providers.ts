import { fold } from "#server/ai/understanding/text.ts";

/**
 * "ya le pagué a la UTE", "paid Comcast this morning", "ya quedó lo de la CFE", "the light
 * bill": a bill named by the company that sends it, or by what it pays for in English. The
 * household's chore names the bill («Pagar la luz», «Pagar el internet»), so the company's name
 * is read as the bill's words. Only names that are no everyday word of their own (not «Claro»,
 * «Vivo», «Oi», «Personal»).
 */
const providers: Record<string, string[]> = {
  electricity: [
    // The bill said by what it pays for, in English: "the light bill", "the power bill".
    "light bill",
    "power bill",
    "electric bill",
    "cfe",
    "enel",
    "ute",
    "edenor",
    "edesur",
    "epm",
    "codensa",
    "luz del sur",
    "chilectra",
    "cge",
    "ande",
    "enee",
    "iberdrola",
    "endesa",
    "eletropaulo",
    "cemig",
    "copel",
    "coelba",
    "con ed",
    "coned",
    "con edison",
    "pg&e",
    "pge",
    "duke energy",
    "fpl",
  ],
  internet: [
    "wifi bill",
    "cable bill",
    "telecentro",
    "fibertel",
    "comcast",
    "xfinity",
    "spectrum",
    "verizon",
    "izzi",
    "totalplay",
    "telmex",
    "infinitum",
    "antel",
    "movistar",
    "tigo",
    "vtr",
    "megacable",
    "cablevision",
  ],
  water: ["sedapal", "aysa", "ose", "aguas andinas", "sabesp", "cedae", "sacmex"],
  gas: ["metrogas", "naturgy", "camuzzi", "comgas", "lipigas", "abastible", "gasco", "socalgas"],
};

/** How a household names each bill, in its three languages. */
const billWords: Record<string, string[]> = {
  electricity: ["luz", "electricidad", "energia", "electric", "electricity", "power"],
  internet: ["internet", "wifi", "cable"],
  water: ["agua", "agua potable", "water"],
  gas: ["gas"],
};

/** The words said, folded and padded, so a name is found whole: " le pague a la ute ". */
const spaced = (text: string) => ` ${fold(text).replace(/[^\p{L}&]+/gu, " ")} `;

/** The words of the bill a company named in `said` sends, or none. */
export function billWordsOfProvider(said: string): string[] {
  const words = spaced(said);
  const bill = Object.entries(providers).find(([, names]) =>
    names.some((name) => words.includes(` ${name} `)),
  )?.[0];
  return bill ? (billWords[bill] ?? []) : [];
}
