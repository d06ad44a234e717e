import { createHash } from "node:crypto";
import { StemmerEn } from "@nlpjs/lang-en-min";
import { StemmerEs } from "@nlpjs/lang-es";
import { StemmerPt } from "@nlpjs/lang-pt";
import { type Features, NeuralNetwork } from "@nlpjs/neural";
import {
  corpora,
  type Intent,
  type Language,
  languages,
  lexicons,
  templatesOf,
} from "#server/ai/understanding/corpus.ts";
import { markers, read } from "#server/ai/understanding/reading.ts";

/**
 * Intent classification: one NLP.js neural network per language, trained in process on the
 * corpus. A message's features are its words, their NLP.js stems, its first word and its pairs
 * of words, so that "compra leche" (buy) and "compré leche" (I bought), which share the stem
 * "compr", still differ by their first word.
 */
const stemmers = { es: new StemmerEs(), pt: new StemmerPt(), en: new StemmerEn() };

const markerWords = new Set<string>(Object.values(markers));

export function featuresOf(norms: string[], language: Language): Features {
  const features: Features = {};
  const words = norms.filter((word) => word !== "," && word !== "." && word !== ";");
  let previous = "^";
  for (const word of words) {
    features[`w:${word}`] = 1;
    if (!markerWords.has(word) && word !== "xnum") {
      features[`s:${stemmers[language].stemWord(word)}`] = 1;
    }
    features[`b:${previous}_${word}`] = 1;
    previous = word;
  }
  if (words[0]) features[`f:${words[0]}`] = 1;
  return features;
}

/** A small deterministic generator, so that a corpus always trains the same model. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (size: number) => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state % size;
  };
}

/** A number from a text (FNV-1a), to seed a phrasing's fills. */
function textSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const fillsPerTemplate = 4;
const trainingDay = "2026-01-05";

/** A template's slots filled with words of the lexicon: "agrega {items} a la lista" → "agrega 2
 * kilos de papas y leche a la lista". Date slots get date phrases, read as the message's are. */
export function fillTemplate(template: string, language: Language, pick: (n: number) => number) {
  const lexicon = lexicons[language];
  const any = (list: string[]) => list[pick(list.length)] ?? "";
  const item = () => {
    const roll = pick(6);
    const name = any(lexicon.fill.items);
    if (roll === 0) return `${any(lexicon.fill.quantities)} ${name}`;
    if (roll === 1) return `${name} ${any(lexicon.fill.suffixes)}`;
    return name;
  };
  const items = () => {
    const count = 1 + pick(3);
    const list = Array.from({ length: count }, item);
    const and = lexicon.conjunctions[0] ?? "y";
    return list.length > 1 ? `${list.slice(0, -1).join(", ")} ${and} ${list.at(-1)}` : list[0];
  };
  const dates = {
    // Read as one date marker like the message's: which date does not matter to the network.
    es: ["pasado mañana", "el viernes", "el 15 de diciembre", "este sábado", "el lunes"],
    pt: ["depois de amanhã", "na sexta", "dia 15 de dezembro", "no próximo domingo", "segunda"],
    en: ["the day after tomorrow", "on friday", "on december 15", "this saturday", "next monday"],
  }[language];
  const times = {
    es: ["a las 7", "a las 10 de la mañana", "19:30"],
    pt: ["às 7", "às 10 da manhã", "19:30"],
    en: ["at 7", "at 10 am", "7:30 pm"],
  }[language];
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case "items":
        return items() ?? "";
      case "item":
        return any(lexicon.fill.items);
      case "title":
        return any(lexicon.fill.title);
      case "event":
        return any(lexicon.fill.event);
      case "who":
        return any(lexicon.fill.who);
      case "what":
        return any(lexicon.fill.what);
      case "date":
        return any(dates);
      case "time":
        return any(times);
      case "repeat":
        return any([...lexicon.recurrence.daily, ...lexicon.recurrence.weekly]);
      default:
        return "";
    }
  });
}

export interface TrainingSample {
  text: string;
  intent: Intent;
  region: string;
  /** Which template it was filled from, for held-out measurements. */
  template: number;
}

export function trainingSamples(
  language: Language,
  seed = 13,
  fills = fillsPerTemplate,
): TrainingSample[] {
  const samples: TrainingSample[] = [];
  templatesOf(language).forEach(({ intent, region, template }, index) => {
    // Each phrasing fills its slots from its own seed: adding a phrasing to one intent leaves
    // every other phrasing's training sentences as they were.
    const pick = generator(seed + textSeed(`${intent}|${template}`));
    const count = /\{\w+\}/.test(template) ? fills : 1;
    for (let i = 0; i < count; i++) {
      samples.push({
        text: fillTemplate(template, language, pick),
        intent,
        region,
        template: index,
      });
    }
  });
  return samples;
}

/** Measured in docs/decisions/009: past ~60 epochs held-out accuracy stops improving. */
export const trainingSettings = { iterations: 60, errorThresh: 0.0005 };

export interface Classifier {
  classify(norms: string[], language: Language): { intent: Intent; score: number }[];
}

export function trainNetwork(
  language: Language,
  samples: TrainingSample[],
  settings: { iterations?: number; errorThresh?: number } = trainingSettings,
): NeuralNetwork {
  const network = new NeuralNetwork({ log: false, ...settings });
  network.train(
    samples.map((sample) => ({
      input: featuresOf(
        read(sample.text, trainingDay, language, { chrono: false, language }).norms,
        language,
      ),
      output: { [sample.intent]: 1 },
    })),
  );
  return network;
}

export function classifierOf(networks: Record<Language, NeuralNetwork>): Classifier {
  return {
    classify(norms, language) {
      const scores = networks[language].run(featuresOf(norms, language)) ?? {};
      const entries = Object.entries(scores).map(([intent, score]) => ({
        intent: intent as Intent,
        score: score ** 2,
      }));
      const total = entries.reduce((sum, entry) => sum + entry.score, 0);
      return entries
        .map((entry) => ({ ...entry, score: total > 0 ? entry.score / total : 0 }))
        .sort((a, b) => b.score - a.score);
    },
  };
}

/** The corpus' fingerprint: a trained model cached on disk is used only for the same corpus.
 * `version` changes when the way a sentence is read into features changes (reading.ts) or the
 * way the training sentences are drawn (trainingSamples). */
export function corpusHash(): string {
  return createHash("sha256")
    .update(JSON.stringify({ corpora, lexicons, fillsPerTemplate, version: 8 }))
    .digest("hex")
    .slice(0, 16);
}

export function trainAll(): Record<Language, NeuralNetwork> {
  const networks = {} as Record<Language, NeuralNetwork>;
  for (const language of languages)
    networks[language] = trainNetwork(language, trainingSamples(language));
  return networks;
}
