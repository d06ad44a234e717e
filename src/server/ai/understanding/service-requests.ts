import { languages, lexicons } from "#server/ai/understanding/corpus.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { fold } from "#server/ai/understanding/text.ts";
import { namesATask, phraseIn } from "#server/ai/understanding/words.ts";

/** Service requests: "necesito un plomero", "llama al gasfíter" — the words that call someone,
 * the service a request names (serviceOf, serviceWeight) and the clause rule that reads a need
 * and whom to call. */

/** "quero uma diarista na sexta": a need and who to call. */
export function needAndWhoToCall(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  // "quero uma diarista na sexta", "busco maestro para pintar": a need and who to call.
  const needs = new Set(lexicons[reading.language].needVerbs.map(fold));
  const folded = words.map((word) => word.token.folded);
  // "quero agendar uma faxina pesada": a service named by what it does, when nothing else fits.
  const unphrased = !scene.chosen || scene.chosen.match.literals === 0;
  // "necesito que fumiguen la casa", "preciso que limpem a casa": a need of someone doing it is
  // no thing to buy, whatever "necesito {items}" fits.
  const need = folded.findIndex((word) => needs.has(word));
  const someoneDoes = need >= 0 && folded[need + 1] === "que";
  // "Carlos needs to fix the garage door", "Sofía necesita arreglar…": a member's need is their
  // chore, not a call for a professional.
  const membersNeed = need === 1 && /^\p{Lu}\p{L}+$/u.test(words[0]?.token.text ?? "");
  if (
    !asks &&
    need >= 0 &&
    !membersNeed &&
    (calls(folded) || ((unphrased || someoneDoes) && serviceOf(folded) !== null)) &&
    !namesATask(folded)
  ) {
    return { ...clause("service.request", top.score, null, {}), basis: "carrier" };
  }
  return null;
}

/** Whether a task's first word is a service's own ("Fumigar la casa"). */
export function callsForService(title: string): boolean {
  const first = fold(title.split(/[\s,]/)[0] ?? "");
  return (
    first.length >= 5 &&
    languages.some((language) =>
      Object.values(lexicons[language].services).some((keys) =>
        keys.some((key) => fold(key) === first),
      ),
    )
  );
}

/** Whether the words name someone to call ("electricista", "diarista", "plumber"). */
export function calls(words: string[]): boolean {
  return languages.some((language) =>
    Object.values(lexicons[language].services).some((keys) =>
      keys.some((key) => {
        const word = fold(key);
        return /(ista|ero|era|iter|ician|er|or)$/.test(word) && phraseIn(words, [key]);
      }),
    ),
  );
}

export const namesWhoToCall = calls;

/** The service whose words the request says most ("se dañó la luz del baño, necesito
 * electricista": Electricidad, not Plomería). */
export function serviceOf(words: string[]): string | null {
  let best: { service: string; count: number } | null = null;
  for (const language of languages) {
    for (const [service, keys] of Object.entries(lexicons[language].services)) {
      // Who to call ("electricista") says more than where ("baño").
      const count = keys
        .filter((key) => phraseIn(words, [key]))
        .reduce(
          (sum, key) => sum + (/(ista|ero|era|or|ora|iter|ician|er)$/.test(fold(key)) ? 2 : 1),
          0,
        );
      if (count > (best?.count ?? 0)) best = { service, count };
    }
  }
  return best?.service ?? null;
}

/** How strongly the words name a service: each of its words said, who to call counting two. */
export function serviceWeight(words: string[], service: string): number {
  let weight = 0;
  for (const language of languages) {
    const keys = lexicons[language].services[service] ?? [];
    for (const key of keys) {
      if (phraseIn(words, [key]))
        weight += /(ista|ero|era|or|ora|iter|ician|er)$/.test(fold(key)) ? 2 : 1;
    }
  }
  return weight;
}
