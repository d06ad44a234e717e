import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NeuralNetwork } from "@nlpjs/neural";
import {
  type Classifier,
  classifierOf,
  corpusHash,
  trainAll,
} from "#server/ai/understanding/classifier.ts";
import { type Language, languages } from "#server/ai/understanding/corpus.ts";
import {
  type Understanding,
  type UnderstandOptions,
  understandWith,
} from "#server/ai/understanding/engine.ts";

/**
 * The trained understanding, once per process and shared by every server in it. Training takes
 * about a second (docs/decisions/009), so the networks are kept on disk keyed by the corpus'
 * hash — in DATA_DIR, and in the system's temporary folder so that the throwaway DATA_DIRs of
 * tests reuse them — and loaded in a few milliseconds from then on.
 */
let loading: Promise<Classifier> | undefined;
let ready: Classifier | undefined;

function cacheFiles(dataDir: string | undefined): string[] {
  const name = `understanding-${corpusHash()}.json`;
  return [
    ...(dataDir ? [path.join(dataDir, "cache", name)] : []),
    path.join(tmpdir(), "hogaria-understanding", name),
  ];
}

function fromCache(files: string[]): Record<Language, NeuralNetwork> | null {
  for (const [index, file] of files.entries()) {
    try {
      const json = JSON.parse(readFileSync(file, "utf8")) as Record<Language, unknown>;
      const networks = {} as Record<Language, NeuralNetwork>;
      for (const language of languages) {
        const network = new NeuralNetwork();
        network.fromJSON(json[language]);
        networks[language] = network;
      }
      // Found in the shared folder: keep a copy in DATA_DIR too, for starts after a reboot.
      if (index > 0) toCache(files.slice(0, index), networks);
      return networks;
    } catch {
      // Not there yet, or from an older corpus: train.
    }
  }
  return null;
}

function toCache(files: string[], networks: Record<Language, NeuralNetwork>): void {
  const json = JSON.stringify(
    Object.fromEntries(languages.map((language) => [language, networks[language].toJSON()])),
  );
  for (const file of files) {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, json);
      renameSync(temporary, file);
    } catch {
      // A read-only folder only costs the next start a training.
    }
  }
}

/** Starts loading (or training) off the current request, once per process: the chat calls it
 * when the server starts (prepareAssistant), so the first message does not wait for it. */
export function loadUnderstanding(dataDir?: string): Promise<Classifier> {
  loading ??= new Promise<Classifier>((resolve, reject) => {
    setImmediate(() => {
      try {
        const files = cacheFiles(dataDir);
        let networks = fromCache(files);
        if (!networks) {
          networks = trainAll();
          toCache(files, networks);
        }
        ready = classifierOf(networks);
        resolve(ready);
      } catch (error) {
        loading = undefined;
        reject(error);
      }
    });
  });
  return loading;
}

/** Whether the understanding is loaded: after the server's start, before any message. */
export function understandingReady(): boolean {
  return ready !== undefined;
}

export async function understand(
  message: string,
  options: UnderstandOptions & { dataDir?: string },
): Promise<Understanding> {
  const classifier = ready ?? (await loadUnderstanding(options.dataDir));
  return understandWith(classifier, message, options);
}
