/**
 * What the reply says, read the way a member would: does it claim something was done, and in
 * which language is it written.
 */
import { fold } from "./match.ts";

/** First-person "done" words of es, pt-BR and en, and the "¡Listo!" family. Accents count:
 * "agregué" claims, "¿quieres que agregue…?" asks. */
const claims = [
  // es
  "agregué",
  "añadí",
  "anoté",
  "apunté",
  "marqué",
  "guardé",
  "agendé",
  "creé",
  "programé",
  "registré",
  "quité",
  "eliminé",
  "borré",
  "cancelé",
  "moví",
  "cambié",
  "actualicé",
  "reabrí",
  "reprogramé",
  "solicité",
  "ajusté",
  "asigné",
  "descontré",
  "listo",
  "hecho",
  // pt
  "adicionei",
  "anotei",
  "coloquei",
  "marquei",
  "agendei",
  "criei",
  "removi",
  "tirei",
  "apaguei",
  "cancelei",
  "mudei",
  "atualizei",
  "registrei",
  "ajustei",
  "solicitei",
  "reabri",
  "pronto",
  "feito",
  // en
  "added",
  "created",
  "scheduled",
  "marked",
  "removed",
  "deleted",
  "updated",
  "moved",
  "cancelled",
  "canceled",
  "booked",
  "saved",
  "noted",
  "reopened",
  "requested",
  "assigned",
  "done",
];
/** Words that only claim success as an exclamation: "¡Listo!", "Pronto!", "Done." — not
 * "listo para ayudarte". */
const exclamations = new Set(["listo", "hecho", "pronto", "feito", "done"]);
const negation =
  /(?:^|[\s¡¿])(no|não|nao|not|nunca|never|didn't|didn’t|couldn't|could not|cannot|can't|pude)\s+(?:\S+\s+)?$/u;

export function claimsSuccess(reply: string): boolean {
  // Quoted words are the member's or an item's («Tirei o lixo»), not the assistant's claim.
  const lower = reply
    .normalize("NFC")
    .toLowerCase()
    .replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, " ");
  for (const word of claims) {
    const pattern = new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "gu");
    for (const match of lower.matchAll(pattern)) {
      if (negation.test(lower.slice(0, match.index))) continue;
      if (exclamations.has(word)) {
        const exclaimed = new RegExp(`(^|[¡!.\\n]\\s*)${word}\\s*[!.,]`, "u");
        if (!exclaimed.test(lower.trim())) continue;
      }
      return true;
    }
  }
  return false;
}

/** "Todavía no sé hacer eso", "Ainda não sei fazer isso", "I can't do that yet"… */
export function saysItCannot(reply: string): boolean {
  return /(no s[eé] (c[oó]mo )?hacer|no puedo (hacer|ayudar)|n[aã]o sei (como )?fazer|n[aã]o consigo (fazer|ajudar)|can['’]?t (do|help with) that|cannot (do|help with) that|don['’]?t know how to)/iu.test(
    reply,
  );
}

/** Words only one of the three languages uses (accents folded): articles, pronouns, verbs the
 * assistant says, weekdays and months. Words two of them share ("para", "aqui", "sabado") are
 * left out. */
const markers: Record<"es" | "pt" | "en", string> = {
  es: `el los las del la lo y que tu tus tienes tienen tiene hoy manana ya hay agregue anote marque
    cree agende quite borre puedo tengo pero eso quedan queda hola gracias tambien todavia cuando
    con estoy listo en por muy bien algo nadie lunes martes miercoles jueves viernes noviembre
    diciembre tareas pendientes son hecha hecho`,
  pt: `o os do da dos das voce voces tem hoje amanha ja nao sao adicionei anotei marquei criei
    agendei removi posso mas isso ola oi obrigado obrigada tambem ainda quando seu sua uma um com
    estou pronto feito na nas pra segunda terca quarta quinta sexta novembro dezembro tarefas
    coisas feira`,
  en: `the and you your have has today tomorrow already is are there list added i can here but
    that for left hi thanks nothing also still how when what to it of on with at done monday
    tuesday wednesday thursday friday saturday sunday november december tasks things`,
};

/** The language most of the reply's function words belong to; null when it cannot tell. The
 * household's own titles, quoted («Arreglar la puerta del baño», **Cita con el dentista**), are
 * in whatever language they were written and say nothing about the reply's. */
export function replyLanguage(reply: string): "es" | "pt-BR" | "en" | null {
  const unquoted = reply.replace(/«[^»]*»|“[^”]*”|\*\*[^*]*\*\*/g, " ");
  const words = fold(unquoted).split(" ");
  const scores = Object.entries(markers).map(([language, list]) => {
    const set = new Set(list.split(/\s+/));
    return { language, score: words.filter((word) => set.has(word)).length };
  });
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores as [{ language: string; score: number }, { score: number }];
  if (best.score === 0 || best.score === second.score) return null;
  return best.language === "pt" ? "pt-BR" : (best.language as "es" | "en");
}
